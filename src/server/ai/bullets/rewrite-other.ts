import type { BulletChange } from '#shared/api/ai'

import { capitalise, lowerFirstWord } from '#server/text/bullet-text'
import type { OtherLocale } from '#server/text/verbs/language-table'
import { isNameLike } from '#server/text/name-like'
import {
  otherLanguage,
  startPattern,
  verbParticle,
  type CompiledFiller,
  type FormHit,
  type Gender,
  type NounHit,
  type OtherLanguage,
  type OtherVerb,
} from '#server/text/verbs/other-language'
import {
  objectOf,
  peelArticle,
  readPreposition,
  startsWithDeterminer,
  withArticle,
  withPersonalA,
  writePreposition,
} from '#server/text/verbs/other-phrase'
import { finiteAt, splitWords } from '#server/text/verbs/other-verb-at'
import { polishNominative } from './polish-np'
import type { Rewrite } from './rewrite-en'

// fr, es, it, pt, nl and pl bullets become "verb + object" from the tables of verbs.<lang>.data.ts:
// fillers go ("Responsable de la gestion d'une équipe" -> "Géré une équipe"), a nominalisation
// gives its verb ("Gestão de uma equipa" -> "Geri uma equipa"), the passive turns active, and the
// verb takes the job's tense. Where the grammar cannot be settled from the tables the noun stays
// under a verb that takes it as it is ("Assuré la gestion administrative"), or the bullet stays.
// Polish keeps its verbal noun (see verbs.pl.data.ts).

type Tense = { past: boolean; gender: Gender | undefined }
type Done = { text: string; verb: OtherVerb }

const lower = (text: string) => lowerFirstWord(text, isNameLike)

function form(verb: OtherVerb, tense: Tense, lang: OtherLanguage): string | undefined {
  if (lang.table.nominalStyle) {
    if (!tense.past) return verb.present
    return tense.gender ? `${verb.past}${tense.gender === 'f' ? 'am' : 'em'}` : undefined
  }
  return tense.past ? verb.past : verb.present
}

