import { isDutySentence } from './duty-sentence'
import type { FormulaHit } from './grade-formulas'
import type { Lexicon } from './lexicon'
import type { ZeugnisJurisdiction } from '#shared/api/zeugnis'
import type { DescriptorTopic, GradedDimension } from './lexicon/types'
import { scanModifiers, type Modifiers } from './modifiers'
import { findMatches, type Match } from './pattern'
import type { LetterDocument } from './segment'
import type { Evidence } from './types'

// Grades the free sentences ("Er verfügt über ein umfassendes Fachwissen", "Sie zeigte stets großes
// Engagement") by the strength of their wording. One piece of evidence per sentence and dimension.

export type DescriptorHit = Evidence & {
  kind: 'descriptor'
  descriptorMatches: Match[]
  modifiers: Modifiers
}

// Without any intensifier a statement reads as grade 3–4 ("Er arbeitete sorgfältig").
const PLAIN_GRADE = 3.5
const FREQUENCY_LIFT = 0.5
// "stets motiviert", "stets einsatzbereit": with nothing else to go by, "stets" carries a plain
// statement a full step, as it does in the formulas (jesperbeisner: "stets motivierter Mitarbeiter"
// grade 2; Klotzkette: "stets einsatzbereit und motiviert" high motivation).
const PLAIN_FREQUENCY_LIFT = 1
const SITUATION_FREQUENCY_LIFT = 1.5
const MAX_CONTAINER_TOKENS = 3
const COMBINATION_LIFT = 0.5
// Evidence weights: an intensified or restricted sentence says more than a plain one.
const WEIGHT_PLAIN = 0.6
const WEIGHT_LEVEL = 1
const WEIGHT_RESTRICTED = 1.2

// Swiss letters say what they mean: Art. 330a OR allows no codes and puts the truth before goodwill
// (docs/spec/domain/zeugnis.md §2.6), so the German convention that praise without "stets/sehr" is only
// average does not hold there. Two Swiss sources grade free sentences one step above the German
// lists (akleemans: "Er befolgte die Richtlinien und Vorschriften" 3 of 4; thomaspetrig85: plain
// praise "Gut"); the satisfaction formula keeps its scale (personalradar.ch, a Swiss list: same
// scale). The lift stops at "gut": the top grade still needs the words of the top grade
// (akleemans reads "sehr fundiert", "vorbildlich" as 3 of 4 too). A statement the writer negates
// keeps its reading.
const SWISS_FREE_SENTENCE_LIFT = 1
const SWISS_LIFT_LIMIT = 2

export function gradeWording(modifiers: Modifiers, lift = 0): number {
  const levels = modifiers.levels
  let grade = PLAIN_GRADE
  if (levels.length > 0) {
    const grades = levels.map((level) => level.grade)
    const best = Math.min(...grades)
    const worst = Math.max(...grades)
    // A weak word ("erforderlich", "solide") pulls an otherwise praising sentence towards itself.
    grade = worst >= 3 ? (best + worst) / 2 : best
    // "sehr hohe", "umfassendes und fundiertes": stacked praise of one thing counts extra.
    const strong = levels.filter((level) => level.grade <= 2.5).sort((a, b) => a.from - b.from)
    if (strong.some((level, i) => i > 0 && level.from - (strong[i - 1]?.to ?? 0) <= 1))
      grade -= COMBINATION_LIFT
  }
  // A level that grades only the situation ("auch unter hohem Termindruck") leaves "stets" the
  // person's grading word: holding up always under a load the writer calls high is top praise
  // (the team corpora: "Auch unter hoher Belastung behielt er stets den Überblick" in grade-1
  // letters), while the same sentence without "stets" is average (jesperbeisner, BROCKHAUS-AG: 3).
  if (modifiers.frequency && grade <= PLAIN_GRADE)
    grade -=
      levels.length === 0
        ? PLAIN_FREQUENCY_LIFT
        : levels.every((level) => level.situation)
          ? SITUATION_FREQUENCY_LIFT
          : FREQUENCY_LIFT
  grade -= lift
  if (modifiers.restriction) grade = Math.max(grade, modifiers.restriction.grade)
  if (modifiers.negation) grade = Math.min(6, Math.max(grade + 2, 4.5))
  return Math.min(6, Math.max(1, grade))
}

