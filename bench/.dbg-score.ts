import { analyzeZeugnis } from '#server/ai/zeugnis/analyze-zeugnis'
import { loadCorpus, scoreCorpus, splitOf, UNSEEN_CORPUS_DIR, type CorpusCase } from '#tests/fixtures/zeugnis/corpus'
const run = ({ text, expected }: CorpusCase) => analyzeZeugnis({ text, jurisdiction: expected.jurisdiction, occupation: expected.occupation, locale: 'en' })
const show = process.argv.includes('--holdout')
const sets: [string, CorpusCase[], boolean][] = [
  ['first', loadCorpus(), true],
  ['tune', loadCorpus(UNSEEN_CORPUS_DIR).filter((c) => splitOf(c) === 'tune'), true],
  ['holdout', loadCorpus(UNSEEN_CORPUS_DIR).filter((c) => splitOf(c) === 'holdout'), show],
]
for (const [name, cases, detail] of sets) {
  const s = scoreCorpus(cases, run)
  const r = (v: number | null) => (v === null ? '-' : v.toFixed(3))
  console.log(name, 'acc', r(s.categoryAccuracy), Object.entries(s.accuracyByCountry).map(([c, f]) => `${c} ${f.right}/${f.total}`).join(' '), 'MAE', r(s.gradeMae.performance), r(s.gradeMae.behaviour), r(s.gradeMae.engagement), 'recall', r(s.codeRecall), 'conf', r(s.confidenceWhenRight), r(s.confidenceWhenWrong))
  if (!detail) continue
  for (const c of s.cases) {
    const g = c.expected.grades
    const a = c.analysis
    const gradeMiss = g && (a.performance_grade !== g.performance || a.behaviour_grade !== g.behaviour || a.engagement_grade !== g.engagement)
    if (!c.isCategoryRight || c.missedCodes.length || gradeMiss)
      console.log('  ', c.name.padEnd(40), c.expected.category.padEnd(10), a.overall_category.padEnd(10), a.confidence, `${a.performance_grade}/${a.behaviour_grade}/${a.engagement_grade}`, g ? `want ${g.performance}/${g.behaviour}/${g.engagement}` : '', c.missedCodes.join('|'))
  }
}
