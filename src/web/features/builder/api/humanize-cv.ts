import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { CvData } from '#shared/cv/cv.schema'
import { callApi } from '#web/lib/api-client'

/** The request of docs/spec/2-calls.md §7: {content:{personalInfo:{summary}, experience, education, skills}, structured:true}. */
export function humanizeCv(cv: CvData) {
  const content = {
    personalInfo: { summary: cv.summary },
    experience: cv.experience.map((entry) => ({
      title: entry.title,
      company: entry.company,
      responsibilities: entry.bullets,
    })),
    education: cv.education.map((entry) => ({ degree: entry.degree, institution: entry.institution })),
    skills: cv.skills.flatMap((group) => group.items.map((item) => item.name)),
  }
  return callApi(contract.ai.humanizeCv, { body: { content, structured: true } })
}

export function useHumanizeCv() {
  return useMutation({ mutationFn: humanizeCv })
}
