import type { Locale } from '#shared/i18n/locales'

// One concept in the eight languages. A value lists the forms of that language separated by "|":
// the first is written when translating into it, the others are recognised too; a form ending in
// "*" is the feminine one, used when the source form was feminine ("Lehrerin" -> "Enseignante").
export type GlossaryEntry = Readonly<Record<Locale, string>>

export type GlossaryKind =
  'heading' | 'degree' | 'field' | 'level' | 'language' | 'title' | 'skill' | 'month' | 'date_word'
