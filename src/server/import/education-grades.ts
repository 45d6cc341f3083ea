// A school's grade as printed, with a label ("GPA: 3.8", "Abschlussnote 1,6") or without one
// ("First Class", "110/110 e lode").
import { cleanFragment } from './header-fields'

export const GRADE =
  /(?:^|[\s,(|;])(?:gpa|cgpa|grade|final grade|note|abschlussnote|gesamtnote|endnote|durchschnitt|moyenne|mention|nota(?: media| final)?|voto(?: di laurea| finale)?|média(?: final)?|classificação(?: final)?|cijfer|gemiddelde|eindcijfer|ocena(?: końcowa)?|średnia)\s*[:：]?\s*(\d{1,3},\d{1,2}(?!\d)|[^,;|()\t]{1,30})/iu

// Grades named without a label, as a fragment of their own: "First Class", "2:1", "summa cum
// laude", "mit Auszeichnung", "110/110 e lode", "mention très bien", "matrícula de honor".
// prettier-ignore
const BARE_GRADE = new RegExp(
  '^(?:' +
    [
      'first(?:[- ]class)?(?: honours)?', 'upper second(?:[- ]class)?(?: honours)?', 'lower second(?:[- ]class)?(?: honours)?',
      '2[:.][12]', 'third class(?: honours)?', '(?:with )?(?:high )?(?:distinction|merit)', '(?:summa |magna )?cum laude',
      'mit (?:sehr gutem )?(?:auszeichnung|erfolg)', 'sehr gut', 'ausgezeichnet',
      'mention (?:très bien|bien|assez bien)', 'très bien', 'matrícula de honor', 'sobresaliente', 'notable',
      '\\d{2,3}/110(?: e lode| cum laude)?', '110 e lode', 'com distinção', 'met (?:grote )?onderscheiding',
      'z wyróżnieniem', 'celujący',
    ].join('|') +
    ')$',
  'iu',
)

/** Whether a fragment is a grade and nothing else, without a label ("First Class"). */
export function isBareGrade(text: string): boolean {
  return BARE_GRADE.test(cleanFragment(text).replace(/[.\s]+$/u, ''))
}

export function gradeOf(text: string): string {
  const match = GRADE.exec(text)
  const value = match?.[1]?.trim() ?? ''
  if (
    /\d|summa|magna|cum laude|distinction|honours|honors|très bien|bien|lode|sehr gut|first class/i.test(
      value,
    )
  )
    return value.slice(0, 40)
  return isBareGrade(text) ? cleanFragment(text).replace(/[.\s]+$/u, '') : ''
}
