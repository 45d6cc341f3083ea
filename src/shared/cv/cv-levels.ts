import type { CvLanguage, CvSkillItem } from './cv.schema'

// Words CVs use for language and skill levels in the 8 product languages, mapped onto the
// schema's levels. Plain-word levels map onto CEFR the way Europass self-assessment does:
// "fluent" / "verhandlungssicher" is C1, "good" B2, "basic" A2.

type LanguageLevel = CvLanguage['level']
type SkillLevel = CvSkillItem['level']

const NATIVE_WORDS = [
  'native',
  'native speaker',
  'mother tongue',
  'first language',
  'bilingual',
  'muttersprache',
  'muttersprachlich',
  'muttersprachler',
  'muttersprachlerin',
  'natif',
  'erstsprache',
  'langue maternelle',
  'maternelle',
  'bilingue',
  'lengua materna',
  'nativo',
  'nativa',
  'madrelingua',
  'lingua madre',
  'madre lingua',
  'língua materna',
  'lingua materna',
  'moedertaal',
  'język ojczysty',
  'ojczysty',
]

// Longest phrases first so that "sehr gute kenntnisse" wins over "kenntnisse". The words the CV
// templates print beside a level (documents/cv/labels.ts, mostly the CEFR's own level names) read
// back as that level: a CV printed and imported again keeps its levels, and the printed words never
// say more than the level the person gave (issue 30: "gute Kenntnisse (B2)" became "Sehr gute Kenntnisse").
const WORD_LEVELS: ReadonlyArray<readonly [string, LanguageLevel]> = [
  ['ausgezeichnete kenntnisse', 'C2'],
  ['sehr gute kenntnisse', 'C1'],
  ['erweiterte grundkenntnisse', 'B1'],
  ['anfängerkenntnisse', 'A1'],
  ['wyższy średniozaawansowany', 'B2'],
  ['średniozaawansowany', 'B1'],
  ['poziom biegłości', 'C2'],
  ['intermédiaire avancé', 'B2'],
  ['intermédio avançado', 'B2'],
  ['intermedio superiore', 'B2'],
  ['intermedio alto', 'B2'],
  ['mastery', 'C2'],
  // Whole phrases only where a shorter word is everyday praise ("bonne maîtrise", "buona padronanza").
  ['maîtrise complète', 'C2'],
  ['maestría', 'C2'],
  ['livello di padronanza', 'C2'],
  ['proficiente', 'C2'],
  ['uitstekend', 'C2'],
  ['élémentaire', 'A2'],
  ['elementare', 'A2'],
  ['elementar', 'A2'],
  ['iniciação', 'A1'],
  ['verhandlungssicher', 'C1'],
  ['business fluent', 'C1'],
  ['fließend', 'C1'],
  ['fliessend', 'C1'],
  ['fluent', 'C1'],
  ['fluently', 'C1'],
  ['proficient', 'C1'],
  ['full professional', 'C1'],
  ['courant', 'C1'],
  ['couramment', 'C1'],
  ['fluido', 'C1'],
  ['fluida', 'C1'],
  ['fluente', 'C1'],
  ['vloeiend', 'C1'],
  ['biegły', 'C1'],
  ['biegle', 'C1'],
  ['biegła', 'C1'],
  ['płynny', 'C1'],
  ['advanced', 'C1'],
  ['fortgeschritten', 'B2'],
  ['avancé', 'C1'],
  ['avanzado', 'C1'],
  ['avanzato', 'C1'],
  ['avançado', 'C1'],
  ['gevorderd', 'C1'],
  ['zaawansowany', 'C1'],
  ['sehr gut', 'C1'],
  ['very good', 'C1'],
  ['très bien', 'C1'],
  ['très bon', 'C1'],
  ['muy bueno', 'C1'],
  ['ottimo', 'C1'],
  ['muito bom', 'C1'],
  ['zeer goed', 'C1'],
  ['bardzo dobry', 'C1'],
  ['bardzo dobra', 'C1'],
  ['professional working', 'B2'],
  ['upper intermediate', 'B2'],
  ['gute kenntnisse', 'B2'],
  ['good', 'B2'],
  ['gut', 'B2'],
  ['bon', 'B2'],
  ['bonne', 'B2'],
  ['bueno', 'B2'],
  ['buono', 'B2'],
  ['bom', 'B2'],
  ['goed', 'B2'],
  ['dobry', 'B2'],
  ['dobra', 'B2'],
  ['conversational', 'B1'],
  ['intermediate', 'B1'],
  ['limited working', 'B1'],
  ['intermédiaire', 'B1'],
  ['intermedio', 'B1'],
  ['intermédio', 'B1'],
  ['intermediário', 'B1'],
  ['redelijk', 'B1'],
  ['średnio zaawansowany', 'B1'],
  ['komunikatywny', 'B1'],
  ['grundkenntnisse', 'A2'],
  ['basiskenntnisse', 'A2'],
  ['elementary', 'A2'],
  ['basic', 'A2'],
  ['basics', 'A2'],
  ['notions', 'A2'],
  ['scolaire', 'A2'],
  ['básico', 'A2'],
  ['basico', 'A2'],
  ['base', 'A2'],
  ['basis', 'A2'],
  ['basisch', 'A2'],
  ['podstawowy', 'A2'],
  ['beginner', 'A1'],
  ['débutant', 'A1'],
  ['principiante', 'A1'],
  ['iniciante', 'A1'],
  ['początkujący', 'A1'],
]

