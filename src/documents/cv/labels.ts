import type { CvLanguage, CvSkillItem } from '#shared/cv/cv.schema'
import type { CvSection } from '#shared/cv/sections'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'

// Words printed on a CV in its own language (not the interface language). Terms follow what
// recruiters in each market expect to read: "Berufserfahrung", "Formation", "Języki obce"…

export type SectionKey = CvSection

type SkillLevel = Exclude<CvSkillItem['level'], ''>
type LanguageLevel = Exclude<CvLanguage['level'], ''>

export interface CvLabels {
  sections: Record<SectionKey, string>
  present: string
  email: string
  phone: string
  location: string
  /** The label of the contact line when it holds the street too ("Anschrift"). */
  address: string
  nationality: string
  dateOfBirth: string
  placeOfBirth: string
  maritalStatus: string
  /** The word above a CV ("Lebenslauf"), printed when the user asks for it. */
  cvHeading: string
  /** Continuation-page footer: "Seite" 2 "von" 3. */
  page: string
  pageOf: string
  signature: string
  /** A US-style grade point average ("3.8", "3.7/4.0"). */
  gpa: string
  /** Any other grade, in the words of the CV's language. */
  grade: string
  /** A German grade ("1,8"): the label Germany uses, never "GPA" (issue 30, point 6). */
  germanGrade: string
  /** The trial's watermark, in the CV's language. */
  trialMark: string
  technologies: string
  /** "References available on request", printed under the references heading. */
  referencesOnRequest: string
  skillLevels: Record<SkillLevel, string>
  languageLevels: Record<LanguageLevel, string>
}

const EN: CvLabels = {
  sections: {
    profile: 'Profile',
    experience: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    certifications: 'Certifications',
    projects: 'Projects',
    links: 'Links',
    contact: 'Contact',
    personal: 'Personal Details',
    interests: 'Interests',
    awards: 'Awards',
    publications: 'Publications',
    volunteering: 'Volunteering',
    courses: 'Courses & Training',
    references: 'References',
  },
  present: 'Present',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  address: 'Address',
  nationality: 'Nationality',
  dateOfBirth: 'Date of birth',
  placeOfBirth: 'Place of birth',
  maritalStatus: 'Marital status',
  cvHeading: 'Curriculum Vitae',
  page: 'Page',
  pageOf: 'of',
  signature: 'Signature',
  gpa: 'GPA',
  grade: 'Grade',
  germanGrade: 'Final grade (German scale)',
  trialMark: 'Created with ApplyKit — Trial',
  technologies: 'Technologies',
  referencesOnRequest: 'Available on request',
  skillLevels: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced', expert: 'Expert' },
  languageLevels: {
    A1: 'Beginner',
    A2: 'Elementary',
    B1: 'Intermediate',
    B2: 'Upper intermediate',
    C1: 'Advanced',
    C2: 'Mastery',
    native: 'Native speaker',
  },
}

