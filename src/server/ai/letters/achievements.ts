import type { Locale } from '#shared/i18n/locales'

import { actionVerbAt } from '#server/text/verbs/action-verbs'
import { afterFirstWord, firstWord } from '#server/text/bullet-text'
import { lookupEnglishVerb } from '#server/text/verbs/english-verbs'
import { germanVerbByFiniteForm, germanVerbByParticiple } from '#server/text/verbs/german-verbs'
import { isNameLike } from '#server/text/name-like'

// A CV bullet as a sentence of the letter, in the first person and the past, built only from the
// verb tables of the bullet tool (bullets/verbs.<lang>.data.ts): "Launched a product used in 40
// factories" -> "In this role, I launched a product used in 40 factories." A bullet whose verb
// the tables do not know (or a nominal one, "Gestion de…") is not turned into a sentence; the
// letter then quotes it after a colon, as before.

type Frame = {
  first: (clause: string) => string
  next: (clause: string) => string
  last: (clause: string) => string
}

const lowerFirst = (text: string) => {
  const word = firstWord(text)
  return isNameLike(word) ? text : text.charAt(0).toLocaleLowerCase() + text.slice(1)
}

function strip(bullet: string): string {
  return bullet
    .replace(/^\s*[-*•▪]\s*/, '')
    .replace(/[.;]+\s*$/, '')
    .trim()
}

// The clause after the frame's subject, or undefined when the bullet cannot be one.
function clause(bullet: string, language: Locale): string | undefined {
  const text = strip(bullet)
  const verb = actionVerbAt(text, language)
  switch (language) {
    case 'en': {
      const found = lookupEnglishVerb(firstWord(text))
      if (!found || found.form === 'gerund') return undefined
      return `${found.verb.past} ${afterFirstWord(text)}`.trim()
    }
    case 'de': {
      const finite = germanVerbByFiniteForm(firstWord(text))
      if (finite) return `${finite.verb.past} ich ${afterFirstWord(text)}`.trim()
      const last = text.split(/\s+/).pop() ?? ''
      // "Monatsabschlüsse für 3 Gesellschaften erstellt": the participle closes the clause.
      return germanVerbByParticiple(last) ? `habe ich ${text}` : undefined
    }
    case 'fr':
    case 'it':
      // The table's past is the past participle: "développé", "ridotto".
      return verb?.tense === 'past' ? lowerFirst(text) : undefined
    case 'es':
    case 'pt':
      // The table's past is the first-person preterite: "aumenté", "coordenei".
      return verb?.tense === 'past' ? lowerFirst(text) : undefined
    case 'nl': {
      // "Ontwikkelde een dashboard": the finite verb comes second after the frame's adverbial,
      // before "ik"; a separable particle already stands at the end of the bullet.
      if (verb?.tense !== 'past') return undefined
      const [first = '', ...rest] = text.split(/\s+/)
      return `${first.toLocaleLowerCase()} ik ${rest.join(' ')}`.trim()
    }
    case 'pl':
      // Only the first person ("Administrowałem", "Wdrożyłam"): the third would need the gender.
      return verb?.tense === 'past' && /(?:łem|łam)$/u.test(firstWord(text)) ? lowerFirst(text) : undefined
    default:
      return undefined
  }
}

const FRAMES: Partial<Record<Locale, Frame>> = {
  en: {
    first: (c) => `In this role, I ${c}.`,
    next: (c) => `I also ${c}.`,
    last: (c) => `In addition, I ${c}.`,
  },
  de: { first: (c) => `In dieser Funktion ${c}.`, next: (c) => `Außerdem ${c}.`, last: (c) => `Zudem ${c}.` },
  fr: {
    first: (c) => `Dans ce poste, j’ai ${c}.`,
    next: (c) => `J’ai également ${c}.`,
    last: (c) => `Enfin, j’ai ${c}.`,
  },
  es: { first: (c) => `En este puesto, ${c}.`, next: (c) => `Además, ${c}.`, last: (c) => `Asimismo, ${c}.` },
  it: {
    first: (c) => `In questo ruolo ho ${c}.`,
    next: (c) => `Ho inoltre ${c}.`,
    last: (c) => `Infine, ho ${c}.`,
  },
  pt: {
    first: (c) => `Nesta função, ${c}.`,
    next: (c) => `Além disso, ${c}.`,
    last: (c) => `Por fim, ${c}.`,
  },
  nl: { first: (c) => `In deze functie ${c}.`, next: (c) => `Daarnaast ${c}.`, last: (c) => `Ook ${c}.` },
  pl: {
    first: (c) => `Na tym stanowisku ${c}.`,
    next: (c) => `Ponadto ${c}.`,
    last: (c) => `Poza tym ${c}.`,
  },
}

/** The bullets as sentences, or undefined when one of them cannot be turned into a sentence. */
export function achievementSentences(bullets: readonly string[], language: Locale): string[] | undefined {
  const frame = FRAMES[language]
  if (!frame || bullets.length === 0) return undefined
  const clauses = bullets.map((b) => clause(b, language))
  if (clauses.some((c) => c === undefined)) return undefined
  return (clauses as string[]).map((c, i) =>
    i === 0 ? frame.first(c) : i === 1 ? frame.next(c) : frame.last(c),
  )
}

/** Whether a bullet can become a sentence of the letter. */
export function isSentenceReady(bullet: string, language: Locale): boolean {
  return clause(bullet, language) !== undefined
}
