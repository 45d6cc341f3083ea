import { compilePattern, LexiconError, type Pattern } from './pattern'
import { BEHAVIOUR_FORMULA, BEHAVIOUR_GROUPS } from './lexicon/behaviour.lexicon'
import {
  CLOSING_PARTS,
  EXIT_REASONS,
  EXIT_VERBS,
  FINAL_MARKERS,
  INTERIM_MARKERS,
} from './lexicon/closing.lexicon'
import { CODES } from './lexicon/codes.lexicon'
import { ASSESSMENT_PREDICATES, DESCRIPTORS, DUTY_MARKERS } from './lexicon/descriptors.lexicon'
import {
  FREQUENCY_WORDS,
  INTENSITY_LEVELS,
  NEGATED_NEGATIVES,
  NEGATION_EXCEPTIONS,
  NEGATORS,
  RESTRICTIONS,
  SECONDARY_VIRTUES,
} from './lexicon/intensity.lexicon'
import {
  EMPLOYMENT_STATEMENTS,
  NOT_A_LETTER,
  QUALIFIED_TITLES,
  SIMPLE_TITLES,
} from './lexicon/letter.lexicon'
import {
  OCCUPATION_GROUPS,
  OTHER_PERSON_BEFORE,
  OWN_ROLE_BEFORE,
  NEXT_ROLE_SENTENCE,
  ROLE_ITEMS,
} from './lexicon/omissions.lexicon'
import { PERFORMANCE_FORMULAS } from './lexicon/satisfaction.lexicon'
import type { FormulaDefinition, FormulaLevel, Patterns } from './lexicon/types'

// Loads every lexicon table once: compiles the patterns and checks the tables for mistakes a
// reviewer could miss (duplicate keys, grades outside 1–6, broken patterns).

type Compiled<T> = T & { compiled: Pattern[] }

export type CompiledFormula = Omit<FormulaDefinition, 'levels'> & {
  anchorPatterns: Pattern[]
  leadInPatterns: Pattern[]
  sentenceRequiresPatterns: Pattern[]
  rejectAfterPatterns: Pattern[]
  rejectBeforePatterns: Pattern[]
  rejectSentencePatterns: Pattern[]
  switchPatterns: Pattern[]
  levels: Compiled<FormulaLevel>[]
}

function compileAll(patterns: Patterns, context: string): Pattern[] {
  return patterns.map((source) => {
    try {
      return compilePattern(source)
    } catch (error) {
      throw new LexiconError(`${context}: ${(error as Error).message}`)
    }
  })
}

/** Turns off typo tolerance: job titles are compared exactly ("Keller" is a name, not "Kellner"). */
export function exactly(patterns: Patterns): string[] {
  return patterns.map((pattern) =>
    pattern
      .split(/\s+/)
      .map((word) =>
        word.startsWith('~')
          ? word
          : word
              .split('|')
              .map((alternative) => (/^[=*]/.test(alternative) ? alternative : `=${alternative}`))
              .join('|'),
      )
      .join(' '),
  )
}

function compileEntries<T extends { patterns: Patterns }>(
  entries: readonly T[],
  context: string,
): Compiled<T>[] {
  return entries.map((entry, index) => ({
    ...entry,
    compiled: compileAll(entry.patterns, `${context}[${index}]`),
  }))
}

function checkGrade(grade: number, context: string): void {
  if (!(grade >= 1 && grade <= 6)) throw new LexiconError(`${context}: grade ${grade} outside 1–6`)
}

function checkUniqueKeys(entries: readonly { key: string }[], context: string): void {
  const seen = new Set<string>()
  for (const { key } of entries) {
    if (seen.has(key)) throw new LexiconError(`${context}: duplicate key "${key}"`)
    seen.add(key)
  }
}

export function compileFormula(formula: FormulaDefinition): CompiledFormula {
  const context = `formula ${formula.key}`
  for (const level of formula.levels) {
    checkGrade(level.grade, context)
    checkGrade(level.gradeWithFrequency, context)
    if (level.gradeWithFrequency > level.grade)
      throw new LexiconError(`${context}: "stets" must not lower level ${level.key}`)
  }
  checkUniqueKeys(formula.levels, context)
  return {
    ...formula,
    anchorPatterns: compileAll(formula.anchors, context),
    leadInPatterns: compileAll(formula.leadIn?.patterns ?? [], context),
    sentenceRequiresPatterns: compileAll(formula.sentenceRequires ?? [], context),
    rejectAfterPatterns: compileAll(formula.rejectAfter ?? [], context),
    rejectBeforePatterns: compileAll(formula.rejectBefore ?? [], context),
    rejectSentencePatterns: compileAll(formula.rejectSentence ?? [], context),
    switchPatterns: compileAll(formula.switchDimension?.patterns ?? [], context),
    levels: compileEntries(formula.levels, context),
  }
}