export const CV_LABELS: Record<Locale, CvLabels> = {
  en: EN,
  de: {
    sections: {
      profile: 'Profil',
      experience: 'Berufserfahrung',
      education: 'Ausbildung',
      skills: 'Kenntnisse',
      languages: 'Sprachen',
      certifications: 'Zertifikate',
      projects: 'Projekte',
      links: 'Links',
      contact: 'Kontakt',
      personal: 'Persönliche Daten',
      interests: 'Interessen',
      awards: 'Auszeichnungen',
      publications: 'Publikationen',
      volunteering: 'Ehrenamtliches Engagement',
      courses: 'Weiterbildung',
      references: 'Referenzen',
    },
    present: 'heute',
    email: 'E-Mail',
    phone: 'Telefon',
    location: 'Wohnort',
    address: 'Anschrift',
    nationality: 'Staatsangehörigkeit',
    dateOfBirth: 'Geburtsdatum',
    placeOfBirth: 'Geburtsort',
    maritalStatus: 'Familienstand',
    cvHeading: 'Lebenslauf',
    page: 'Seite',
    pageOf: 'von',
    signature: 'Unterschrift',
    gpa: 'Abschlussnote',
    grade: 'Note',
    germanGrade: 'Abschlussnote',
    trialMark: 'Erstellt mit ApplyKit — Testversion',
    technologies: 'Technologien',
    referencesOnRequest: 'Auf Anfrage',
    skillLevels: {
      beginner: 'Grundkenntnisse',
      intermediate: 'Gute Kenntnisse',
      advanced: 'Sehr gute Kenntnisse',
      expert: 'Expertenwissen',
    },
    languageLevels: {
      A1: 'Anfängerkenntnisse',
      A2: 'Grundkenntnisse',
      B1: 'Erweiterte Grundkenntnisse',
      B2: 'Gute Kenntnisse',
      C1: 'Fließend',
      C2: 'Ausgezeichnete Kenntnisse',
      native: 'Muttersprache',
    },
  },
  fr: {
    sections: {
      profile: 'Profil',
      experience: 'Expérience professionnelle',
      education: 'Formation',
      skills: 'Compétences',
      languages: 'Langues',
      certifications: 'Certifications',
      projects: 'Projets',
      links: 'Liens',
      contact: 'Contact',
      personal: 'Informations personnelles',
      interests: 'Centres d’intérêt',
      awards: 'Prix et distinctions',
      publications: 'Publications',
      volunteering: 'Bénévolat',
      courses: 'Formation continue',
      references: 'Références',
    },
    present: 'aujourd’hui',
    email: 'E-mail',
    phone: 'Téléphone',
    location: 'Adresse',
    address: 'Adresse',
    nationality: 'Nationalité',
    dateOfBirth: 'Date de naissance',
    placeOfBirth: 'Lieu de naissance',
    maritalStatus: 'Situation familiale',
    cvHeading: 'Curriculum vitæ',
    page: 'Page',
    pageOf: 'sur',
    signature: 'Signature',
    gpa: 'Moyenne',
    grade: 'Note',
    germanGrade: 'Note finale (échelle allemande)',
    trialMark: 'Créé avec ApplyKit — version d’essai',
    technologies: 'Technologies',
    referencesOnRequest: 'Disponibles sur demande',
    skillLevels: {
      beginner: 'Débutant',
      intermediate: 'Intermédiaire',
      advanced: 'Avancé',
      expert: 'Expert',
    },
    languageLevels: {
      A1: 'Débutant',
      A2: 'Élémentaire',
      B1: 'Intermédiaire',
      B2: 'Intermédiaire avancé',
      C1: 'Avancé',
      C2: 'Maîtrise complète',
      native: 'Langue maternelle',
    },
  },
  es: {
    sections: {
      profile: 'Perfil profesional',
      experience: 'Experiencia profesional',
      education: 'Formación académica',
      skills: 'Competencias',
      languages: 'Idiomas',
      certifications: 'Certificaciones',
      projects: 'Proyectos',
      links: 'Enlaces',
      contact: 'Contacto',
      personal: 'Datos personales',
      interests: 'Intereses',
      awards: 'Premios',
      publications: 'Publicaciones',
      volunteering: 'Voluntariado',
      courses: 'Formación complementaria',
      references: 'Referencias',
    },
    present: 'actualidad',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    location: 'Ubicación',
    address: 'Dirección',
    nationality: 'Nacionalidad',
    dateOfBirth: 'Fecha de nacimiento',
    placeOfBirth: 'Lugar de nacimiento',
    maritalStatus: 'Estado civil',
    cvHeading: 'Currículum vítae',
    page: 'Página',
    pageOf: 'de',
    signature: 'Firma',
    gpa: 'Nota media',
    grade: 'Nota',
    germanGrade: 'Nota final (escala alemana)',
    trialMark: 'Creado con ApplyKit — versión de prueba',
    technologies: 'Tecnologías',
    referencesOnRequest: 'Disponibles a petición',
    skillLevels: { beginner: 'Básico', intermediate: 'Intermedio', advanced: 'Avanzado', expert: 'Experto' },
    languageLevels: {
      A1: 'Principiante',
      A2: 'Básico',
      B1: 'Intermedio',
      B2: 'Intermedio alto',
      C1: 'Avanzado',
      C2: 'Maestría',
      native: 'Lengua materna',
    },
  },
  it: {
    sections: {
      profile: 'Profilo',
      experience: 'Esperienza professionale',
      education: 'Istruzione e formazione',
      skills: 'Competenze',
      languages: 'Lingue',
      certifications: 'Certificazioni',
      projects: 'Progetti',
      links: 'Link',
      contact: 'Contatti',
      personal: 'Dati personali',
      interests: 'Interessi',
      awards: 'Premi e riconoscimenti',
      publications: 'Pubblicazioni',
      volunteering: 'Volontariato',
      courses: 'Corsi di formazione',
      references: 'Referenze',
    },
    present: 'oggi',
    email: 'E-mail',
    phone: 'Telefono',
    location: 'Residenza',
    address: 'Indirizzo',
    nationality: 'Nazionalità',
    dateOfBirth: 'Data di nascita',
    placeOfBirth: 'Luogo di nascita',
    maritalStatus: 'Stato civile',
    cvHeading: 'Curriculum vitae',
    page: 'Pagina',
    pageOf: 'di',
    signature: 'Firma',
    gpa: 'Voto finale',
    grade: 'Voto',
    germanGrade: 'Voto finale (scala tedesca)',
    trialMark: 'Creato con ApplyKit — versione di prova',
    technologies: 'Tecnologie',
    referencesOnRequest: 'Disponibili su richiesta',
    skillLevels: { beginner: 'Base', intermediate: 'Intermedio', advanced: 'Avanzato', expert: 'Esperto' },
    languageLevels: {
      A1: 'Principiante',
      A2: 'Elementare',
      B1: 'Intermedio',
      B2: 'Intermedio superiore',
      C1: 'Avanzato',
      C2: 'Livello di padronanza',
      native: 'Madrelingua',
    },
  },
  pt: {
    sections: {
      profile: 'Perfil',
      experience: 'Experiência profissional',
      education: 'Formação académica',
      skills: 'Competências',
      languages: 'Línguas',
      certifications: 'Certificações',
      projects: 'Projetos',
      links: 'Ligações',
      contact: 'Contacto',
      personal: 'Dados pessoais',
      interests: 'Interesses',
      awards: 'Prémios',
      publications: 'Publicações',
      volunteering: 'Voluntariado',
      courses: 'Formação complementar',
      references: 'Referências',
    },
    present: 'presente',
    email: 'E-mail',
    phone: 'Telefone',
    location: 'Localidade',
    address: 'Morada',
    nationality: 'Nacionalidade',
    dateOfBirth: 'Data de nascimento',
    placeOfBirth: 'Local de nascimento',
    maritalStatus: 'Estado civil',
    cvHeading: 'Curriculum vitae',
    page: 'Página',
    pageOf: 'de',
    signature: 'Assinatura',
    gpa: 'Média final',
    grade: 'Nota',
    germanGrade: 'Nota final (escala alemã)',
    trialMark: 'Criado com ApplyKit — versão de teste',
    technologies: 'Tecnologias',
    referencesOnRequest: 'Disponíveis mediante pedido',
    skillLevels: {
      beginner: 'Básico',
      intermediate: 'Intermédio',
      advanced: 'Avançado',
      expert: 'Especialista',
    },
    languageLevels: {
      A1: 'Iniciação',
      A2: 'Elementar',
      B1: 'Intermédio',
      B2: 'Intermédio avançado',
      C1: 'Avançado',
      C2: 'Proficiente',
      native: 'Língua materna',
    },
  },
  nl: {
    sections: {
      profile: 'Profiel',
      experience: 'Werkervaring',
      education: 'Opleiding',
      skills: 'Vaardigheden',
      languages: 'Talen',
      certifications: 'Certificeringen',
      projects: 'Projecten',
      links: 'Links',
      contact: 'Contact',
      personal: 'Persoonlijke gegevens',
      interests: 'Interesses',
      awards: 'Prijzen en onderscheidingen',
      publications: 'Publicaties',
      volunteering: 'Vrijwilligerswerk',
      courses: 'Cursussen en trainingen',
      references: 'Referenties',
    },
    present: 'heden',
    email: 'E-mail',
    phone: 'Telefoon',
    location: 'Woonplaats',
    address: 'Adres',
    nationality: 'Nationaliteit',
    dateOfBirth: 'Geboortedatum',
    placeOfBirth: 'Geboorteplaats',
    maritalStatus: 'Burgerlijke staat',
    cvHeading: 'Curriculum vitae',
    page: 'Pagina',
    pageOf: 'van',
    signature: 'Handtekening',
    gpa: 'Gemiddeld cijfer',
    grade: 'Cijfer',
    germanGrade: 'Eindcijfer (Duitse schaal)',
    trialMark: 'Gemaakt met ApplyKit — proefversie',
    technologies: 'Technologieën',
    referencesOnRequest: 'Op aanvraag beschikbaar',
    skillLevels: { beginner: 'Basis', intermediate: 'Gemiddeld', advanced: 'Gevorderd', expert: 'Expert' },
    languageLevels: {
      A1: 'Beginner',
      A2: 'Basis',
      B1: 'Redelijk',
      B2: 'Goed',
      C1: 'Zeer goed',
      C2: 'Uitstekend',
      native: 'Moedertaal',
    },
  },
  pl: {
    sections: {
      profile: 'Profil zawodowy',
      experience: 'Doświadczenie zawodowe',
      education: 'Wykształcenie',
      skills: 'Umiejętności',
      languages: 'Języki obce',
      certifications: 'Certyfikaty',
      projects: 'Projekty',
      links: 'Linki',
      contact: 'Kontakt',
      personal: 'Dane osobowe',
      interests: 'Zainteresowania',
      awards: 'Nagrody i wyróżnienia',
      publications: 'Publikacje',
      volunteering: 'Wolontariat',
      courses: 'Kursy i szkolenia',
      references: 'Referencje',
    },
    present: 'obecnie',
    email: 'E-mail',
    phone: 'Telefon',
    location: 'Miejsce zamieszkania',
    address: 'Adres',
    nationality: 'Obywatelstwo',
    dateOfBirth: 'Data urodzenia',
    placeOfBirth: 'Miejsce urodzenia',
    maritalStatus: 'Stan cywilny',
    cvHeading: 'Życiorys',
    page: 'Strona',
    pageOf: 'z',
    signature: 'Podpis',
    gpa: 'Średnia ocen',
    grade: 'Ocena',
    germanGrade: 'Ocena końcowa (skala niemiecka)',
    trialMark: 'Utworzono w ApplyKit — wersja próbna',
    technologies: 'Technologie',
    referencesOnRequest: 'Dostępne na życzenie',
    skillLevels: {
      beginner: 'Podstawowy',
      intermediate: 'Średniozaawansowany',
      advanced: 'Zaawansowany',
      expert: 'Ekspert',
    },
    languageLevels: {
      A1: 'Początkujący',
      A2: 'Podstawowy',
      B1: 'Średniozaawansowany',
      B2: 'Wyższy średniozaawansowany',
      C1: 'Zaawansowany',
      C2: 'Poziom biegłości',
      native: 'Język ojczysty',
    },
  },
}

