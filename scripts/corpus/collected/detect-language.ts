// A collected CV's language from its own words: stop words counted per language. Enough to sort
// whole CVs (hundreds of words each) into the 8 languages; CJK or Cyrillic text is "other".
const STOP_WORDS: Record<string, string> = {
  en: 'the and of to in for with on as at by from an is was responsible developed team years experience university',
  de: 'und der die das mit für von im den zu bei als auf eine ein des wurde entwicklung studium universität kenntnisse',
  fr: 'et de la le les des du en pour avec une un au sur dans ingénieur développement équipe université gestion',
  es: 'y de la el los las del en para con una un por como desarrollo equipo universidad gestión años',
  it: 'e di il la per con una un del della dei nel sviluppo università gestione anni degli delle',
  pt: 'e de da do dos das em para com uma um no na desenvolvimento equipe universidade gestão anos sistemas',
  nl: 'en de het van een met voor in op bij als ontwikkeling universiteit werkzaamheden jaar',
  pl: 'i w z na do dla oraz się jest od przez rozwój zespół uniwersytet pracy',
}
const SETS = Object.entries(STOP_WORDS).map(([lang, words]) => [lang, new Set(words.split(' '))] as const)
const SKIPPED_KEYS = /url|email|phone|image|picture|date|network|username/i

function textOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return SKIPPED_KEYS.test(key) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap((item) => textOf(item, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'meta' ? [] : textOf(v, k)))
  return []
}

export function detectLanguage(resume: unknown): string {
  const text = textOf(resume).join(' ')
  if ((text.match(/[\u3040-\u9fff\u0400-\u04ff\uac00-\ud7af]/g) ?? []).length > 30) return 'other'
  const words = text.toLowerCase().split(/[^\p{L}]+/u)
  const ranked = SETS.map(([lang, set]) => [lang, words.filter((word) => set.has(word)).length] as const).sort(
    (a, b) => b[1] - a[1],
  )
  const [best] = ranked
  return best && best[1] >= 5 ? best[0] : 'unknown'
}

// A file named for its language ("resume.de.json", "cv_english.json", "resume-pt-BR.json").
const PATH_TAGS: Array<[RegExp, string]> = [
  [/(?:^|[/._-])(?:de|ger|german|deutsch)(?:[-_][a-z]{2})?\.json$/i, 'de'],
  [/(?:^|[/._-])(?:en|eng|english)(?:[-_][a-z]{2})?\.json$/i, 'en'],
  [/(?:^|[/._-])(?:fr|french|francais)(?:[-_][a-z]{2})?\.json$/i, 'fr'],
  [/(?:^|[/._-])(?:es|spanish|espanol)(?:[-_][a-z]{2})?\.json$/i, 'es'],
  [/(?:^|[/._-])(?:it|ita|italian|italiano)(?:[-_][a-z]{2})?\.json$/i, 'it'],
  [/(?:^|[/._-])(?:pt|ptbr|br|portuguese|portugues)(?:[-_][a-z]{2})?\.json$/i, 'pt'],
  [/(?:^|[/._-])(?:nl|dutch|nederlands)(?:[-_][a-z]{2})?\.json$/i, 'nl'],
  [/(?:^|[/._-])(?:pl|polish|polski)(?:[-_][a-z]{2})?\.json$/i, 'pl'],
]

/**
 * The language a file's name gives, when its text agrees enough (at least 5 of that language's
 * stop words and half as many as the text's first language: a German CV keeps English skill lists
 * and project names, a file named "english" may hold an untranslated copy); otherwise the text's.
 */
export function languageOf(resume: unknown, path: string): string {
  const tagged = PATH_TAGS.find(([pattern]) => pattern.test(path))?.[1]
  if (tagged) {
    const words = textOf(resume).join(' ').toLowerCase().split(/[^\p{L}]+/u)
    const counts = new Map(SETS.map(([lang, set]) => [lang, words.filter((word) => set.has(word)).length]))
    const count = counts.get(tagged) ?? 0
    if (count >= 5 && count * 2 >= Math.max(...counts.values())) return tagged
  }
  return detectLanguage(resume)
}
