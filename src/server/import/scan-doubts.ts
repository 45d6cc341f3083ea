import type { CvData } from '#shared/cv/cv.schema'
import type { ImportDoubt } from '#shared/api/parse'

// A CV read from a scan or photo: each field of the review holding a word the recogniser was
// unsure of is marked for checking, as the importer's own doubts are (issue 23).

export function scanDoubts(cv: CvData, uncertainWords: readonly string[], existing: readonly ImportDoubt[]): ImportDoubt[] {
  if (uncertainWords.length === 0) return []
  const holdsDoubt = (...values: ReadonlyArray<string | undefined>) => {
    const text = values.join('\n')
    return uncertainWords.some((word) => text.includes(word))
  }
  const fields: Array<[string, boolean]> = [
    ['personal.fullName', holdsDoubt(cv.personal.fullName)],
    ['personal.title', holdsDoubt(cv.personal.title)],
    ...cv.experience.map((job, index): [string, boolean] => [
      `experience.${index}`,
      holdsDoubt(job.title, job.company, job.location, job.startDate, job.endDate, job.description, ...job.bullets),
    ]),
    ...cv.education.map((school, index): [string, boolean] => [
      `education.${index}`,
      holdsDoubt(school.degree, school.institution, school.field, school.location, school.startDate, school.endDate, ...school.details),
    ]),
  ]
  const taken = new Set(existing.map((doubt) => doubt.path))
  return fields.filter(([path, isDoubtful]) => isDoubtful && !taken.has(path)).map(([path]) => ({ path, reason: 'scan-uncertain' }))
}