export function getCvLabels(locale: Locale): CvLabels {
  return CV_LABELS[locale]
}

/** "Expert" for a skill level; '' when the CV does not say. */
export function skillLevelName(level: CvSkillItem['level'], labels: CvLabels): string {
  return level === '' ? '' : labels.skillLevels[level]
}

/** Share of a full meter (0 when the level is not given). */
export function skillLevelRatio(level: CvSkillItem['level']): number {
  return { '': 0, beginner: 0.25, intermediate: 0.5, advanced: 0.75, expert: 1 }[level]
}

/** "C1 · Fließend", "Muttersprache"; '' when the CV does not say. */
export function languageLevelName(level: CvLanguage['level'], labels: CvLabels): string {
  if (level === '') return ''
  if (level === 'native') return labels.languageLevels.native
  return `${level} · ${labels.languageLevels[level]}`
}

export function languageLevelRatio(level: CvLanguage['level']): number {
  const ratios: Record<CvLanguage['level'], number> = {
    '': 0,
    A1: 1 / 6,
    A2: 2 / 6,
    B1: 3 / 6,
    B2: 4 / 6,
    C1: 5 / 6,
    C2: 1,
    native: 1,
  }
  return ratios[level]
}

// "short": Mar 2021 · "long": March 2021 · "numeric": 03/2021 (the ATS-safe form, docs/spec/domain/ats.md §3.2).
export type DateStyle = 'short' | 'long' | 'numeric'

