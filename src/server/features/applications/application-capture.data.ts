import type { ContractType } from '#shared/api/applications'

// What job ads in the 8 languages say about the contract, the workload and the pay period. Matched
// on folded text (lower case, no accents); the first contract type that matches wins, which is why
// "unbefristet" (permanent) is looked for before "befristet" (fixed term).

export const CONTRACT_WORDS: ReadonlyArray<readonly [ContractType, RegExp]> = [
  ['apprenticeship', /\b(?:ausbildungsplatz|ausbildung zum|ausbildung zur|lehrstelle|lehre als|apprenticeship|apprentissage|alternance|apprendistato|aprendizaje|aprendizagem|leerbaan|praktyka zawodowa)\b/],
  ['internship', /\b(?:praktikum|praktikant(?:in)?|internship|intern\b|stagiaire|tirocinio|stagista|practicas|practicante|estagio|estagiario|stage ?plaats|staz|stazysta)/],
  ['freelance', /\b(?:freiberuflich|freelance|freelancer|auftragsbasis|independant|libero professionista|autonomo|zzp|b2b)\b/],
  ['temporary', /\b(?:temporar|temporary|temp\b|interim|leiharbeit|arbeitnehmeruberlassung|interinale|somministrazione|uitzend|praca tymczasowa)/],
  ['permanent', /\b(?:unbefristet|festanstellung|feste anstellung|permanent|cdi\b|contrat a duree indeterminee|tempo indeterminato|indefinido|contrato indefinido|sem termo|efetivo|vast contract|onbepaalde tijd|umowa o prace na czas nieokreslony|czas nieokreslony)/],
  ['fixed_term', /\b(?:befristet|fixed[- ]term|cdd\b|contrat a duree determinee|tempo determinato|temporal\b|a termo|tijdelijk contract|bepaalde tijd|czas okreslony)/],
]

/** "Teilzeit", "part-time": without a percentage the ad says only that it is not full time. */
export const FULL_TIME_WORDS = /\b(?:vollzeit|full[- ]time|temps plein|tempo pieno|jornada completa|tiempo completo|tempo integral|voltijd|pelny etat|pelen etat)\b/

/** A workload percentage: "80-100 %", "Pensum 80 %", "taux d'activite 60%". */
export const PERCENT_RANGE = /(\d{2,3})\s*%?\s*(?:-|–|bis|to|a|à)\s*(\d{2,3})\s*%/
export const PERCENT_SINGLE = /(?:teilzeit|part[- ]time|temps partiel|tempo parziale|tiempo parcial|media jornada|tempo parcial|deeltijd|niepelny etat|pensum|arbeitspensum|beschaftigungsgrad|workload|taux d'activite|taux d activite|taux|grado di occupazione|percentuale|jornada|carga horaria|werktijd|wymiar)\D{0,20}(\d{2,3})\s*%/

/** A currency as written beside a sum, and its ISO code. */
export const CURRENCIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['EUR', /€|\beur\b|\beuro\b/],
  ['CHF', /\bchf\b|\bfr\.|\bsfr\b/],
  ['PLN', /\bpln\b|\bzl\b|zł/],
  ['GBP', /£|\bgbp\b/],
  ['USD', /\$|\busd\b/],
]

export const PERIOD_WORDS: ReadonlyArray<readonly ['year' | 'month' | 'hour', RegExp]> = [
  ['hour', /(?:pro stunde|per hour|\/ ?h\b|\/ ?std|stundenlohn|de l'heure|par heure|all'ora|por hora|per uur|za godzine|brutto\/h|\bhourly\b)/],
  ['month', /(?:pro monat|monatlich|per month|a month|\/ ?monat|\/ ?month|par mois|mensuel|al mese|mensile|al mes|mensual|por mes|por mês|por mes|per maand|miesiecznie|mies\.|\bmonthly\b)/],
  ['year', /(?:pro jahr|jahrlich|jahresgehalt|per year|a year|annual|\/ ?jahr|\/ ?year|par an|annuel|all'anno|annuo|ral\b|al ano|anual|por ano|per jaar|jaarsalaris|rocznie|\byearly\b|p\.a\.)/],
]

/** schema.org employmentType → the tracker's contract types. */
export const EMPLOYMENT_TYPES: Record<string, ContractType> = {
  TEMPORARY: 'temporary',
  INTERN: 'internship',
  CONTRACTOR: 'freelance',
}
