import type { ProducerEntry, ProducerExpected } from '../../tests/fixtures/cvs/producers/entry'
import { expectedMonth } from './dates'
import type { Cv, Render } from './model'

// What a careful person would enter into the builder from a CV, derived from the content that was
// printed (never from an importer's output). Dates are as precise as the layout prints them.
export function expectedOf(cv: Cv, render: Render): ProducerExpected {
  const latestJob = cv.experience[0]
  return {
    fullName: `${cv.firstName} ${cv.lastName}`,
    // No headline: the latest job title is what people put there.
    title: cv.headline ?? latestJob?.title ?? '',
    email: cv.email ?? '',
    phone: cv.phone,
    location: cv.city,
    links: cv.links ?? [],
    experience: cv.experience.map((job) => ({
      title: job.title,
      company: job.company,
      location: job.location,
      startDate: expectedMonth(job.start, render.dates),
      endDate: job.end === '' ? '' : expectedMonth(job.end, render.dates),
      current: job.end === '',
      bullets: job.bullets,
    })),
    education: cv.education.map((school) => ({
      degree: school.degree,
      field: school.field,
      institution: school.institution,
      startDate: expectedMonth(school.start, render.dates),
      endDate: expectedMonth(school.end, render.dates),
      gpa: school.grade ?? '',
    })),
    skills: cv.skills.map((group) => ({ category: group.category, items: group.items })),
    languages: cv.languages.map((language) => ({ name: language.name, level: language.level })),
    certifications: cv.certifications ?? [],
    dateOfBirth: cv.birth?.date ?? '',
    placeOfBirth: cv.birth?.place ?? '',
    nationality: cv.nationality ?? '',
    // Every layout that has a street prints it (checked against the documents' text).
    address: cv.street ?? '',
    interests: cv.interests ?? [],
    signature: cv.signature ?? null,
  }
}

export function entryOf(cv: Cv, render: Render, meta: Pick<ProducerEntry, 'id' | 'producer' | 'format' | 'file' | 'traits'>): ProducerEntry {
  return { ...meta, persona: cv.id, lang: cv.lang, template: render.layout, set: cv.set, expected: expectedOf(cv, render) }
}