/**
 * `skipSentences`: the closing, whose thanks ("für die gute Zusammenarbeit") grade nothing.
 * `jurisdiction`: the reading scale of free sentences (Swiss letters read one step higher).
 */
export function findDescriptorHits(
  doc: LetterDocument,
  lexicon: Lexicon,
  formulaHits: readonly FormulaHit[],
  skipSentences: ReadonlySet<number> = new Set(),
  jurisdiction: ZeugnisJurisdiction = 'DE',
): DescriptorHit[] {
  const countryLift = jurisdiction === 'CH' ? SWISS_FREE_SENTENCE_LIFT : 0
  const hits: DescriptorHit[] = []
  const formulaSpans: readonly Match[] = formulaHits
  for (const sentence of doc.sentences) {
    if (skipSentences.has(sentence.index)) continue
    const isDuty = isDutySentence(doc, lexicon, sentence)
    // A formula's clause is its own for the formula's dimension; another dimension in the same
    // clause is still read ("zeigte die notwendige Einsatzbereitschaft und erledigte die Aufgaben
    // entsprechend den Erwartungen": engagement beside a performance formula).
    const formulaClauses = new Set(
      formulaHits
        .filter((hit) => hit.sentence === sentence.index)
        .map((hit) => `${hit.clause}|${hit.dimension}`),
    )
    const byDimension = new Map<
      GradedDimension,
      { matches: Match[]; topics: Set<DescriptorTopic>; lift: number }
    >()
    for (const entry of lexicon.descriptors) {
      for (const match of findMatches(doc, entry.compiled, sentence.from, sentence.to)) {
        if (formulaClauses.has(`${doc.tokens[match.from]?.clause ?? -1}|${entry.dimension}`)) continue
        const group = byDimension.get(entry.dimension) ?? {
          matches: [],
          topics: new Set<DescriptorTopic>(),
          lift: 0,
        }
        group.matches.push(match)
        group.topics.add(entry.topic)
        group.lift = Math.max(group.lift, entry.lift ?? 0)
        byDimension.set(entry.dimension, group)
      }
    }
    for (const [dimension, group] of byDimension) {
      const clauses = new Set(group.matches.map((match) => doc.tokens[match.from]?.clause))
      let from = sentence.to
      let to = sentence.from
      for (let i = sentence.from; i < sentence.to; i++) {
        if (!clauses.has(doc.tokens[i]?.clause)) continue
        from = Math.min(from, i)
        to = Math.max(to, i + 1)
      }
      const modifiers = scanModifiers(doc, lexicon, from, to, {
        // A restriction in a subordinate clause ("…, wenn es verlangt wurde") limits the whole sentence.
        restrictionFrom: sentence.from,
        restrictionTo: sentence.to,
        targets: group.matches.map((match) => match.from),
        excluded: formulaSpans,
        // A word inside a short descriptor ("hoher Belastung") belongs to it; a long gap pattern
        // ("verstand es, die Mitarbeitenden überzeugend … zu motivieren") is no lexical unit, and the
        // level words in its gap grade the statement.
        containers: group.matches.filter((match) => match.to - match.from <= MAX_CONTAINER_TOKENS),
      })
      const isPlain = modifiers.levels.length === 0 && !modifiers.restriction && !modifiers.negation
      if (isDuty && isPlain) continue
      const isRestricted = modifiers.restriction !== null
      const isNegated = modifiers.negation !== null
      const wordingGrade = gradeWording(modifiers, group.lift)
      const grade =
        isNegated || wordingGrade <= SWISS_LIFT_LIMIT
          ? wordingGrade
          : Math.max(SWISS_LIFT_LIMIT, wordingGrade - countryLift)
      const weight =
        isRestricted || isNegated
          ? WEIGHT_RESTRICTED
          : modifiers.levels.length > 0 || modifiers.frequency
            ? WEIGHT_LEVEL
            : WEIGHT_PLAIN
      const parts = [
        ...group.matches,
        ...modifiers.levels,
        ...(modifiers.frequency ? [modifiers.frequency] : []),
      ]
      hits.push({
        dimension,
        grade,
        weight,
        kind: 'descriptor',
        key: [...group.topics].join('+'),
        sentence: sentence.index,
        from: Math.min(...parts.map((part) => part.from)),
        to: Math.max(...parts.map((part) => part.to)),
        topics: [...group.topics],
        isRestricted,
        isNegated,
        descriptorMatches: group.matches,
        modifiers,
      })
    }
  }
  return hits
}
