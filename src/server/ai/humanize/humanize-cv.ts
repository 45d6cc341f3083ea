import type { HumanizeCvContent, HumanizeCvReply } from '#shared/api/ai'

import { humanizeProse } from './humanize-text'

// humanize-cv: the summary as prose, each responsibility as its own line (no sentences are joined
// across bullets); education and skills are facts and pass through unchanged.

function responsibilitiesOf(entry: {
  responsibilities?: string[]
  bullets?: string[]
  description?: string
}): string[] {
  if (entry.responsibilities?.length) return entry.responsibilities
  if (entry.bullets?.length) return entry.bullets
  return (entry.description ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•▪]\s*/, '').trim())
    .filter(Boolean)
}

export function humanizeCv(content: HumanizeCvContent): HumanizeCvReply {
  const summary = content.personalInfo?.summary ?? ''
  const experience = (content.experience ?? []).map((entry) => ({
    ...entry,
    responsibilities: responsibilitiesOf(entry).map((line) => humanizeProse(line, { varyOpenings: false })),
  }))
  return {
    success: true,
    humanized: {
      personalInfo: { ...content.personalInfo, summary: summary ? humanizeProse(summary) : '' },
      experience,
      education: content.education ?? [],
      skills: content.skills ?? [],
    },
    message: 'CV humanized',
  }
}
