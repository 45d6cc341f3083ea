import type { HumanizeCvContent, HumanizeCvReply } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { guessLanguage } from '#server/text/detect-language'
import { humanizeLines, humanizeProse, type ProseLine } from './humanize-text'

// humanize-cv: the summary as prose, each responsibility as its own line (no sentences are joined
// across bullets); education and skills are facts and pass through unchanged. A bullet is too
// short to tell its language: the CV's summary and bullets together tell it.

export function responsibilitiesOf(entry: {
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

/** The language of the CV's prose (summary and responsibilities), when it is clear. */
export function cvProseLanguage(content: HumanizeCvContent): Locale | undefined {
  const prose = [
    content.personalInfo?.summary ?? '',
    ...(content.experience ?? []).flatMap(responsibilitiesOf),
  ].join('\n')
  return guessLanguage(prose)?.language
}

/** The summary and every responsibility as sentences before and after. */
export function humanizeCvLines(content: HumanizeCvContent): {
  language: Locale | undefined
  summary: ProseLine[]
  experience: ProseLine[][][]
} {
  const language = cvProseLanguage(content)
  const options = language ? { language } : {}
  const summary = content.personalInfo?.summary ?? ''
  return {
    language,
    summary: summary ? humanizeLines(summary, options) : [],
    experience: (content.experience ?? []).map((entry) =>
      responsibilitiesOf(entry).map((line) => humanizeLines(line, { ...options, varyOpenings: false })),
    ),
  }
}

export function humanizeCv(content: HumanizeCvContent): HumanizeCvReply {
  const language = cvProseLanguage(content)
  const options = language ? { language } : {}
  const summary = content.personalInfo?.summary ?? ''
  const experience = (content.experience ?? []).map((entry) => ({
    ...entry,
    responsibilities: responsibilitiesOf(entry).map((line) =>
      humanizeProse(line, { ...options, varyOpenings: false }),
    ),
  }))
  return {
    success: true,
    humanized: {
      personalInfo: { ...content.personalInfo, summary: summary ? humanizeProse(summary, options) : '' },
      experience,
      education: content.education ?? [],
      skills: content.skills ?? [],
    },
    message: 'CV humanized',
  }
}
