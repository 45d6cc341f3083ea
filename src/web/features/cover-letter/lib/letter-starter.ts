import type { Locale } from '#shared/i18n/locales'

// The frame of a letter written by hand, in the letter's own language (not the interface's): the
// neutral salutation and closing of each country, with room for the text between them. Letter
// words like these live with the letter (src/documents/letter/letter-words.ts), not in the UI catalogue.

const STARTERS: Record<Locale, [salutation: string, closing: string]> = {
  en: ['Dear Sir or Madam,', 'Yours faithfully,'],
  de: ['Sehr geehrte Damen und Herren,', 'Mit freundlichen Grüßen'],
  fr: ['Madame, Monsieur,', 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'],
  es: ['Estimados señores:', 'Atentamente,'],
  it: ['Gentili Signori,', 'Cordiali saluti'],
  pt: ['Exmos. Senhores,', 'Com os melhores cumprimentos,'],
  nl: ['Geachte heer, mevrouw,', 'Met vriendelijke groet,'],
  pl: ['Szanowni Państwo,', 'Z poważaniem'],
}

export function letterStarter(language: Locale): string {
  const [salutation, closing] = STARTERS[language]
  return `${salutation}\n\n\n\n${closing}`
}
