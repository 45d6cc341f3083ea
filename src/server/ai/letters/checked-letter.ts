import { checkText, cvSourceText, type Problem } from '#server/ai/check/check-text'
import { readCvFacts } from './cv-facts'
import type { IndustryCode } from '#server/ai/job-ad/job-ad.data'
import { writeCoverLetter, type CoverLetter, type CoverLetterInput } from './write-cover-letter'

// The built-in letter after the checker (check/README.md): each sentence of the body is checked
// against the CV and the ad, a failing one is left out (the repair), and the whole letter is then
// checked once more for the employer, the role and placeholders. What the user sees has passed.

export type CheckedLetter = CoverLetter & { problems: Problem[]; repaired: string[] }

// Sentence ends: a full stop, "!" or "?" before a space and a capital, not inside "S.A. In".
const SENTENCE_END = /(?<=[^\s.]{2}[.!?])\s+(?=[\p{Lu}])/u

export type LetterSources = {
  cvText: string
  adText: string
  cvName?: string
  yearsOfExperience?: number
  cvSectors: readonly IndustryCode[]
}

/** What the checker compares a letter with; `cvSource` is the CV as sent (a pasted text too). */
export function letterSources(input: CoverLetterInput, cvSource?: unknown): LetterSources {
  const facts = readCvFacts(input.cv, input.date)
  return {
    // What the user typed in the form (start date, salary) is theirs to state, like the CV.
    cvText: cvSourceText([input.cv, cvSource, input.startDate ?? '', input.salaryExpectation ?? '']),
    adText: [input.jobDescription, input.companyName ?? '', input.jobTitle ?? ''].join('\n'),
    ...(facts.name ? { cvName: facts.name } : {}),
    ...(facts.yearsOfExperience !== undefined ? { yearsOfExperience: facts.yearsOfExperience } : {}),
    cvSectors: facts.sectors,
  }
}

/** The letter's lines that are not body paragraphs: letterhead, date, subject, closing. */
export function frameLines(content: string, paragraphs: readonly string[]): string[] {
  const body = new Set(paragraphs)
  return content.split('\n').filter((line) => line.trim() && !body.has(line))
}

/** Every defect of a whole letter (built-in or a model's), for the caller to reject or repair. */
export async function checkLetter(
  content: string,
  context: LetterSources & {
    language: CoverLetterInput['language']
    employer?: string
    role?: string
    frame: string[]
  },
): Promise<Problem[]> {
  const { problems } = await checkText({
    text: content,
    kind: 'letter',
    language: context.language,
    cvText: context.cvText,
    adText: context.adText,
    ...(context.employer ? { employer: context.employer } : {}),
    ...(context.role ? { role: context.role } : {}),
    ...(context.cvName ? { cvName: context.cvName } : {}),
    ...(context.yearsOfExperience !== undefined ? { yearsOfExperience: context.yearsOfExperience } : {}),
    cvSectors: context.cvSectors,
    vouched: context.frame,
  })
  return problems
}

export async function writeCheckedCoverLetter(
  input: CoverLetterInput,
  cvSource?: unknown,
): Promise<CheckedLetter> {
  const letter = writeCoverLetter(input)
  const sources = letterSources(input, cvSource)
  // The ad's own sentence about the company is quoted, not claimed: its figures are the ad's.
  const frame = [
    ...frameLines(letter.content, letter.paragraphs),
    ...(letter.mission ? [letter.mission] : []),
  ]
  const repaired: string[] = []
  // Aligned with letter.paragraphs: undefined where every sentence of a paragraph failed.
  const replacements: Array<string | undefined> = []
  for (const paragraph of letter.paragraphs) {
    const kept: string[] = []
    for (const sentence of paragraph.split(SENTENCE_END)) {
      const { ok } = await checkText({
        text: sentence,
        kind: 'summary',
        language: input.language,
        cvText: sources.cvText,
        adText: sources.adText,
        employer: letter.companyName,
        role: letter.jobTitle,
        ...(sources.yearsOfExperience !== undefined ? { yearsOfExperience: sources.yearsOfExperience } : {}),
        cvSectors: sources.cvSectors,
        vouched: frame,
      })
      if (ok) kept.push(sentence)
      else repaired.push(sentence)
    }
    replacements.push(kept.length > 0 ? kept.join(' ') : undefined)
  }
  const paragraphs = replacements.filter((p): p is string => p !== undefined)
  let content = letter.content
  letter.paragraphs.forEach((paragraph, i) => {
    const next = replacements[i]
    if (next === paragraph) return
    content = next === undefined ? content.replace(`${paragraph}\n\n`, '') : content.replace(paragraph, next)
  })
  const problems = await checkLetter(content, {
    ...sources,
    language: input.language,
    ...(letter.companyName ? { employer: letter.companyName } : {}),
    role: letter.jobTitle,
    frame,
  })
  return { ...letter, content, paragraphs, problems, repaired }
}
