// Leave-source-out figures for ZeugnisCheck (issue 25): every source of graded language, the team's
// own corpora as one source among several, with its role in this round (tune: its misses may be
// looked at while the engine changes; held out: figures only). Part of bench/zeugnis.bench.ts.
import type { ZeugnisAnalysis } from '#shared/api/zeugnis'
import { gradeStatement } from '#server/ai/zeugnis/grade-statement'
import type { CorpusCase } from '#tests/fixtures/zeugnis/corpus'
import { scoreCorpus } from '#tests/fixtures/zeugnis/corpus'
import {
  COLLECTED_SOURCES,
  loadCollectedLetters,
  loadCollectedStatements,
  type CollectedExpected,
  type GradedStatement,
} from '#tests/fixtures/zeugnis-collected/collected'
import {
  isLocalSourcePresent,
  LOCAL_SOURCES,
  loadLocalLetters,
  loadLocalStatements,
} from '#tests/fixtures/zeugnis-collected/local'

type Source = {
  slug: string
  role: 'tune' | 'holdout'
  country: 'DE' | 'CH' | 'AT'
  letters: CorpusCase[]
  statements: GradedStatement[]
}

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000)
const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length

/** Distance of the answered German grade to the range the source expects (0 inside it). */
function germanError(analysis: ZeugnisAnalysis, expected: CollectedExpected): number | null {
  if (!expected.germanGrade || analysis.german_grade === null) return null
  const { min, max } = expected.germanGrade
  return Math.max(0, min - analysis.german_grade, analysis.german_grade - max)
}

function letterFigures(source: Source, run: (corpusCase: CorpusCase) => ZeugnisAnalysis) {
  if (source.letters.length === 0) return null
  const score = scoreCorpus(source.letters, run)
  const graded = score.cases.some((result) => result.gradeErrors !== null)
  const germanErrors = score.cases.flatMap((result) => {
    const error = germanError(result.analysis, result.expected as CollectedExpected)
    return error === null ? [] : [error]
  })
  return {
    score,
    row: {
      letters: source.letters.length,
      'category accuracy': round3(score.categoryAccuracy),
      'MAE performance': graded ? round3(score.gradeMae.performance) : '-',
      'MAE behaviour': graded ? round3(score.gradeMae.behaviour) : '-',
      'MAE engagement': graded ? round3(score.gradeMae.engagement) : '-',
      'overall grade error': round3(mean(germanErrors)),
      'code recall': round3(score.codeRecall),
    },
  }
}

function statementFigures(statements: readonly GradedStatement[], country: Source['country']) {
  if (statements.length === 0) return null
  // Each statement is read on the scale of its source's country, as a letter from there would be.
  const rows = statements.map((statement) => ({ statement, grades: gradeStatement(statement.text, country) }))
  const byDimension = (dimension: 'performance' | 'behaviour' | 'engagement') => {
    const own = rows.filter((row) => row.statement.dimension === dimension)
    const read = own.filter((row) => row.grades.scores[dimension] !== null)
    const errors = read.map((row) => Math.abs((row.grades.scores[dimension] ?? 0) - row.statement.expectedScore))
    return { total: own.length, read: read.length, mae: mean(errors) }
  }
  const closings = rows.filter((row) => row.statement.dimension === 'closing')
  const coded = rows.filter((row) => row.statement.dimension === 'code')
  const dimensions = {
    performance: byDimension('performance'),
    behaviour: byDimension('behaviour'),
    engagement: byDimension('engagement'),
  }
  const cell = (figure: { total: number; read: number; mae: number | null }) =>
    figure.total === 0 ? '-' : `${round3(figure.mae) ?? '-'} (${figure.read}/${figure.total} read)`
  return {
    rows,
    row: {
      statements: statements.length,
      'MAE performance': cell(dimensions.performance),
      'MAE behaviour': cell(dimensions.behaviour),
      'MAE engagement': cell(dimensions.engagement),
      'closings with wishes': closings.length
        ? `${closings.filter((row) => row.grades.closing.includes('wishes')).length}/${closings.length}`
        : '-',
      'coded phrases reported': coded.length
        ? `${coded.filter((row) => row.grades.codes.length > 0).length}/${coded.length}`
        : '-',
    },
  }
}

