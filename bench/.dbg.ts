import { readFileSync } from 'node:fs'
import { analyzeZeugnis } from '#server/ai/zeugnis/analyze-zeugnis'
for (const name of process.argv.slice(2)) {
  const dir = name.startsWith('1:') ? 'tests/fixtures/zeugnis' : 'tests/fixtures/zeugnis-unseen'
  const n = name.replace(/^1:/, '')
  const text = readFileSync(`${dir}/${n}.txt`, 'utf8')
  const exp = JSON.parse(readFileSync(`${dir}/${n}.expected.json`, 'utf8'))
  const a = analyzeZeugnis({ text, jurisdiction: exp.jurisdiction, occupation: exp.occupation, locale: 'en' })
  console.log('==', n, a.overall_category, a.confidence, a.performance_grade, a.behaviour_grade, a.engagement_grade, a.german_grade, a.unknown_reason)
  console.log('  ', a.headline_reason)
  for (const p of a.coded_phrases_found) console.log('   -', p.impact, p.dimension, p.severity ?? '', JSON.stringify(p.phrase).slice(0, 90), '|', p.meaning.slice(0, 70))
  if (process.env.REV) console.log(a.revision_draft)
  if (process.env.EXP) console.log(a.detailed_explanation, '\n', JSON.stringify(a.legal_assessment))
}
