import type { Patterns } from './types'

// What makes a text an employment reference at all (and not a CV, a job advert or a recipe).
// Used only to answer Unknown with a reason; grading never depends on it.

export const QUALIFIED_TITLES: Patterns = [
  'arbeitszeugnis*',
  'zwischenzeugnis*',
  'dienstzeugnis*',
  'zwischendienstzeugnis*',
  'praktikumszeugnis*',
  'praktikantenzeugnis*',
  'ausbildungszeugnis*',
  '=lehrzeugnis',
  'vollzeugnis*',
  'endzeugnis*',
  'schlusszeugnis*',
  '=zeugnis',
  'qualifiziert* ~2 zeugnis|arbeitszeugnis|dienstzeugnis',
]

export const SIMPLE_TITLES: Patterns = [
  'arbeitsbestätigung',
  'einfach* ~2 zeugnis|arbeitszeugnis|dienstzeugnis',
  'beschäftigungsbestätigung',
  'beschäftigungsnachweis',
  'arbeitgeberbestätigung',
]

export const EMPLOYMENT_STATEMENTS: Patterns = [
  '=vom ~8 =bis ~12 =tätig|=beschäftigt|=angestellt|=als',
  '=seit ~6 =tätig|=beschäftigt|=angestellt',
  '=trat ~8 =ein|=in',
  '=eintritt|eintrittsdatum',
  '=geboren',
  '=geb',
  '=in =unserem =unternehmen|=hause|=haus|=betrieb|=team|=unternehmen|=büro|=geschäft',
  '=bei =uns',
  '=in =unserer =firma|=kanzlei|=praxis|=filiale|=abteilung|=niederlassung',
  'arbeitsverhältnis|dienstverhältnis|anstellungsverhältnis',
  '=zu =ihren|=seinen =aufgaben',
  'aufgabengebiet|tätigkeitsbereich|aufgabenbereich|verantwortungsbereich',
]

/** Each distinct match counts against the text being a reference letter. */
export const NOT_A_LETTER: Patterns = [
  'lebenslauf',
  'curriculum vitae',
  'persönliche daten',
  'berufserfahrung',
  'sprachkenntnisse',
  'edv ~2 kenntnisse',
  '=it ~2 kenntnisse',
  'hobbys|hobbies|interessen =und =hobbys',
  'schulbildung',
  'familienstand',
  'staatsangehörigkeit',
  'wir suchen',
  'ihr profil',
  'ihre aufgaben',
  'wir bieten',
  'bewerben sie sich',
  'ihre bewerbung',
  'stellenangebot|stellenanzeige|stellenausschreibung',
  '=m =w =d',
  'hiermit bewerbe',
  'bewerbe ich mich',
  'meine bewerbung',
  'vorstellungsgespräch',
  'zutaten',
  'zubereitung',
  'esslöffel',
  'teelöffel',
  'backofen',
  '=prise',
  'vorheizen',
  '=gramm',
  'mietvertrag',
  '=vermieter|=mieter',
  'rechnungsnummer',
  'rechnungsbetrag',
]

// Frequent function words; their share tells German text from English and other languages.
export const GERMAN_FUNCTION_WORDS = new Set(
  'der die das und ist war hat mit fuer von zu den dem des sich sein seine seinen seiner ihr ihre ihren ihrer er sie wir unser unsere unserer unseren nicht auch als bei im in auf einer eine einen ein stets sehr wurde wurden hat haben'.split(
    ' ',
  ),
)
export const ENGLISH_FUNCTION_WORDS = new Set(
  'the and to of a in is was for with on that this we you your our are be as it at by from have has he she his her would will'.split(
    ' ',
  ),
)
export const FIRST_PERSON_WORDS = new Set([
  'ich',
  'mich',
  'mir',
  'mein',
  'meine',
  'meinen',
  'meiner',
  'meinem',
])
