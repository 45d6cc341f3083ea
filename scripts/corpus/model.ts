// What one CV of the producers' corpus says, independent of the tool that prints it. The content
// files (content/*.ts) fill these types by hand; a renderer prints a CV in one producer's layout;
// expected.ts turns the same content into what a careful person would type into the builder.

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl' | 'pl'
export type Level = '' | 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native'

/** "YYYY-MM"; '' for an open end. */
export type Month = string

export type Job = {
  title: string
  company: string
  location: string
  start: Month
  end: Month
  bullets: string[]
}

export type School = {
  degree: string
  field: string
  institution: string
  location: string
  start: Month
  end: Month
  /** As printed, e.g. "1,6" or "110/110". */
  grade?: string
}

export type Language = {
  name: string
  level: Level
  /** How the CV says the level ("Muttersprache", "C1", "fließend"). */
  text: string
  /** Europass self-assessment cells: listening, reading, spoken interaction, spoken production, writing. */
  grid?: [string, string, string, string, string]
}

export type Reference = { name: string; role: string; company: string; email: string; phone: string }

export type Headings = {
  profile: string
  experience: string
  education: string
  skills: string
  languages: string
  personal?: string
  certifications?: string
  interests?: string
  references?: string
  contact?: string
}

export type Cv = {
  id: string
  lang: Lang
  /** Chosen before any parser result was seen; about one third of the corpus. */
  set: 'tuning' | 'holdout'
  firstName: string
  lastName: string
  /** Printed under the name; absent when the CV has no headline. */
  headline?: string
  /** Absent when the CV gives no e-mail of the person's own. */
  email?: string
  phone: string
  street?: string
  postcode?: string
  city: string
  country?: string
  birth?: { date: string; place?: string }
  nationality?: string
  links?: string[]
  summary?: string
  headings: Headings
  experience: Job[]
  education: School[]
  skills: Array<{ category: string; items: string[] }>
  languages: Language[]
  certifications?: Array<{ name: string; issuer: string; date: string }>
  interests?: string[]
  references?: Reference[]
  /** The place and date line above the signature, e.g. { place: 'Rostock', date: '12.03.2025' }. */
  signature?: { place: string; date: string }
  /** How dates and the open end are written in this CV. */
  present: string
  renders: Render[]
}

export type DateStyle =
  | 'MM/YYYY'
  | 'MM.YYYY'
  | 'Mon YYYY'
  | 'Month YYYY'
  | 'YYYY'
  /** "3 - 4/2014" when both ends share a year, "10/2019 – 02/20" otherwise. */
  | 'short'

export type Producer = 'pdflatex' | 'xelatex' | 'typst' | 'libreoffice' | 'chromium'

export type Layout =
  | 'moderncv-classic'
  | 'moderncv-casual'
  | 'moderncv-banking'
  | 'moderncv-oldstyle'
  | 'moderncv-fancy'
  | 'europasscv'
  | 'altacv-like'
  | 'deedy-like'
  | 'awesome-like'
  | 'article-numbered'
  | 'typst-grid'
  | 'typst-rendercv'
  | 'writer-labels'
  | 'writer-tabs'
  | 'writer-header-footer'
  | 'writer-textbox'
  | 'writer-table'
  | 'web-sidebar-right'
  | 'web-grid'
  | 'web-icons'

export type Render = {
  layout: Layout
  dates: DateStyle
  /** LaTeX only: which engine and font encoding (OT1 keeps accents as separate marks). */
  engine?: 'pdflatex' | 'xelatex'
  fontenc?: 'OT1' | 'T1'
  /** Section numbers: "2 Opleiding", "II. Formación", "3.1 Berufserfahrung". */
  numbering?: 'arabic' | 'roman' | 'decimal'
  /** LibreOffice layouts: which files to write. */
  formats?: Array<'docx' | 'pdf'>
  /** A "[Foto]" placeholder line where the photo would go. */
  photoPlaceholder?: boolean
}