// How each market writes month dates on a CV: German CVs "03/2019 – heute", French ones
// "mars 2019 – aujourd'hui". A template that asks for numeric dates (the ATS-safe form) keeps
// them in every language; otherwise the language's convention wins over the template's look.
export const CV_DATE_STYLES: Record<Locale, DateStyle> = {
  en: 'short',
  de: 'numeric',
  fr: 'long',
  es: 'short',
  it: 'short',
  pt: 'numeric',
  nl: 'short',
  pl: 'numeric',
}

export function dateStyleFor(locale: Locale, templateStyle: DateStyle): DateStyle {
  return templateStyle === 'numeric' ? 'numeric' : CV_DATE_STYLES[locale]
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function monthFormatter(locale: Locale, style: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    // UTC so that the first of a month never slides into the previous one.
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      year: 'numeric',
      month: style,
      timeZone: 'UTC',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

const YEAR_MONTH = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/
const YEAR = /^\d{4}$/

/** A stored date ("YYYY-MM", "YYYY") in the CV's language; anything else is printed as written. */
export function formatCvDate(value: string, locale: Locale, style: DateStyle = 'short'): string {
  const text = value.trim()
  if (YEAR.test(text)) return text
  const match = YEAR_MONTH.exec(text)
  if (!match) return text
  const year = Number(match[1])
  const month = Number(match[2])
  if (month < 1 || month > 12) return text
  if (style === 'numeric') return `${String(month).padStart(2, '0')}/${year}`
  return monthFormatter(locale, style).format(new Date(Date.UTC(year, month - 1, 1)))
}

const dayFormatters = new Map<Locale, Intl.DateTimeFormat>()
const YEAR_MONTH_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/

/** A day ("1988-04-12") the way the CV's language writes it: 12.04.1988, 12/04/1988, 12-04-1988. */
export function formatCvDay(value: string, locale: Locale): string {
  const text = value.trim()
  const match = YEAR_MONTH_DAY.exec(text)
  if (!match) return text
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  if (date.getUTCMonth() !== Number(match[2]) - 1) return text
  let formatter = dayFormatters.get(locale)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    })
    dayFormatters.set(locale, formatter)
  }
  return formatter.format(date)
}

