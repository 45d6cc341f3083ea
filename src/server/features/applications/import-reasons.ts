import type { Locale } from '#shared/i18n/locales'

// Why a row of an imported CSV was skipped, in the importing person's language (issue 26). The
// server writes these sentences into the reply's `reason`; field names of the API stay as they are
// (the reply names the field, as every 4xx does), the words around them are translated.

export type RowProblemInfo =
  | { kind: 'unknownValue'; label: RowLabel; value: string }
  | { kind: 'notDate'; label: RowLabel; value: string }
  | { kind: 'badHistory'; value: string }
  | { kind: 'noCompany' }
  | { kind: 'invalid'; field: string; message: string }

export type RowLabel = 'date' | 'status' | 'closedReason' | 'channel' | 'origin' | 'followUp'

interface ReasonWords {
  labels: Record<RowLabel, string>
  unknownValue: string
  notDate: string
  badHistory: string
  noCompany: string
  invalid: string
}

const WORDS: Record<Locale, ReasonWords> = {
  en: {
    labels: { date: 'date', status: 'status', closedReason: 'closed reason', channel: 'type of application', origin: 'origin', followUp: 'follow-up' },
    unknownValue: '{{label}}: "{{value}}" is not a value we know',
    notDate: '{{label}}: "{{value}}" is not a date (use 2026-12-03 or 3.12.2026)',
    badHistory: 'stage history: "{{value}}" is not "YYYY-MM-DD stage (reason)"',
    noCompany: 'company: the company is missing; every row needs one',
    invalid: '{{field}}: {{message}}',
  },
  de: {
    labels: { date: 'Datum', status: 'Status', closedReason: 'Abschlussgrund', channel: 'Art der Bewerbung', origin: 'Herkunft', followUp: 'Nachfassen' },
    unknownValue: '{{label}}: „{{value}}“ ist kein bekannter Wert',
    notDate: '{{label}}: „{{value}}“ ist kein Datum (schreiben Sie 2026-12-03 oder 3.12.2026)',
    badHistory: 'Stufenverlauf: „{{value}}“ hat nicht die Form „JJJJ-MM-TT Stufe (Grund)“',
    noCompany: 'company: die Firma fehlt – jede Zeile braucht eine',
    invalid: '{{field}}: ungültiger Wert ({{message}})',
  },
  fr: {
    labels: { date: 'date', status: 'statut', closedReason: 'motif de clôture', channel: 'type de candidature', origin: 'origine', followUp: 'relance' },
    unknownValue: '{{label}} : « {{value}} » n’est pas une valeur connue',
    notDate: '{{label}} : « {{value}} » n’est pas une date (écrivez 2026-12-03 ou 3.12.2026)',
    badHistory: 'historique des étapes : « {{value}} » n’a pas la forme « AAAA-MM-JJ étape (motif) »',
    noCompany: 'company : l’entreprise manque ; chaque ligne en demande une',
    invalid: '{{field}} : valeur non valable ({{message}})',
  },
  es: {
    labels: { date: 'fecha', status: 'estado', closedReason: 'motivo de cierre', channel: 'tipo de candidatura', origin: 'origen', followUp: 'seguimiento' },
    unknownValue: '{{label}}: «{{value}}» no es un valor conocido',
    notDate: '{{label}}: «{{value}}» no es una fecha (escribe 2026-12-03 o 3.12.2026)',
    badHistory: 'historial de etapas: «{{value}}» no tiene la forma «AAAA-MM-DD etapa (motivo)»',
    noCompany: 'company: falta la empresa; cada fila necesita una',
    invalid: '{{field}}: valor no válido ({{message}})',
  },
  it: {
    labels: { date: 'data', status: 'stato', closedReason: 'motivo di chiusura', channel: 'tipo di candidatura', origin: 'origine', followUp: 'sollecito' },
    unknownValue: '{{label}}: «{{value}}» non è un valore conosciuto',
    notDate: '{{label}}: «{{value}}» non è una data (scrivi 2026-12-03 o 3.12.2026)',
    badHistory: 'cronologia delle fasi: «{{value}}» non ha la forma «AAAA-MM-GG fase (motivo)»',
    noCompany: 'company: manca l’azienda; ogni riga ne richiede una',
    invalid: '{{field}}: valore non valido ({{message}})',
  },
  pt: {
    labels: { date: 'data', status: 'estado', closedReason: 'motivo de encerramento', channel: 'tipo de candidatura', origin: 'origem', followUp: 'seguimento' },
    unknownValue: '{{label}}: «{{value}}» não é um valor conhecido',
    notDate: '{{label}}: «{{value}}» não é uma data (escreva 2026-12-03 ou 3.12.2026)',
    badHistory: 'histórico de fases: «{{value}}» não tem a forma «AAAA-MM-DD fase (motivo)»',
    noCompany: 'company: falta a empresa; cada linha precisa de uma',
    invalid: '{{field}}: valor inválido ({{message}})',
  },
  nl: {
    labels: { date: 'datum', status: 'status', closedReason: 'reden van afsluiten', channel: 'soort sollicitatie', origin: 'herkomst', followUp: 'opvolging' },
    unknownValue: '{{label}}: ‘{{value}}’ is geen bekende waarde',
    notDate: '{{label}}: ‘{{value}}’ is geen datum (schrijf 2026-12-03 of 3.12.2026)',
    badHistory: 'verloop van fasen: ‘{{value}}’ heeft niet de vorm ‘JJJJ-MM-DD fase (reden)’',
    noCompany: 'company: het bedrijf ontbreekt; elke rij heeft er een nodig',
    invalid: '{{field}}: ongeldige waarde ({{message}})',
  },
  pl: {
    labels: { date: 'data', status: 'status', closedReason: 'powód zamknięcia', channel: 'rodzaj aplikacji', origin: 'pochodzenie', followUp: 'przypomnienie' },
    unknownValue: '{{label}}: „{{value}}” to nieznana wartość',
    notDate: '{{label}}: „{{value}}” to nie data (wpisz 2026-12-03 lub 3.12.2026)',
    badHistory: 'historia etapów: „{{value}}” nie ma postaci „RRRR-MM-DD etap (powód)”',
    noCompany: 'company: brak firmy; każdy wiersz jej wymaga',
    invalid: '{{field}}: nieprawidłowa wartość ({{message}})',
  },
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match)

/** The sentence for a skipped row in the given language. */
export function skipReason(problem: RowProblemInfo, locale: Locale): string {
  const words = WORDS[locale]
  switch (problem.kind) {
    case 'unknownValue':
    case 'notDate':
      return fill(words[problem.kind], { label: words.labels[problem.label], value: problem.value })
    case 'badHistory':
      return fill(words.badHistory, { value: problem.value })
    case 'noCompany':
      return words.noCompany
    case 'invalid':
      return fill(words.invalid, { field: problem.field, message: problem.message })
  }
}
