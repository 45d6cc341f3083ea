import type { OtherLanguage } from './other-language'

// What follows a removed filler or nominalisation becomes the verb's object: "de la gestion" -> "la
// gestion", "du suivi" -> "le suivi", "d'une équipe" -> "une équipe". Texts here use the straight
// apostrophe (rewrite-other.ts normalises it).

export type Split = { article: string; rest: string }

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function startsWithVowel(text: string): boolean {
  return /^[aeiouyàâäéèêëîïôöùûüœæh]/iu.test(text)
}

/** The preposition at the start of a text, with the article it contracts ("du" = de + le). */
export function readPreposition(text: string, preposition: string, lang: OtherLanguage): Split | undefined {
  const forms = [...(lang.table.prepositions[preposition] ?? [])].sort((a, b) => b[0].length - a[0].length)
  for (const [written, article] of forms) {
    const elided = written.endsWith("'")
    const match = new RegExp(`^${escape(written)}${elided ? '(?=\\p{L})' : '\\s+'}`, 'iu').exec(text)
    if (match) return { article, rest: text.slice(match[0].length) }
  }
  return undefined
}

/** The preposition with an article, contracted as the language writes it ("à" + "le" -> "au"). */
export function writePreposition(
  preposition: string,
  article: string,
  rest: string,
  lang: OtherLanguage,
): string {
  const forms = lang.table.prepositions[preposition] ?? []
  if (article === '' && startsWithVowel(rest)) {
    const elided = forms.find(([written, a]) => a === '' && written.endsWith("'"))
    if (elided) return `${elided[0]}${rest}`
  }
  // The Italian euphonic "ad" stands only before the same vowel: "ad aprire", "a organizzare".
  const euphonicMisplaced = (written: string) => written === 'ad' && !/^a/iu.test(rest)
  const form = forms.find(
    ([written, a]) => a === article && !(a === '' && written.endsWith("'")) && !euphonicMisplaced(written),
  )
  if (form) return form[0].endsWith("'") ? `${form[0]}${rest}` : `${form[0]} ${rest}`
  return `${preposition} ${withArticle(article, rest)}`
}

export function withArticle(article: string, rest: string): string {
  if (article === '') return rest
  return article.endsWith("'") ? `${article}${rest}` : `${article} ${rest}`
}

function firstToken(text: string): string {
  return (text.match(/^\p{L}+'/u)?.[0] ?? text.split(/\s+/)[0] ?? '').toLowerCase()
}

/** A definite article at the start, taken off ("la gestion" -> "la" + "gestion"). */
export function peelArticle(text: string, lang: OtherLanguage): Split {
  const token = firstToken(text)
  if (!lang.table.definiteArticles.includes(token)) return { article: '', rest: text }
  const rest = text.slice(token.length).trimStart()
  return rest === '' ? { article: '', rest: text } : { article: token, rest }
}

export function startsWithDeterminer(text: string, lang: OtherLanguage): boolean {
  return /^[\d€$£]/u.test(text) || lang.table.determiners.includes(firstToken(text))
}

function isPlural(word: string, lang: OtherLanguage): boolean {
  return new RegExp(`^\\p{L}{2,}${lang.table.plural}$`, 'u').test(word)
}

function isPreposition(word: string, lang: OtherLanguage): boolean {
  return Object.values(lang.table.prepositions).some((forms) =>
    forms.some(([written]) => written.split(' ')[0] === word),
  )
}

/** Whether a text opens like a verb's object: a determiner, a number, a name or a plural noun. */
export function startsLikeObject(text: string, lang: OtherLanguage): boolean {
  if (text === '') return false
  if (startsWithDeterminer(text, lang) || /^\p{Lu}/u.test(text)) return true
  const word = firstToken(text)
  return isPlural(word, lang) && !isPreposition(word, lang)
}

/**
 * The object a verb takes for what followed "de": the article it had, or none before a number, a
 * determiner or a name; a bare plural takes the language's plural article ("de projets" -> "des
 * projets"). A bare singular ("de stock") has no safe object in Romance: undefined.
 */
export function objectOf(article: string, rest: string, lang: OtherLanguage): string | undefined {
  if (rest === '') return undefined
  if (article !== '') return withArticle(article, rest)
  if (startsWithDeterminer(rest, lang) || /^\p{Lu}/u.test(rest)) return rest
  const word = firstToken(rest)
  if (isPlural(word, lang) && !isPreposition(word, lang)) {
    const adjectives = lang.table.pluralAdjectives
    if (adjectives?.words.includes(word))
      return startsWithVowel(rest)
        ? `${adjectives.article.slice(0, -1)}'${rest}`
        : `${adjectives.article} ${rest}`
    return lang.table.pluralArticle ? `${lang.table.pluralArticle} ${rest}` : rest
  }
  return lang.table.bareSingular ? rest : undefined
}

// es: a person as direct object takes "a" ("Formé a 30 empleados"); objects are read up to the
// first preposition, so "un equipo de 8 personas" is a team, not people.
export function withPersonalA(object: string, lang: OtherLanguage): string {
  const heads = lang.table.personalA?.heads
  if (!heads) return object
  const phrase: string[] = []
  for (const word of object.toLowerCase().split(/\s+/)) {
    if (isPreposition(word, lang) || phrase.length === 4) break
    phrase.push(word)
  }
  if (!phrase.some((word) => heads.includes(word))) return object
  return /^el\s/i.test(object) ? `al ${object.slice(3)}` : `a ${object}`
}
