// A light suffix stemmer for English and German (and harmless elsewhere): it strips inflection and
// the commonest derivations so that "managing", "managed" and "management" meet, and so do
// "Entwicklung" and "entwickeln". It works on normalised tokens (folded, no diacritics).

const SUFFIXES = [
  'ungen',
  'ments',
  'ation',
  'ement',
  'ings',
  'heit',
  'keit',
  'ment',
  'ing',
  'ung',
  'ies',
  'ers',
  'ern',
  'ions',
  'ion',
  'ed',
  'es',
  'er',
  'en',
  'em',
  'e',
  's',
  'n',
] as const

const MIN_STEM = 3

export function stem(token: string): string {
  if (token.length <= 4 || /\d/.test(token)) return token
  // Two passes, so that "engineering" and "engineer" both reach "engin".
  let word = stripSuffix(stripSuffix(token))
  // entwickel/entwickl, manage/manag: both sides of a comparison meet on the shorter form.
  if (word.length > 4 && word.endsWith('e')) word = word.slice(0, -1)
  if (word.length > 5 && word.endsWith('el')) word = word.slice(0, -2) + 'l'
  if (word.endsWith('ss')) word = word.slice(0, -1)
  return word
}

function stripSuffix(word: string): string {
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM) continue
    // "status", "analysis", "kenntnis": a final s after a vowel-like i/u or another s is part of the stem.
    if (suffix === 's' && /[isu]s$/.test(word)) continue
    return word.slice(0, -suffix.length)
  }
  return word
}
