import { readFileSync } from 'node:fs'
import { analyzeZeugnis } from '#server/ai/zeugnis/analyze-zeugnis'
const [file, ...pairs] = process.argv.slice(2)
let text = readFileSync(file!, 'utf8')
for (const p of pairs) { const [a, b] = p.split('=>'); text = text.replace(new RegExp(`\\b${a}\\b`, 'g'), b!) }
const a = analyzeZeugnis({ text, jurisdiction: 'DE', locale: 'en' })
console.log(a.overall_category, a.performance_grade, a.behaviour_grade, a.engagement_grade)
for (const p of a.coded_phrases_found) console.log('   -', p.impact, p.dimension, JSON.stringify(p.phrase).slice(0, 90), '|', p.meaning.slice(0, 60))
