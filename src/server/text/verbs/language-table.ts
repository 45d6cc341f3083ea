import type { Locale } from '#shared/i18n/locales'

// The shape of the reviewed grammar tables (verbs.<lang>.data.ts) that drive rewrite-other.ts for
// the six languages without a hand-written rewriter. Patterns are regex sources, matched
// case-insensitively at the start of the text; "'" in a pattern also matches the typographic "’".

export type OtherLocale = Exclude<Locale, 'en' | 'de'>

/**
 * A verb: "infinitive | past | present | participle | gerund | third = nouns".
 * past: the form a bullet of an ended job starts with (fr, it: past participle; es, pt: first-person
 * preterite; nl: first-person past, a separable particle after a space; pl: the masculine
 * third-person past, from which "-em" / "-am" make the gendered first person).
 * present: first person singular; empty when that form is too ambiguous to write or recognise.
 * participle: for the passive; empty when it equals past. gerund: optional.
 * third: es only, third-person preterites for "se" passives. nouns: the nominalisations with their
 * definite article ("la gestion", "l'analyse", "het beheer"); Polish has no article.
 */
export type VerbEntry = string

/** A preposition as written with each definite article: ["du", "le"] is de + le, ["d'", ""] de before a vowel. */
export type Preposition = ReadonlyArray<readonly [written: string, article: string]>

export type FillerLead = {
  pattern: string
  /** lead: a responsibility, rewritten with the verb of what follows; help: a share in the work of others. */
  kind: 'lead' | 'help' | 'strip'
  /** The preposition the filler ends with; what follows it is the object. Empty: none. */
  preposition: string
  /** help only: the verb and preposition that say the same honestly, instead of the language's default. */
  then?: { verb: string; preposition: string }
  /** help only: the filler is kept unless an infinitive follows ("ayudé a implementar", not "ayudé a Ana"). */
  needsInfinitive?: boolean
  /** pl only: the case the noun after the filler stands in. */
  case?: 'acc' | 'instr'
}

export type LanguageTable = {
  verbs: readonly VerbEntry[]
  /** Infinitives that say little: scored as weak. */
  weakVerbs: readonly string[]
  /** Infinitives of change: without a number they take the "by [X] %" placeholder. */
  changeVerbs: readonly string[]
  /**
   * Present forms that are also common nouns ("desarrollo", "sviluppo", "beheer"): a verb only where
   * an object follows (a determiner, a number, a name or a plural), a noun otherwise.
   */
  homographs: readonly string[]
  fillers: readonly FillerLead[]
  prepositions: Readonly<Record<string, Preposition>>
  /** The preposition that links a nominalisation to its object ("gestion de", "beheer van"). */
  of: string
  definiteArticles: readonly string[]
  /** Words that can open a noun phrase: articles, possessives, demonstratives, quantifiers, numerals. */
  determiners: readonly string[]
  /** Regex source of a plural noun's ending. */
  plural: string
  /** What a bare plural object takes when its verb comes first: fr "des", the others nothing. */
  pluralArticle: string
  /** fr: before a plural adjective the partitive is "de", not "des" ("de nouveaux clients"). */
  pluralAdjectives?: { words: readonly string[]; article: string }
  /** A bare singular object reads well after a verb (nl "Beheerde voorraad"); in Romance it needs an article. */
  bareSingular: boolean
  /** The verb for a responsibility whose object is no action ("Responsable de la paie" -> "Géré la paie"). */
  manage: string
  /** A verb that takes a nominalisation as it is ("Assuré la gestion administrative"). */
  carry: string
  /** Nouns (with article) that the carry verb takes when a bullet is only that noun phrase. */
  carryNouns: readonly string[]
  /** The honest verb for "helped", "took part": a share, not sole credit. */
  contribute: { verb: string; preposition: string }
  /** Put before a bullet that opens with a number or an indefinite article ("3 audits …"). */
  generic: string
  /** Subject pronouns and perfect auxiliaries before a verb ("j'ai", "he", "ho", "ik heb"). */
  pronouns: string
  passive?: {
    auxiliaries: string
    /** "par moi", "por mí": dropped, the bullet is the author's anyway. */
    self: string
    /** Prepositions of an agent: "par Anna" means someone else did it, so nothing is rewritten. */
    agent: string
    /** es: "se" + third person ("Se redujeron los costes"). */
    reflexive?: string
  }
  /** Participle agreement endings and their masculine singular: ["ées", "é"]. */
  agreement: ReadonlyArray<readonly [string, string]>
  /** Words that already say how a result came about; the "by [X] %" placeholder would clash. */
  means: string
  conjunctions: readonly string[]
  /** Auxiliaries and copulas: a text with one of them is a clause of its own, no verb is put before it. */
  clauseWords: readonly string[]
  /** es: a person as direct object takes "a" ("Formé a 30 empleados"). */
  personalA?: { heads: readonly string[] }
  /** nl: a separable verb's particle closes the main clause ("Zette een webshop op"). */
  particlesLast?: boolean
  /** nl: telegram style puts the verb last ("Offertes opgesteld", "Klanten adviseren"). */
  verbFinal?: boolean
  /** nl: an infinitive is a noun ("Opzetten van een webshop"), with this article. */
  infinitiveArticle?: string
  /** pl: the verbal noun is the action form (see verbs.pl.data.ts); nothing is turned into a verb. */
  nominalStyle?: boolean
  /** pl: instrumental forms the endings do not give ("nadzór" -> "nadzorem"). */
  instrumentals?: Readonly<Record<string, string>>
}