const CEFR = /\b([ABC][12])\b/i

function foldLevelText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[()[\]:,;–—-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The CEFR level (or 'native') a free-text level describes; '' when it says nothing we know. */
export function toLanguageLevel(raw: unknown): LanguageLevel {
  if (typeof raw !== 'string' || raw.trim() === '') return ''
  const text = foldLevelText(raw.slice(0, 200))
  const cefr = CEFR.exec(text)
  if (cefr?.[1]) return cefr[1].toUpperCase() as LanguageLevel
  if (NATIVE_WORDS.some((word) => containsPhrase(text, word))) return 'native'
  for (const [word, level] of WORD_LEVELS) if (containsPhrase(text, word)) return level
  return ''
}

/** Whether a fragment of text is only a level statement ("C1", "fließend", "Muttersprache"). */
export function isLanguageLevelText(raw: string): boolean {
  const text = foldLevelText(raw)
  if (text === '') return false
  if (/^(?:[abc][12](?:\s*[-/+]\s*[abc]?[12]?)?)(?:\s+\S+){0,2}$/i.test(text)) return true
  return (
    NATIVE_WORDS.some((word) => text === word || text.startsWith(`${word} `)) ||
    WORD_LEVELS.some(([word]) => text === word || text.startsWith(`${word} `))
  )
}

const SKILL_WORDS: ReadonlyArray<readonly [string, SkillLevel]> = [
  ['expert', 'expert'],
  ['experte', 'expert'],
  ['expertin', 'expert'],
  ['experto', 'expert'],
  ['esperto', 'expert'],
  ['especialista', 'expert'],
  ['ekspert', 'expert'],
  ['advanced', 'advanced'],
  ['fortgeschritten', 'advanced'],
  ['sehr gut', 'advanced'],
  ['avancé', 'advanced'],
  ['avanzado', 'advanced'],
  ['avanzato', 'advanced'],
  ['avançado', 'advanced'],
  ['gevorderd', 'advanced'],
  ['zaawansowany', 'advanced'],
  ['intermediate', 'intermediate'],
  ['gut', 'intermediate'],
  ['intermédiaire', 'intermediate'],
  ['intermedio', 'intermediate'],
  ['intermédio', 'intermediate'],
  ['średni', 'intermediate'],
  ['beginner', 'beginner'],
  ['basic', 'beginner'],
  ['grundkenntnisse', 'beginner'],
  ['débutant', 'beginner'],
  ['básico', 'beginner'],
  ['principiante', 'beginner'],
  ['iniciante', 'beginner'],
  ['podstawowy', 'beginner'],
]

/** The schema's skill level for a free-text level; '' when unknown. */
export function toSkillLevel(raw: unknown): SkillLevel {
  if (typeof raw !== 'string' || raw.trim() === '') return ''
  const text = foldLevelText(raw.slice(0, 100))
  if ((['beginner', 'intermediate', 'advanced', 'expert'] as const).some((level) => level === text)) {
    return text as SkillLevel
  }
  for (const [word, level] of SKILL_WORDS) if (containsPhrase(text, word)) return level
  return ''
}

function containsPhrase(text: string, phrase: string): boolean {
  const at = text.indexOf(phrase)
  if (at < 0) return false
  const before = at === 0 ? ' ' : text[at - 1]
  const after = text[at + phrase.length] ?? ' '
  return !/\p{L}/u.test(before ?? ' ') && !/\p{L}/u.test(after)
}
