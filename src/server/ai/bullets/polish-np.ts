import type { Gender, OtherLanguage, OtherVerb } from '#server/text/verbs/other-language'

// Just enough Polish declension to take a filler off a verbal noun: "odpowiedzialny za obsługę" (acc)
// and "zajmowałem się obsługą" (instr) both leave "Obsługa". Only the nouns of the table and one
// adjective before them are declined; anything else answers undefined and the bullet stays.

type Case = 'acc' | 'instr'

function caseForm(noun: string, kase: Case, irregular: Readonly<Record<string, string>>): string | undefined {
  if (kase === 'instr' && irregular[noun]) return irregular[noun]
  if (noun.endsWith('a')) return noun.slice(0, -1) + (kase === 'acc' ? 'ę' : 'ą')
  if (noun.endsWith('e')) return kase === 'acc' ? noun : `${noun}m`
  if (noun.endsWith('o')) return kase === 'acc' ? noun : `${noun.slice(0, -1)}em`
  // Masculine inanimate and feminine consonant stems: the accusative is the nominative.
  return kase === 'acc' ? noun : undefined
}

// An adjective before the noun agrees with it: feminine "bieżącą" -> "bieżąca", neuter
// instrumental "bieżącym" -> "bieżące", masculine instrumental "stałym" -> "stały".
function adjectiveToNominative(word: string, noun: string, kase: Case): string | undefined {
  if (noun.endsWith('a')) return word.endsWith('ą') ? `${word.slice(0, -1)}a` : undefined
  if (/[eo]$/.test(noun)) {
    if (kase === 'acc') return word.endsWith('e') ? word : undefined
    return /[yi]m$/.test(word) ? `${word.slice(0, word.endsWith('im') ? -1 : -2)}e` : undefined
  }
  if (kase === 'acc') return /[yi]$/.test(word) ? word : undefined
  return /[yi]m$/.test(word) ? word.slice(0, -1) : undefined
}

type CaseForms = Map<string, { noun: string; verb: OtherVerb }>
const CASE_FORMS = new Map<string, CaseForms>()

function caseForms(kase: Case, lang: OtherLanguage): CaseForms {
  const cached = CASE_FORMS.get(kase)
  if (cached) return cached
  const forms: CaseForms = new Map()
  for (const verb of lang.verbs)
    for (const { noun } of verb.nouns) {
      const form = caseForm(noun, kase, lang.table.instrumentals ?? {})
      if (form) forms.set(form, { noun, verb })
    }
  CASE_FORMS.set(kase, forms)
  return forms
}

export function polishNominative(
  text: string,
  kase: Case,
  lang: OtherLanguage,
): { text: string; verb: OtherVerb } | undefined {
  const forms = caseForms(kase, lang)
  const [first = '', second = '', ...rest] = text.split(/\s+/)
  const direct = forms.get(first.toLowerCase())
  if (direct) return { text: [direct.noun, second, ...rest].join(' ').trim(), verb: direct.verb }
  const afterAdjective = forms.get(second.toLowerCase())
  if (!afterAdjective) return undefined
  const adjective = adjectiveToNominative(first.toLowerCase(), afterAdjective.noun, kase)
  return adjective
    ? { text: [adjective, afterAdjective.noun, ...rest].join(' '), verb: afterAdjective.verb }
    : undefined
}

const GENDERED = /^(?:odpowiedzialn(y|a)|\p{L}+ł(em|am))$/u

/**
 * The writer's grammatical gender as the bullets show it: "odpowiedzialna", or a first-person past
 * of a table verb or of "być", "zajmować się", "pomagać", "brać udział". Undefined when they do not
 * tell or disagree.
 */
export function writerGender(texts: readonly string[], lang: OtherLanguage): Gender | undefined {
  const found = new Set<Gender>()
  for (const word of texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)) {
    const match = GENDERED.exec(word)
    if (!match) continue
    const known =
      match[1] !== undefined ||
      lang.formAt(word)?.gender !== undefined ||
      /^(?:by|zajmowa|pomaga|bra|pracowa|odpowiada|uczestniczy)ł/u.test(word)
    if (known) found.add(match[1] === 'y' || match[2] === 'em' ? 'm' : 'f')
  }
  return found.size === 1 ? [...found][0] : undefined
}
