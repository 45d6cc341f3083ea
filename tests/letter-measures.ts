import { foldText } from '#server/ai/ats/text'
import { LEGAL_FORMS } from '#server/ai/letters/job-ad.data'

// How the letter tests and `npm run bench:ai` judge what the engine extracted and wrote (issue 16).
// Written apart from the extractor: a company matches with or without its legal form and a
// leading article, a title with or without its gender note.

const LEGAL_FORM_TAIL = new RegExp(
  `[,\\s]+(?:${[...LEGAL_FORMS].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  'iu',
)

function core(text: string): string {
  return foldText(text)
    .replace(/^(?:the|die|der|das|la|le|les|el|il|lo|l'|l’|o|a|het|de)\s*/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

export function sameCompany(found: string | undefined, expected: string): boolean {
  if (!found) return false
  const strip = (t: string) => core(t.trim().replace(LEGAL_FORM_TAIL, ''))
  return strip(found) === strip(expected) || core(found) === core(expected)
}

export function sameTitle(found: string | undefined, expected: string): boolean {
  if (!found) return false
  const strip = (t: string) =>
    core(t.replace(/\((?:[mwdfhkvx]\/?)+\)|\b(?:m|w|f|h|v)\/(?:w|m|f|h|v|x)(?:\/[dx])?\b/giu, ''))
  return strip(found) === strip(expected)
}
