// ZeugnisCheck built-in engine on the hand-written corpus (tests/fixtures/zeugnis).
// Run: npx tsx bench/zeugnis.bench.ts
// Prints category accuracy, the confusion matrix, grade MAE per dimension, code recall and latency.
import { performance } from 'node:perf_hooks'
import { ZEUGNIS_CATEGORIES } from '#shared/api/zeugnis'
import { analyzeZeugnis } from '#server/ai/zeugnis/analyze-zeugnis'
import { loadCorpus, scoreCorpus, type CorpusCase } from '#tests/fixtures/zeugnis/corpus'

const CORPUS_ROUNDS = 20
const LONG_LETTER_ROUNDS = 300
const LONG_LETTER = 'de-47-lang-bereichsleiter'

function run(corpusCase: CorpusCase) {
  const { text, expected } = corpusCase
  return analyzeZeugnis({
    text,
    jurisdiction: expected.jurisdiction,
    occupation: expected.occupation,
    locale: 'en',
  })
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}

function timeMs(
  corpusCases: readonly CorpusCase[],
  rounds: number,
): { p50: number; p95: number; max: number } {
  const samples: number[] = []
  for (let round = 0; round < rounds; round++) {
    for (const corpusCase of corpusCases) {
      const start = performance.now()
      run(corpusCase)
      samples.push(performance.now() - start)
    }
  }
  samples.sort((a, b) => a - b)
  const round2 = (value: number) => Math.round(value * 100) / 100
  return {
    p50: round2(percentile(samples, 0.5)),
    p95: round2(percentile(samples, 0.95)),
    max: round2(samples[samples.length - 1] ?? 0),
  }
}

const corpus = loadCorpus()
const score = scoreCorpus(corpus, run)
const round3 = (value: number) => Math.round(value * 1000) / 1000

console.log(`\nZeugnisCheck corpus: ${corpus.length} texts`)
console.table({
  'category accuracy': { value: round3(score.categoryAccuracy), target: '≥ 0.90' },
  'grade MAE performance': { value: round3(score.gradeMae.performance), target: '≤ 0.40' },
  'grade MAE behaviour': { value: round3(score.gradeMae.behaviour), target: '≤ 0.40' },
  'grade MAE engagement': { value: round3(score.gradeMae.engagement), target: '≤ 0.40' },
  'code recall': { value: round3(score.codeRecall), target: '≥ 0.90' },
})

console.log('Confusion matrix (rows: expected, columns: answered)')
console.table(Object.fromEntries(ZEUGNIS_CATEGORIES.map((row) => [row, score.confusion[row]])))

const misses = score.cases.filter((result) => !result.isCategoryRight || result.missedCodes.length > 0)
if (misses.length > 0) {
  console.log('Misses')
  console.table(
    misses.map((result) => ({
      letter: result.name,
      expected: result.expected.category,
      answered: result.analysis.overall_category,
      'missed codes': result.missedCodes.join(' | '),
    })),
  )
}

const long = corpus.find((entry) => entry.name === LONG_LETTER)
if (!long) throw new Error(`${LONG_LETTER} is missing from the corpus`)
for (const corpusCase of corpus) run(corpusCase) // warm-up: compile the lexicon, let the JIT settle
const words = long.text.split(/\s+/).filter(Boolean).length
console.log('Latency (ms)')
console.table({
  [`corpus (${corpus.length} texts × ${CORPUS_ROUNDS})`]: { ...timeMs(corpus, CORPUS_ROUNDS), target: '' },
  [`${words}-word letter × ${LONG_LETTER_ROUNDS}`]: {
    ...timeMs([long], LONG_LETTER_ROUNDS),
    target: 'p95 < 30',
  },
})