/** "Mar 2021 – Present"; a single date when only one is known; '' when none. */
export function formatDateRange(
  range: { startDate: string; endDate: string; current?: boolean },
  locale: Locale,
  labels: CvLabels,
  style: DateStyle = 'short',
): string {
  const start = formatCvDate(range.startDate, locale, style)
  const end = range.current ? labels.present : formatCvDate(range.endDate, locale, style)
  if (start && end) return start === end ? start : `${start} – ${end}`
  return start || end
}

/** The label a grade is printed with: the grading system's own (a German 1,0–5,0 is no GPA). */
export function gradeLabel(grade: string, labels: CvLabels): string {
  const value = grade.trim()
  if (/^[1-5],\d{1,2}$/.test(value) || /^(sehr gut|gut|befriedigend|ausreichend)\b/i.test(value)) return labels.germanGrade
  if (/^[0-4]\.\d{1,2}(\s*\/\s*4(\.0{1,2})?)?$/.test(value) || /\bGPA\b/i.test(value)) return labels.gpa
  return labels.grade
}

/**
 * A skill group named just "Skills" (what an import calls skills it found without a heading) repeats
 * the section's heading — and in English on a German CV ("Skills:"): it is printed without a name.
 */
export function isGenericSkillsCategory(category: string): boolean {
  const name = category.trim().toLowerCase()
  return name === 'skills' || Object.values(CV_LABELS).some((labels) => labels.sections.skills.toLowerCase() === name)
}