function loadLexicon() {
  for (const level of INTENSITY_LEVELS) checkGrade(level.grade, 'intensity')
  for (const restriction of RESTRICTIONS) checkGrade(restriction.grade, 'restriction')
  for (const code of CODES) if (code.grade !== undefined) checkGrade(code.grade, `code ${code.key}`)
  checkUniqueKeys(CODES, 'codes')
  checkUniqueKeys(EXIT_REASONS, 'exit reasons')
  checkUniqueKeys(OCCUPATION_GROUPS, 'occupations')
  checkUniqueKeys(
    ROLE_ITEMS.map((item) => ({ key: item.item })),
    'role items',
  )
  for (const group of OCCUPATION_GROUPS) {
    for (const item of group.items) {
      if (!ROLE_ITEMS.some((entry) => entry.item === item))
        throw new LexiconError(`occupation ${group.key}: unknown item ${item}`)
    }
  }
  return {
    performanceFormulas: PERFORMANCE_FORMULAS.map(compileFormula),
    behaviourFormula: compileFormula(BEHAVIOUR_FORMULA),
    behaviourGroups: compileEntries(BEHAVIOUR_GROUPS, 'behaviour groups'),
    frequency: compileAll(FREQUENCY_WORDS, 'frequency'),
    intensity: compileEntries(INTENSITY_LEVELS, 'intensity'),
    restrictions: compileEntries(RESTRICTIONS, 'restrictions'),
    negators: compileAll(NEGATORS, 'negators'),
    negationExceptions: compileAll(NEGATION_EXCEPTIONS, 'negation exceptions'),
    negatedNegatives: compileAll(NEGATED_NEGATIVES, 'negated negatives'),
    secondaryVirtues: compileAll(SECONDARY_VIRTUES, 'secondary virtues'),
    descriptors: compileEntries(DESCRIPTORS, 'descriptors'),
    dutyMarkers: compileAll(DUTY_MARKERS, 'duty markers'),
    assessmentPredicates: compileAll(ASSESSMENT_PREDICATES, 'assessment predicates'),
    codes: CODES.map((code, index) => ({
      ...code,
      compiled: compileAll(code.patterns, `codes[${index}] ${code.key}`),
      requiresCompiled: compileAll(code.requires ?? [], `codes ${code.key} requires`),
      unlessCompiled: compileAll(code.unless ?? [], `codes ${code.key} unless`),
    })),
    closing: {
      regret: compileAll(CLOSING_PARTS.regret, 'closing regret'),
      thanks: compileAll(CLOSING_PARTS.thanks, 'closing thanks'),
      wishes: compileAll(CLOSING_PARTS.wishes, 'closing wishes'),
      future: compileAll(CLOSING_PARTS.future, 'closing future'),
    },
    exitVerbs: compileAll(EXIT_VERBS, 'exit verbs'),
    exitReasons: compileEntries(EXIT_REASONS, 'exit reasons'),
    interimMarkers: INTERIM_MARKERS.map((marker) => ({
      weight: marker.weight,
      compiled: compileAll(marker.patterns, 'interim'),
    })),
    finalMarkers: compileAll(FINAL_MARKERS, 'final markers'),
    roleItems: compileEntries(ROLE_ITEMS, 'role items'),
    occupations: compileEntries(
      OCCUPATION_GROUPS.map((group) => ({ ...group, patterns: exactly(group.patterns) })),
      'occupations',
    ).map((group) => ({
      ...group,
      aliasesCompiled: compileAll(group.inputAliases ?? [], `occupation ${group.key} aliases`),
      requiresCompiled: compileAll(group.requires ?? [], `occupation ${group.key} requires`),
    })),
    otherPersonBefore: compileAll(OTHER_PERSON_BEFORE, 'other person'),
    ownRoleBefore: compileAll(OWN_ROLE_BEFORE, 'own role'),
    nextRoleSentence: compileAll(NEXT_ROLE_SENTENCE, 'next role'),
    qualifiedTitles: compileAll(QUALIFIED_TITLES, 'titles'),
    simpleTitles: compileAll(SIMPLE_TITLES, 'simple titles'),
    employment: compileAll(EMPLOYMENT_STATEMENTS, 'employment'),
    notALetter: compileAll(NOT_A_LETTER, 'not a letter'),
  }
}

export type Lexicon = ReturnType<typeof loadLexicon>

let cached: Lexicon | undefined

/** The compiled lexicon; compiled on first use and validated then (a broken table throws). */
export function getLexicon(): Lexicon {
  cached ??= loadLexicon()
  return cached
}
