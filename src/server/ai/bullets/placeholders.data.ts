import type { Locale } from '#shared/i18n/locales'

// Visible gaps for a missing result, in the bullet's language. Brackets make them easy to spot and
// impossible to mistake for a fact; the user fills them in.
export const RESULT_PLACEHOLDER: Record<Locale, { byPercent: string; generic: string }> = {
  en: { byPercent: ' by [X] %', generic: ', resulting in [measurable result]' },
  de: { byPercent: ' um [X] %', generic: ' – Ergebnis: [messbares Ergebnis]' },
  fr: { byPercent: ' de [X] %', generic: ' (résultat : [résultat chiffré])' },
  es: { byPercent: ' en un [X] %', generic: ' (resultado: [resultado medible])' },
  it: { byPercent: ' del [X] %', generic: ' (risultato: [risultato misurabile])' },
  pt: { byPercent: ' em [X] %', generic: ' (resultado: [resultado mensurável])' },
  nl: { byPercent: ' met [X] %', generic: ' (resultaat: [meetbaar resultaat])' },
  pl: { byPercent: ' o [X] %', generic: ' (wynik: [mierzalny wynik])' },
}

export const PLACEHOLDER_PATTERN = /\[[^\]]*\]/g