export function reportSources(
  ownCorpora: CorpusCase[],
  run: (corpusCase: CorpusCase) => ZeugnisAnalysis,
  showHoldout: boolean,
): void {
  const sources: Source[] = [
    { slug: 'team corpora (zeugnis + zeugnis-unseen)', role: 'tune', country: 'DE', letters: ownCorpora, statements: [] },
    ...COLLECTED_SOURCES.map((source) => ({
      slug: `${source.slug} (${source.country})`,
      role: source.role,
      country: source.country,
      letters: loadCollectedLetters(source.slug),
      statements: loadCollectedStatements(source.slug),
    })),
    // Sources without a licence: measured from the ignored data/zeugnis-local/ when extracted there.
    ...LOCAL_SOURCES.filter((source) => isLocalSourcePresent(source.slug)).map((source) => ({
      slug: `${source.slug} (${source.country}, local, not committed)`,
      role: source.role,
      country: source.country,
      letters: loadLocalLetters(source.slug),
      statements: loadLocalStatements(source.slug),
    })),
  ]
  for (const source of LOCAL_SOURCES.filter((entry) => !isLocalSourcePresent(entry.slug))) {
    console.log(`(local source ${source.slug} not extracted: run ${source.extract} to measure it)`)
  }
  console.log('\nLeave-source-out: each source with its role this round (tests/fixtures/zeugnis-collected)')
  const letterRows: Record<string, unknown> = {}
  const statementRows: Record<string, unknown> = {}
  const misses: Record<string, unknown>[] = []
  for (const source of sources) {
    const key = `${source.slug} [${source.role}]`
    const letters = letterFigures(source, run)
    if (letters) letterRows[key] = letters.row
    const statements = statementFigures(source.statements, source.country)
    if (statements) statementRows[key] = statements.row
    if (source.role === 'holdout' && !showHoldout) continue
    if (source.slug.startsWith('team')) continue
    for (const result of letters?.score.cases ?? []) {
      if (result.isCategoryRight && result.missedCodes.length === 0) continue
      misses.push({
        item: result.name,
        expected: result.expected.category,
        answered: result.analysis.overall_category,
        grades: `${result.analysis.performance_grade}/${result.analysis.behaviour_grade}/${result.analysis.engagement_grade}`,
        headline: result.analysis.headline_reason.slice(0, 90),
        'missed codes': result.missedCodes.join(' | '),
      })
    }
    for (const row of statements?.rows ?? []) {
      const { dimension, expectedScore } = row.statement
      const answered = dimension === 'closing' || dimension === 'code' ? null : row.grades.scores[dimension]
      const isWrong =
        dimension === 'closing'
          ? !row.grades.closing.includes('wishes')
          : dimension === 'code'
            ? row.grades.codes.length === 0
            : answered === null || Math.abs(answered - expectedScore) >= 1
      if (!isWrong) continue
      misses.push({
        item: `${source.slug.split(' ')[0]}: ${row.statement.id}`,
        expected:
          dimension === 'closing' ? 'wishes' : dimension === 'code' ? 'a code' : `${dimension} ${expectedScore}`,
        answered:
          dimension === 'closing'
            ? row.grades.closing.join('+')
            : dimension === 'code'
              ? 'no code'
              : String(round3(answered)),
        headline: row.statement.text.slice(0, 90),
      })
    }
  }
  console.log('Letters (category accuracy; grade MAE per dimension where the source grades them; overall German grade distance to the source\'s range; code recall)')
  console.table(letterRows)
  console.log('Graded statements (MAE on the 1–5 scale of the statements the engine read, per dimension)')
  console.table(statementRows)
  if (misses.length > 0) {
    console.log(`Misses of the sources shown (${showHoldout ? 'all' : 'tune sources only; --show-holdout for all'})`)
    console.table(misses)
  }
}
