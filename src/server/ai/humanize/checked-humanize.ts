import type { HumanizeBody, HumanizeCvContent, HumanizeCvReply, HumanizeReply } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { checkText } from '#server/ai/check/check-text'
import { guessLanguage } from '#server/text/detect-language'
import { enhanceTitle } from './enhance-title'
import { humanizeCvLines, responsibilitiesOf } from './humanize-cv'
import { humanizeLines, joinLines, proseLanguages, type ProseLine, type ProseUnit } from './humanize-text'
import { TITLE_ABBREVIATIONS, TITLE_ACRONYMS, TITLE_SPELLINGS } from './phrases.data'
import { suggestTitles } from './suggest-titles'

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

// Each changed sentence on its own: one that fails the checker keeps its original wording, the
// others keep their rewrite (issue 16: "a rewrite only when every changed sentence passes").
async function checkLines(
  lines: readonly ProseLine[],
  original: string,
  kind: 'summary' | 'bullet',
  language: Locale,
): Promise<ProseReport> {
  const kept = new Set<ProseUnit>()
  let changed = 0
  for (const line of lines) {
    if (typeof line === 'string') continue
    for (const unit of line) {
      if (unit.after === unit.before) continue
      const ok =
        unit.after === '' || (await checkText({ text: unit.after, kind, language, cvText: original })).ok
      if (ok) changed += 1
      else kept.add(unit)
    }
  }
  const out = joinLines(lines, (unit) => (kept.has(unit) ? unit.before : unit.after))
  // A text of clichés only has nothing plainer to become: it stays for the user to rewrite.
  return out.trim() === ''
    ? { text: original, changedSentences: 0 }
    : { text: out, changedSentences: changed }
}

/** A humanized text and how many of its sentences changed (a deleted one counts). */
export type ProseReport = { text: string; changedSentences: number }

/** The plainer text, every changed sentence checked in the text's language, with its count. */
export async function checkedProseReport(
  text: string,
  kind: 'summary' | 'bullet' = 'summary',
): Promise<ProseReport> {
  const languages = proseLanguages(text)
  return checkLines(humanizeLines(text), text, kind, languages[0] ?? 'en')
}

/** The plainer text, every changed sentence checked in the text's language. */
export async function checkedProse(text: string, kind: 'summary' | 'bullet' = 'summary'): Promise<string> {
  return (await checkedProseReport(text, kind)).text
}

/**
 * enhance-title: suggestions from the CV's roles when the CV is given (`cv`, or the older `roles`
 * list of titles); without any role, the title tidied on its own.
 */
async function answerTitle(body: HumanizeBody, now: Date): Promise<HumanizeReply> {
  const current = body.text.trim()
  const cv = body.cv ?? { roles: (body.roles ?? []).map((title) => ({ title })) }
  if (cv.roles.some((r) => r.title.trim() !== '')) {
    const { suggestions, nothingToChange } = await suggestTitles({ current, cv, now })
    if (suggestions.length > 0)
      return {
        success: true,
        humanized: nothingToChange ? current : (suggestions[0] ?? current),
        message: nothingToChange ? NOTHING_TO_CHANGE : CHANGED_MESSAGE,
        suggestions,
      }
  }
  const roles = body.roles ?? []
  const humanized = await checkedRewrite(body.text, enhanceTitle(body.text, roles), 'title', roles)
  const changed = humanized.trim() !== current
  // No CV, no suggestions from it: the client offers the tidied title alone.
  return { success: true, humanized, message: changed ? CHANGED_MESSAGE : NOTHING_TO_CHANGE }
}

export async function answerHumanize(body: HumanizeBody, now: Date = new Date()): Promise<HumanizeReply> {
  if (body.context === 'professional_title') return answerTitle(body, now)
  const humanized = await checkedProse(body.text)
  const changed = humanized.trim() !== body.text.trim()
  return { success: true, humanized, message: changed ? CHANGED_MESSAGE : NOTHING_TO_CHANGE }
}

export async function answerHumanizeCv(content: HumanizeCvContent): Promise<HumanizeCvReply> {
  const lines = humanizeCvLines(content)
  const language = lines.language ?? 'en'
  const summary = content.personalInfo?.summary ?? ''
  const checkedSummary = summary ? (await checkLines(lines.summary, summary, 'summary', language)).text : ''
  const experience = await Promise.all(
    (content.experience ?? []).map(async (entry, i) => {
      const originals = responsibilitiesOf(entry)
      const responsibilities = await Promise.all(
        originals.map(
          async (line, j) =>
            (await checkLines(lines.experience[i]?.[j] ?? [], line, 'bullet', language)).text,
        ),
      )
      return { ...entry, responsibilities }
    }),
  )
  const humanized = {
    personalInfo: { ...content.personalInfo, summary: checkedSummary },
    experience,
    education: content.education ?? [],
    skills: content.skills ?? [],
  }
  const changed =
    checkedSummary.trim() !== summary.trim() ||
    experience.some((entry, i) => {
      const originals = responsibilitiesOf(content.experience?.[i] ?? {})
      return entry.responsibilities.some((line, j) => line !== originals[j])
    })
  return { success: true, humanized, message: changed ? 'CV humanized' : NOTHING_TO_CHANGE }
}
