import { useMutation } from '@tanstack/react-query'
import { HumanizeCvReply } from '#shared/api/ai'
import type { CvData } from '#shared/cv/cv.schema'
import { apiRequest } from '#web/lib/api-client'

/** Document 2 §7: {content:{personalInfo:{summary}, experience, education, skills}, structured:true}. */
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
  return apiRequest('/api/ai/humanize-cv', { body: { content, structured: true } }, HumanizeCvReply)
}

/** The humanized summary and bullets written back into the CV; entries keep their order. */
export function applyHumanized(cv: CvData, reply: HumanizeCvReply): CvData {
  const summary = reply.humanized.personalInfo.summary.trim()
  return {
    ...cv,
    summary: cv.summary.trim() !== '' && summary !== '' ? summary : cv.summary,
    experience: cv.experience.map((entry, index) => {
      const lines = reply.humanized.experience[index]?.responsibilities
      return entry.bullets.length > 0 && lines && lines.length > 0 ? { ...entry, bullets: lines } : entry
    }),
  }
}

export function useHumanizeCv() {
  return useMutation({ mutationFn: humanizeCv })
}
