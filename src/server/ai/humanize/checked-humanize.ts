import type { HumanizeBody, HumanizeCvContent, HumanizeCvReply, HumanizeReply } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { checkText } from '../check/check-text'
import { guessLanguage } from '../translate/detect-language'
import { enhanceTitle } from './enhance-title'
import { humanizeCv } from './humanize-cv'
import { humanizeText } from './humanize-text'
import { TITLE_ABBREVIATIONS, TITLE_ACRONYMS, TITLE_SPELLINGS } from './phrases.data'

// Humanize and enhance-title, honest (issue 16): every rewrite passes the checker against the
// user's own text (no number, employer, degree or sector added, every word spelled), a rewrite
// that fails gives the original back, and an answer that changes nothing says so.

export const CHANGED_MESSAGE = 'Text humanized'
export const NOTHING_TO_CHANGE = 'Nothing to change'

// Words the title tables write ("Frontend", "DevOps") that a general dictionary may not know.
const TITLE_WORDS = [
  ...Object.values(TITLE_SPELLINGS),
  ...Object.values(TITLE_ABBREVIATIONS),
  ...TITLE_ACRONYMS,
]

function languageOf(text: string): Locale {
  return guessLanguage(text)?.language ?? 'en'
}

/** The rewrite when it passes the checker against the original, else the original. */
export async function checkedRewrite(
  original: string,
  rewrite: string,
  kind: 'summary' | 'title' | 'bullet',
  extra: readonly string[] = [],
): Promise<string> {
  if (rewrite.trim() === original.trim()) return original
  const { ok } = await checkText({
    text: rewrite,
    kind,
    language: languageOf(original),
    cvText: [original, ...extra].join('\n'),
    vouched: kind === 'title' ? TITLE_WORDS : [],
  })
  return ok ? rewrite : original
}

export async function answerHumanize(body: HumanizeBody): Promise<HumanizeReply> {
  const isTitle = body.context === 'professional_title'
  const roles = body.roles ?? []
  const draft = isTitle ? enhanceTitle(body.text, roles) : humanizeText(body.text, body.context)
  const humanized = await checkedRewrite(body.text, draft, isTitle ? 'title' : 'summary', roles)
  const changed = humanized.trim() !== body.text.trim()
  return { success: true, humanized, message: changed ? CHANGED_MESSAGE : NOTHING_TO_CHANGE }
}

export async function answerHumanizeCv(content: HumanizeCvContent): Promise<HumanizeCvReply> {
  const draft = humanizeCv(content)
  const summary = content.personalInfo?.summary ?? ''
  const checkedSummary = summary
    ? await checkedRewrite(summary, draft.humanized.personalInfo.summary, 'summary')
    : ''
  const experience = await Promise.all(
    draft.humanized.experience.map(async (entry, i) => {
      const before = content.experience?.[i]
      const originals = before?.responsibilities ?? before?.bullets ?? []
      const lines = await Promise.all(
        entry.responsibilities.map((line, j) =>
          originals[j] === undefined ? line : checkedRewrite(originals[j], line, 'bullet'),
        ),
      )
      return { ...entry, responsibilities: lines }
    }),
  )
  const humanized = {
    ...draft.humanized,
    personalInfo: { ...draft.humanized.personalInfo, summary: checkedSummary },
    experience,
  }
  const changed =
    checkedSummary.trim() !== summary.trim() ||
    experience.some((entry, i) => {
      const before = content.experience?.[i]
      const originals = before?.responsibilities ?? before?.bullets ?? []
      return entry.responsibilities.some((line, j) => line !== originals[j])
    })
  return { success: true, humanized, message: changed ? 'CV humanized' : NOTHING_TO_CHANGE }
}