// nl: the particle closes the main clause, before a comma or a parenthesis; right after the verb
// when the object is a prepositional phrase ("Werkte mee aan de lancering").
function placeParticle(finite: string, particle: string, object: string, lang: OtherLanguage): string {
  const firstWord = object.split(' ')[0]?.toLowerCase() ?? ''
  if (Object.hasOwn(lang.table.prepositions, firstWord)) return `${finite} ${particle} ${object}`
  const body = `${finite} ${object}`
  const cut = body.search(/\s*(?:,|\(|–|\s-\s)/u)
  return cut < 0 ? `${body} ${particle}` : `${body.slice(0, cut)} ${particle}${body.slice(cut)}`
}

function sentence(verb: OtherVerb, tense: Tense, object: string, lang: OtherLanguage): string | undefined {
  const written = form(verb, tense, lang)
  if (!written) return undefined
  const particle = verbParticle(verb, lang.table)
  const finite = particle ? (written.split(' ')[0] ?? written) : written
  const text = particle ? placeParticle(finite, particle, object, lang) : `${written} ${object}`
  return capitalise(text.trim())
}

/** "Conçu, développé et lancé …": verbs after the first take the same tense. */
function alignCoordinated(tail: string, tense: Tense, lang: OtherLanguage): string {
  const joiners = lang.table.conjunctions.join('|')
  const match = new RegExp(`^(\\s*,\\s*|\\s*,?\\s*(?:${joiners})\\s+)(.+)$`, 'iu').exec(tail)
  const [, joiner = '', after = ''] = match ?? []
  const hit = match ? finiteAt(after, lang) : undefined
  const written = hit ? form(hit.verb, tense, lang) : undefined
  if (!hit || !written) return tail
  const { tail: next } = splitWords(after, hit.words)
  const finite = verbParticle(hit.verb, lang.table) ? (written.split(' ')[0] ?? written) : written
  return `${joiner}${finite}${alignCoordinated(next.startsWith(',') ? next : ` ${next}`, tense, lang)}`.trimEnd()
}

// "Suivi de 40 comptes" for a current job has no present form: "Assure le suivi de 40 comptes".
function carryNoun(
  nouns: readonly NounHit[],
  rest: string,
  tense: Tense,
  lang: OtherLanguage,
  carry = lang.verb(lang.table.carry),
) {
  const joiner = ` ${lang.table.conjunctions[0] ?? ''} `
  const phrase = nouns.map((hit) => withArticle(hit.article, hit.noun)).join(joiner)
  const text = sentence(carry, tense, `${phrase}${rest.startsWith(',') ? '' : ' '}${rest}`.trim(), lang)
  return text ? { text, verb: carry } : undefined
}

function ofPhrase(object: string, lang: OtherLanguage): string {
  const { article, rest } = peelArticle(object, lang)
  return writePreposition(lang.table.of, article, rest, lang)
}

/** The verb and what follows it; a comma that closed the replaced words stays in place. */
function joinVerb(verb: string, tail: string): string {
  const rest = tail.trim()
  return capitalise(rest === '' || rest.startsWith(',') ? `${verb}${rest}` : `${verb} ${rest}`)
}

function fromFinite(text: string, hit: FormHit, tense: Tense, lang: OtherLanguage): Done | undefined {
  const { head, tail } = splitWords(text, hit.words)
  if (lang.table.nominalStyle) {
    // A Polish verb keeps the writer's own gender; a present moves to the past only when it is known.
    const written = hit.form === 'past' && tense.past ? head : (form(hit.verb, tense, lang) ?? head)
    return { text: joinVerb(written, tail), verb: hit.verb }
  }
  const written = form(hit.verb, tense, lang)
  if (!written) {
    const noun = hit.verb.nouns[0]
    const object = ofPhrase(tail.trim(), lang)
    return noun ? carryNoun([{ ...noun, verb: hit.verb, words: 0 }], object, tense, lang) : undefined
  }
  const aligned = alignCoordinated(tail, tense, lang)
  const particle = verbParticle(hit.verb, lang.table)
  // "Zette … op" -> "Zet … op": a finite form already has its particle at the end.
  if (particle && hit.form !== 'past' && hit.form !== 'present') {
    const done = sentence(hit.verb, tense, aligned.trim(), lang)
    return done ? { text: done, verb: hit.verb } : undefined
  }
  return { text: joinVerb(particle ? (written.split(' ')[0] ?? written) : written, aligned), verb: hit.verb }
}

function participleAt(text: string, lang: OtherLanguage): { verb: OtherVerb; rest: string } | undefined {
  const list = text.split(/\s+/)
  for (let n = Math.min(3, list.length); n >= 1; n--) {
    const { head, tail } = splitWords(text, n)
    const verb = lang.participle(head)
    if (verb) return { verb, rest: tail.trim() }
  }
  return undefined
}

const SUBJECT_PRONOUNS =
  /^(?:il|elle|ils|elles|on|ce|cela|él|ella|ellos|ellas|esto|lui|lei|loro|ciò|ele|ela|eles|elas|isso|hij|zij|ze|het|dit|dat)$/iu

function withoutSelfAgent(rest: string, lang: OtherLanguage): string | undefined {
  const passive = lang.table.passive
  if (!passive) return rest
  const cleaned = rest.replace(new RegExp(`(?:^|\\s+)(?:${passive.self})(?=\\s|,|$)`, 'iu'), '').trim()
  // "par Anna": someone else did it; the bullet is not the author's to claim.
  if (new RegExp(`(?:^|\\s)(?:${passive.agent})\\s+\\p{Lu}`, 'u').test(cleaned)) return undefined
  return cleaned
}

// "Les ventes ont été augmentées de 20 %" -> "Augmenté les ventes de 20 %"; also "Foi implementado
// um novo CRM", "Se redujeron los costes", and the Dutch participle at the end ("werden … verlaagd").
function fromPassive(text: string, tense: Tense, lang: OtherLanguage): Done | undefined {
  const passive = lang.table.passive
  if (!passive) return undefined
  const build = (verb: OtherVerb, object: string, rest: string) => {
    const tail = withoutSelfAgent(rest, lang)
    if (tail === undefined || object === '') return undefined
    const done = sentence(verb, tense, [withPersonalA(object, lang), tail].filter(Boolean).join(' '), lang)
    return done ? { text: done, verb } : undefined
  }
  const inverted = startPattern(passive.auxiliaries, '\\s+').exec(text)
  if (inverted) {
    const found = participleAt(text.slice(inverted[0].length), lang)
    return found ? build(found.verb, found.rest, '') : undefined
  }
  const reflexive = passive.reflexive ? startPattern(passive.reflexive, '\\s+').exec(text) : null
  if (reflexive) {
    const { head, tail } = splitWords(text.slice(reflexive[0].length), 1)
    const verb = lang.thirdPerson(head)
    return verb ? build(verb, tail.trim(), '') : undefined
  }
  const match = new RegExp(`^(.{2,80}?)\\s+(?:${passive.auxiliaries})\\s+(.+)$`, 'iu').exec(text)
  const [, subject = '', after = ''] = match ?? []
  if (!match || SUBJECT_PRONOUNS.test(subject)) return undefined
  const object = lower(subject)
  const direct = participleAt(after, lang)
  if (direct) return build(direct.verb, object, direct.rest)
  if (!lang.table.verbFinal) return undefined
  const words = after.split(' ')
  const last = lang.participle(words[words.length - 1] ?? '')
  return last ? build(last, object, words.slice(0, -1).join(' ')) : undefined
}

// nl telegram style: "Klanttevredenheid met 20 % verhoogd", "Offertes opstellen voor klanten": the
// verb moves to the front, a particle stays before a prepositional phrase that followed the verb.
function fromVerbFinal(text: string, tense: Tense, lang: OtherLanguage): Done | undefined {
  if (!lang.table.verbFinal) return undefined
  const words = text.split(' ')
  if (words.some((word) => lang.table.clauseWords.includes(word.toLowerCase()))) return undefined
  for (let i = 1; i < words.length; i++) {
    const word = words[i] ?? ''
    const verb = lang.participle(word) ?? lang.verbs.find((v) => v.infinitive === word.toLowerCase())
    const after = words.slice(i + 1).join(' ')
    const isPrepositionNext = Object.hasOwn(lang.table.prepositions, (words[i + 1] ?? '').toLowerCase())
    if (!verb || (after !== '' && !isPrepositionNext)) continue
    const object = lower(words.slice(0, i).join(' '))
    const particle = verbParticle(verb, lang.table)
    const written = form(verb, tense, lang)
    if (!written) return undefined
    const finite = particle ? (written.split(' ')[0] ?? written) : written
    const text = [finite, object, particle, after].filter(Boolean).join(' ')
    return { text: capitalise(text), verb }
  }
  return undefined
}

// "Gestion d'une équipe de 5 personnes" -> "Géré une équipe de 5 personnes"; "Conception et
// développement de X" -> "Conçu et développé X"; "Gestion administrative" -> "Assuré la gestion …".
function fromNominal(
  text: string,
  tense: Tense,
  lang: OtherLanguage,
  fallback?: OtherVerb,
): Done | undefined {
  const { rest: body } = peelArticle(text, lang)
  const first = lang.nounAt(body)
  if (!first) return undefined
  if (lang.table.nominalStyle) return { text: capitalise(text), verb: first.verb }
  const nouns: NounHit[] = [first]
  let rest = splitWords(body, first.words).tail
  const joiners = lang.table.conjunctions.join('|')
  const coordinated = new RegExp(`^(?:${joiners})\\s+(.+)$`, 'iu').exec(rest)
  const second = coordinated?.[1] ? lang.nounAt(peelArticle(coordinated[1], lang).rest) : undefined
  if (coordinated?.[1] && second) {
    nouns.push(second)
    rest = splitWords(peelArticle(coordinated[1], lang).rest, second.words).tail
  }
  const complement = readPreposition(rest, lang.table.of, lang)
  const object = complement ? objectOf(complement.article, complement.rest, lang) : undefined
  const written = nouns.map((hit) => form(hit.verb, tense, lang))
  const particles = nouns.some((hit) => verbParticle(hit.verb, lang.table))
  if (object !== undefined && written.every(Boolean) && (nouns.length === 1 || !particles)) {
    const verb = first.verb
    const direct = withPersonalA(object, lang)
    if (nouns.length === 1) {
      const done = sentence(verb, tense, direct, lang)
      if (done) return { text: done, verb }
    } else {
      const [conjunction = ''] = lang.table.conjunctions
      return { text: capitalise(`${written.join(` ${conjunction} `)} ${direct}`), verb }
    }
  }
  // After "responsible for" the duty is managed ("Gestioné la atención al cliente"), unless the
  // noun already says so ("Assuré la gestion administrative", not "Géré la gestion").
  const keeps = fallback && !nouns.some((hit) => hit.verb === fallback) ? fallback : undefined
  return carryNoun(nouns, rest.trim(), tense, lang, keeps)
}

function fromLead(
  after: string,
  filler: CompiledFiller,
  tense: Tense,
  lang: OtherLanguage,
): Done | undefined {
  const parsed = filler.preposition
    ? readPreposition(after, filler.preposition, lang)
    : { article: '', rest: after }
  if (!parsed) return undefined
  if (lang.table.nominalStyle) {
    const nominal = filler.case ? polishNominative(parsed.rest, filler.case, lang) : undefined
    return nominal ? { text: capitalise(nominal.text), verb: nominal.verb } : undefined
  }
  const { article, rest } = parsed.article ? parsed : peelArticle(parsed.rest, lang)
  // "Chargé de gérer les comptes" -> "Géré les comptes".
  const hit = article ? undefined : lang.formAt(rest)
  if (hit?.form === 'infinitive') {
    const done = fromFinite(rest, hit, tense, lang)
    if (done) return done
  }
  const manage = lang.verb(lang.table.manage)
  const nominal = fromNominal(rest, tense, lang, manage)
  if (nominal) return nominal
  // "Responsable de la paie" -> "Géré la paie"; "Chargé de clientèle" is a job title and stays.
  const object = objectOf(article, rest, lang)
  if (object === undefined) return undefined
  const done = sentence(manage, tense, withPersonalA(object, lang), lang)
  return done ? { text: done, verb: manage } : undefined
}

// "helped", "took part": the honest verb of a share ("Contribué à", "Colaboré en", "Werkte mee aan").
function fromHelp(
  after: string,
  filler: CompiledFiller,
  tense: Tense,
  lang: OtherLanguage,
): Done | undefined {
  const parsed = readPreposition(after, filler.preposition, lang)
  if (!parsed || parsed.rest === '') return undefined
  if (filler.needsInfinitive && lang.formAt(parsed.rest)?.form !== 'infinitive') return undefined
  const target = filler.then ?? lang.table.contribute
  const verb = lang.verb(target.verb)
  const object = writePreposition(target.preposition, parsed.article, parsed.rest, lang)
  if (lang.table.nominalStyle) {
    const noun = verb.nouns[0]?.noun
    return noun ? { text: capitalise(`${noun} ${object}`), verb } : undefined
  }
  const done = sentence(verb, tense, object, lang)
  return done ? { text: done, verb } : undefined
}

function fromFillers(
  text: string,
  tense: Tense,
  lang: OtherLanguage,
): { done?: Done; text: string; seen: boolean } {
  let seen = false
  for (const filler of lang.fillers) {
    const match = filler.regex.exec(text)
    if (!match) continue
    // "Supporto tecnico" is a noun, not "support in …"; only a responsibility guards a job title.
    if (filler.kind === 'lead') seen = true
    const after = text.slice(match[0].length).trim()
    if (filler.kind === 'strip') return { text: capitalise(after), seen: false }
    const done =
      filler.kind === 'help' ? fromHelp(after, filler, tense, lang) : fromLead(after, filler, tense, lang)
    if (done) return { done, text, seen }
  }
  return { text, seen }
}

// A bullet that only names a duty ("Comptabilité fournisseurs") or a result ("3 audits par an").
function withVerbAdded(text: string, tense: Tense, lang: OtherLanguage): Done | undefined {
  if (lang.table.nominalStyle) return undefined
  const { article, rest } = peelArticle(text, lang)
  const duty = lang.carryNounAt(rest)
  if (duty) {
    const carry = lang.verb(lang.table.carry)
    const done = sentence(carry, tense, withArticle(article || duty.article, lower(rest)), lang)
    return done ? { text: done, verb: carry } : undefined
  }
  // A clause of its own ("La satisfaction a progressé") or a dated line ("2019 : …") takes no verb.
  const words = text.toLowerCase().split(/\s+/)
  if (!startsWithDeterminer(text, lang) || /^(?:19|20)\d\d\b/.test(text) || /^\S+\s*[:–-]/.test(text))
    return undefined
  if (words.some((word) => lang.table.clauseWords.includes(word))) return undefined
  const generic = lang.verb(lang.table.generic)
  const done = sentence(generic, tense, withPersonalA(lower(text), lang), lang)
  return done ? { text: done, verb: generic } : undefined
}

function rewriteNormalised(input: string, tense: Tense, lang: OtherLanguage): Rewrite {
  const changes: BulletChange[] = []
  const result = (done: Done, change?: BulletChange): Rewrite => ({
    text: done.text,
    verb: done.verb.infinitive,
    changes: change ? [...changes, change] : changes,
  })

  const fillers = fromFillers(input, tense, lang)
  if (fillers.done) return result(fillers.done, 'filler_removed')
  // A filler the tables cannot rewrite safely ("Chargé de clientèle" is a job title) stays as written.
  if (fillers.seen) return { text: input, verb: undefined, changes: [] }
  let text = fillers.text
  if (text !== input) changes.push('filler_removed')

  const pronoun = startPattern(lang.table.pronouns).exec(text)
  if (pronoun && text.length > pronoun[0].length) {
    text = capitalise(text.slice(pronoun[0].length))
    changes.push('pronoun_removed')
  }

  const hit = finiteAt(text, lang)
  const finite = hit ? fromFinite(text, hit, tense, lang) : undefined
  if (finite) {
    const changed = finite.text.split(' ')[0]?.toLowerCase() !== text.split(' ')[0]?.toLowerCase()
    return result(finite, changed ? 'tense_aligned' : undefined)
  }

  const passive = fromPassive(text, tense, lang)
  if (passive) return result(passive, 'passive_rewritten')

  const verbFinal = fromVerbFinal(text, tense, lang)
  if (verbFinal) return result(verbFinal, 'tense_aligned')

  const nominal = fromNominal(text, tense, lang)
  if (nominal) return result(nominal, lang.table.nominalStyle ? undefined : 'verb_added')

  const added = withVerbAdded(text, tense, lang)
  if (added) return result(added, 'verb_added')

  return { text, verb: undefined, changes }
}

export function rewriteOther(input: string, locale: OtherLocale, past: boolean, gender?: Gender): Rewrite {
  const lang = otherLanguage(locale)
  // The tables write the straight apostrophe; a bullet typed with "’" gets it back.
  const typographic = input.includes('’')
  const rewritten = rewriteNormalised(input.replace(/’/g, "'"), { past, gender }, lang)
  if (rewritten.changes.length === 0 && rewritten.text.replace(/’/g, "'") === input.replace(/’/g, "'"))
    return { ...rewritten, text: input }
  return typographic ? { ...rewritten, text: rewritten.text.replace(/'/g, '’') } : rewritten
}
