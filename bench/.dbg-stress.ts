import { analyzeZeugnis } from '#server/ai/zeugnis/analyze-zeugnis'
import { loadCorpus, scoreCorpus, splitOf, UNSEEN_CORPUS_DIR, type CorpusCase } from '#tests/fixtures/zeugnis/corpus'
import { damage } from '#tests/fixtures/zeugnis/stress'
const run = ({ text, expected }: CorpusCase) => analyzeZeugnis({ text, jurisdiction: expected.jurisdiction, occupation: expected.occupation, locale: 'en' })
const stressed = (cases: CorpusCase[]) => cases.flatMap((c) => [1, 2, 3].map((level) => ({ ...c, name: `${c.name}@${level}`, text: damage(c.text, level, level * 7919 + c.name.length) })))
const unseen = loadCorpus(UNSEEN_CORPUS_DIR)
for (const [name, cases] of [['tune', [...loadCorpus(), ...unseen.filter((c) => splitOf(c) === 'tune')]], ['holdout', unseen.filter((c) => splitOf(c) === 'holdout')]] as const) {
  const s = scoreCorpus(stressed([...cases]), run)
  const wrong = s.cases.filter((c) => !c.isCategoryRight)
  const right = s.cases.filter((c) => c.isCategoryRight)
  const below = (t: number, xs: typeof wrong) => xs.filter((c) => c.analysis.confidence < t).length
  console.log(name, 'acc', s.categoryAccuracy.toFixed(3), 'n', s.cases.length, 'conf right', s.confidenceWhenRight?.toFixed(3), 'wrong', s.confidenceWhenWrong?.toFixed(3), 'wrong<0.6', below(0.6, wrong), '/', wrong.length, 'right<0.6', below(0.6, right), '/', right.length)
  if (name === 'tune' && process.argv.includes('-v')) for (const c of wrong.slice(0, 25)) console.log('  ', c.name, c.expected.category, c.analysis.overall_category, c.analysis.confidence)
}
