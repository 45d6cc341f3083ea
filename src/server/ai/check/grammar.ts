import type { Locale } from '#shared/i18n/locales'

// The checker's own grammar check (issue 25) for the sentence shapes the letter engine and the
// provider write: spelling is not grammar ("Verantwortete die Buchhaltung gemacht" passes every
// dictionary). Each rule names one pattern that is never a sentence, so a hit is a defect:
// - a role opener ("Als Einkäuferin bei …,", "As buyer at …,") is an apposition to the subject and
//   needs the applicant as the subject of its main clause ("habe ich", "I achieved"), not "gehören zu
//   meinen Ergebnissen" (the dangling opener of issue 25);
// - the first-person pronoun with a third-person or plural verb ("ich hat", "I has", "je a");
// - a past participle with a finite past verb and no auxiliary ("verantwortete … gemacht");
// - left-overs of empty slots: "()", ", ,", ",.", doubled words ("die die", "the the").
// Rules only for languages whose engine sentences have that shape; a language without a rule is
// not checked for it.

export type GrammarProblem = { rule: string; value: string }

// Sentence ends: a full stop, "!" or "?" before a space and a capital, not inside "B.V. In" or "S.A.".
const SENTENCE_END = /(?<=[^\s.]{2}[.!?])\s+(?=[\p{Lu}])/u

/**
 * A sentence-initial role opener and the subject its main clause needs. The main clause is read up
 * to the colon that introduces the results ("… habe ich Folgendes erreicht: …").
 */
const ROLE_OPENER: Partial<Record<Locale, { opener: RegExp; subject: RegExp }>> = {
  de: { opener: /^\s*Als\s/u, subject: /\bich\b/u },
  en: { opener: /^\s*As\s/u, subject: /\bI\b/u },
  fr: { opener: /^\s*En tant que?\s/u, subject: /\b(?:je|j['’])/iu },
  nl: { opener: /^\s*Als\s/u, subject: /\bik\b/iu },
}

/** First person with a verb that agrees with another person. */
const AGREEMENT: Partial<Record<Locale, RegExp>> = {
  de: /\bich\s+(?:hat|ist|sind|haben|war(?:en)?\s+(?:ich|wir)|wurde[nt]?\s+wir|arbeitet|leitete[nt]|verantwortet)\b/iu,
  en: /\bI\s+(?:has|is|are|were|does|was been)\b/u,
  fr: /\b(?:je|j['’])\s*(?:a|as|ont|est|sont|avons|sommes)\b/iu,
  nl: /\bik\s+(?:heeft|hebben|is|zijn|werkt\s+wij)\b/iu,
}

/** German: a finite past verb and a participle in one clause without an auxiliary. */
const GERMAN_PARTICIPLE_WITHOUT_AUX =
  /^(?![^,;:]*\b(?:habe|hat|haben|hatte|hatten|bin|ist|sind|war|waren|wurde|wurden|worden|werde|wird)\b)[^,;:]*\b\p{L}+te\b[^,;:]*\bge\p{L}+(?:t|en)\s*[.!?]?$/u

const LEFTOVERS: ReadonlyArray<{ rule: string; pattern: RegExp }> = [
  { rule: 'empty_parentheses', pattern: /\(\s*\)/u },
  { rule: 'empty_list_item', pattern: /,\s*,|,\s*[.;:]|;\s*;|:\s*[.;]/u },
  { rule: 'doubled_word', pattern: /\b(\p{L}{2,})\s+\1\b/iu },
]

// Words that repeat in a correct sentence: "Kunden, die die Produkte …", "dat dat", "che che".
const MAY_REPEAT = new Set(['die', 'der', 'das', 'dass', 'dat', 'que', 'che', 'had', 'że'])

function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

/** Grammar defects of the engine's sentence shapes in `text` (every sentence is looked at). */
export function grammarProblems(text: string, language: Locale): GrammarProblem[] {
  const problems: GrammarProblem[] = []
  for (const line of text.split('\n')) {
    for (const sentence of sentencesOf(line)) {
      const opener = ROLE_OPENER[language]
      if (opener?.opener.test(sentence) && !opener.subject.test(sentence.split(':')[0] ?? sentence))
        problems.push({ rule: 'dangling_opener', value: sentence })
      const agreement = AGREEMENT[language]?.exec(sentence)
      if (agreement) problems.push({ rule: 'agreement', value: agreement[0] })
      if (language === 'de') {
        for (const clause of sentence.split(/[,;:]/u)) {
          if (GERMAN_PARTICIPLE_WITHOUT_AUX.test(clause.trim()) && /^\p{Lu}\p{L}+te\s/u.test(clause.trim()))
            problems.push({ rule: 'participle_without_auxiliary', value: clause.trim() })
        }
      }
      for (const { rule, pattern } of LEFTOVERS) {
        const found = pattern.exec(sentence)
        if (!found) continue
        if (rule === 'doubled_word' && MAY_REPEAT.has((found[1] ?? '').toLowerCase())) continue
        problems.push({ rule, value: found[0] })
      }
    }
  }
  return problems
}
