import { z } from 'zod'
import { LocaleSchema } from '#shared/i18n/locale-schema'
import { FONT_SIZE_PT, LINE_HEIGHT, PAGE_MARGINS, TYPE_FONTS } from './type-settings'
import { SECTION_COLUMNS } from './section-columns'

// The builder form of a CV (docs/spec/1-screens.md §3 "CV data (builder form)"). This is the stored shape;
// the "stored form" and the parse response are produced from it by the mappers in this folder.
// Dates are "YYYY-MM" or "YYYY" (or empty); `current` marks an open end.

const text = (max: number) => z.string().max(max)
const id = z.string().min(1).max(64)

/** The grade field holds a grade ("1,7", "3.9/4.0", "magna cum laude"), not a sentence. */
export const GRADE_MAX_LENGTH = 40

export const CV_LIMITS = {
  shortText: 200,
  longText: 10_000,
  entries: 60,
  bullets: 60,
  items: 200,
  photoDataUrlChars: 1_500_000,
  // A birth date with its place, as German CVs write it: "14.06.1989 in Rostock".
  birth: 60,
  // A street line with its house number and any addition ("Musterstraße 12, Hinterhaus 3. OG").
  address: 160,
} as const

export const LINK_KINDS = ['linkedin', 'github', 'website', 'xing', 'other'] as const
export const CvLink = z.object({
  id,
  kind: z.enum(LINK_KINDS),
  label: text(CV_LIMITS.shortText),
  url: text(2_000),
})
export type CvLink = z.infer<typeof CvLink>

export const CvPersonal = z.object({
  fullName: text(CV_LIMITS.shortText),
  title: text(CV_LIMITS.shortText),
  email: text(254),
  phone: text(60),
  location: text(CV_LIMITS.shortText),
  // The street line of the postal address ("Musterstraße 12"); the postal code and town stay in
  // `location`. Optional like the Europass fields below: CVs saved before it load unchanged.
  address: text(CV_LIMITS.address).optional(),
  links: z.array(CvLink).max(20),
  // A data URL (image/jpeg or image/png), resized in the browser before it is sent.
  photo: text(CV_LIMITS.photoDataUrlChars),
  // Europass-style optional fields: never required.
  nationality: text(CV_LIMITS.shortText).optional(),
  // "YYYY-MM-DD" (printed in the CV language: 12.04.1988) or free text as the user wrote it (an import may keep "14.06.1989 in Rostock").
  dateOfBirth: text(CV_LIMITS.birth).optional(),
  placeOfBirth: text(CV_LIMITS.shortText).optional(),
  // Free text ("verheiratet, zwei Kinder"); DACH CVs sometimes carry it, nothing asks for it.
  maritalStatus: text(CV_LIMITS.shortText).optional(),
})
export type CvPersonal = z.infer<typeof CvPersonal>

export const CvExperience = z.object({
  id,
  title: text(CV_LIMITS.shortText),
  company: text(CV_LIMITS.shortText),
  location: text(CV_LIMITS.shortText),
  startDate: text(20),
  endDate: text(20),
  current: z.boolean(),
  bullets: z.array(text(2_000)).max(CV_LIMITS.bullets),
  description: text(CV_LIMITS.longText),
})
export type CvExperience = z.infer<typeof CvExperience>

export const CvEducation = z.object({
  id,
  degree: text(CV_LIMITS.shortText),
  institution: text(CV_LIMITS.shortText),
  field: text(CV_LIMITS.shortText),
  location: text(CV_LIMITS.shortText),
  startDate: text(20),
  endDate: text(20),
  gpa: text(GRADE_MAX_LENGTH),
  details: z.array(text(2_000)).max(CV_LIMITS.bullets),
})
export type CvEducation = z.infer<typeof CvEducation>

export const SKILL_LEVELS = ['', 'beginner', 'intermediate', 'advanced', 'expert'] as const
export const CvSkillItem = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  level: z.enum(SKILL_LEVELS),
})
export type CvSkillItem = z.infer<typeof CvSkillItem>

export const CvSkillGroup = z.object({
  id,
  category: text(CV_LIMITS.shortText),
  items: z.array(CvSkillItem).max(CV_LIMITS.items),
})
export type CvSkillGroup = z.infer<typeof CvSkillGroup>

// CEFR levels plus native; '' when the CV does not say.
export const LANGUAGE_LEVELS = ['', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const
export const CvLanguage = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  level: z.enum(LANGUAGE_LEVELS),
})
export type CvLanguage = z.infer<typeof CvLanguage>

export const CvCertification = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  issuer: text(CV_LIMITS.shortText),
  date: text(20),
})
export type CvCertification = z.infer<typeof CvCertification>

export const CvProject = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  description: text(CV_LIMITS.longText),
  startDate: text(20),
  endDate: text(20),
  bullets: z.array(text(2_000)).max(CV_LIMITS.bullets),
  tech: z.array(text(CV_LIMITS.shortText)).max(CV_LIMITS.items),
})
export type CvProject = z.infer<typeof CvProject>

// Interests / hobbies ("Hobbys und Interessen"): a name and optional details ("Klettern" —
// "Sektion München des DAV"). JSON Resume's `interests` carry the details as keywords.
export const CvInterest = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  keywords: z.array(text(CV_LIMITS.shortText)).max(CV_LIMITS.items),
})
export type CvInterest = z.infer<typeof CvInterest>

// Sections people add beyond the core ones (issue 29), all optional in the stored JSON
// (docs/decisions/094). Awards, publications, volunteering and references follow JSON Resume's own
// sections; courses ("Weiterbildung") and custom sections are ApplyKit's and travel in JSON Resume as
// extra top-level keys (docs/decisions/cv-extra-sections.md).
export const CvAward = z.object({
  id,
  title: text(CV_LIMITS.shortText),
  awarder: text(CV_LIMITS.shortText),
  date: text(20),
  summary: text(CV_LIMITS.longText),
})
export type CvAward = z.infer<typeof CvAward>

export const CvPublication = z.object({
  id,
  name: text(CV_LIMITS.shortText * 2),
  publisher: text(CV_LIMITS.shortText),
  date: text(20),
  url: text(2_000),
  summary: text(CV_LIMITS.longText),
})
export type CvPublication = z.infer<typeof CvPublication>

export const CvVolunteer = z.object({
  id,
  role: text(CV_LIMITS.shortText),
  organization: text(CV_LIMITS.shortText),
  location: text(CV_LIMITS.shortText),
  url: text(2_000),
  startDate: text(20),
  endDate: text(20),
  current: z.boolean(),
  summary: text(CV_LIMITS.longText),
  bullets: z.array(text(2_000)).max(CV_LIMITS.bullets),
})
export type CvVolunteer = z.infer<typeof CvVolunteer>

// A referee: name, their position ("Head of IT, Muster AG"), how to reach them, and an optional
// quoted reference (JSON Resume's `reference`).
export const CvReference = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  position: text(CV_LIMITS.shortText),
  contact: text(CV_LIMITS.shortText),
  reference: text(CV_LIMITS.longText),
})
export type CvReference = z.infer<typeof CvReference>

// A course or training ("Weiterbildung"): what, where, when.
export const CvCourse = z.object({
  id,
  name: text(CV_LIMITS.shortText),
  institution: text(CV_LIMITS.shortText),
  startDate: text(20),
  endDate: text(20),
  description: text(CV_LIMITS.longText),
})
export type CvCourse = z.infer<typeof CvCourse>

export const CvCustomEntry = z.object({
  id,
  title: text(CV_LIMITS.shortText),
  subtitle: text(CV_LIMITS.shortText),
  location: text(CV_LIMITS.shortText),
  startDate: text(20),
  endDate: text(20),
  description: text(CV_LIMITS.longText),
  bullets: z.array(text(2_000)).max(CV_LIMITS.bullets),
})
export type CvCustomEntry = z.infer<typeof CvCustomEntry>

export const CUSTOM_SECTIONS_MAX = 10
export const CvCustomSection = z.object({
  id,
  title: text(CV_LIMITS.shortText),
  entries: z.array(CvCustomEntry).max(CV_LIMITS.entries),
})
export type CvCustomSection = z.infer<typeof CvCustomSection>

// The place/date line of a German Lebenslauf ("München, 26.11.2026") with an optional signature.
// `date` is "YYYY-MM-DD"; '' prints the day the document is rendered.
export const CvClosing = z.object({
  place: text(CV_LIMITS.shortText),
  date: text(20),
  // A data URL (image/png or image/jpeg), uploaded or drawn in the browser.
  signature: text(CV_LIMITS.photoDataUrlChars),
})
export type CvClosing = z.infer<typeof CvClosing>

// How dense the printed pages are: 0 is the template as designed; each step up tightens font
// size, line height, margins and section spacing together by 3 %, each step down loosens them,
// always within readable bounds (src/documents/cv/density.ts).
// The sections a user can move and hide (the masthead, contact and closing stay where they are).
export const ORDERABLE_SECTIONS = [
  'profile',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'volunteering',
  'awards',
  'publications',
  'courses',
  'references',
  'interests',
] as const
const SECTION_KEYS_MAX = 40

export const DENSITY_MIN = -4
export const DENSITY_MAX = 4
export const CvLayoutOptions = z.object({
  // Print "Lebenslauf" / "Curriculum Vitae" (in the CV language) above the masthead.
  showCvHeading: z.boolean().optional(),
  // "Fit to N pages": the density is chosen so the CV fills N pages. null/absent: automatic
  // (only when the last page would hold less than a quarter page).
  fitPages: z.number().int().min(1).max(6).nullable().optional(),
  // A density chosen by hand wins over fitting.
  density: z.number().int().min(DENSITY_MIN).max(DENSITY_MAX).nullable().optional(),
  // The order the user gave the sections (keys of ORDERABLE_SECTIONS, or `custom:<id>`); absent:
  // each template's own order. Each template keeps its columns and orders each column by this.
  sectionOrder: z.array(text(80)).max(SECTION_KEYS_MAX).optional(),
  // The paper: A4 or US Letter; absent: by the country of the CV's location (page-size.ts).
  pageSize: z.enum(['a4', 'letter']).optional(),
  // Sections the user hid without deleting them: kept in the CV, left out of every document.
  hiddenSections: z.array(text(80)).max(SECTION_KEYS_MAX).optional(),
  // Page and type (type-settings.ts): absent, each is the template as designed.
  fontFamily: z.enum(TYPE_FONTS).optional(),
  fontSize: z.number().min(FONT_SIZE_PT.min).max(FONT_SIZE_PT.max).multipleOf(FONT_SIZE_PT.step).optional(),
  lineHeight: z.number().min(LINE_HEIGHT.min).max(LINE_HEIGHT.max).optional(),
  margins: z.enum(PAGE_MARGINS).optional(),
  // For sidebar templates: the column the user moved a section to (section key → 'main' | 'sidebar');
  // absent: each template's own columns (section-columns.ts).
  sectionColumns: z
    .record(text(80), z.enum(SECTION_COLUMNS))
    .refine((columns) => Object.keys(columns).length <= SECTION_KEYS_MAX, {
      message: `At most ${SECTION_KEYS_MAX} sections can have a column.`,
    })
    .optional(),
})
export type CvLayoutOptions = z.infer<typeof CvLayoutOptions>

export const CvData = z.object({
  // The language the CV's own text is written in, as detected on import (or a JSON Resume's
  // meta.language). The wizard prints in it by default (else in the interface language); the
  // language the user then chooses is the CV record's `language`.
  language: LocaleSchema.optional(),
  personal: CvPersonal,
  headline: text(CV_LIMITS.shortText),
  summary: text(CV_LIMITS.longText),
  experience: z.array(CvExperience).max(CV_LIMITS.entries),
  education: z.array(CvEducation).max(CV_LIMITS.entries),
  skills: z.array(CvSkillGroup).max(CV_LIMITS.entries),
  languages: z.array(CvLanguage).max(CV_LIMITS.entries),
  certifications: z.array(CvCertification).max(CV_LIMITS.entries),
  projects: z.array(CvProject).max(CV_LIMITS.entries),
  interests: z.array(CvInterest).max(CV_LIMITS.entries).optional(),
  awards: z.array(CvAward).max(CV_LIMITS.entries).optional(),
  publications: z.array(CvPublication).max(CV_LIMITS.entries).optional(),
  volunteering: z.array(CvVolunteer).max(CV_LIMITS.entries).optional(),
  courses: z.array(CvCourse).max(CV_LIMITS.entries).optional(),
  references: z.array(CvReference).max(CV_LIMITS.entries).optional(),
  // "References available on request" printed under the references heading (with or without names).
  referencesOnRequest: z.boolean().optional(),
  customSections: z.array(CvCustomSection).max(CUSTOM_SECTIONS_MAX).optional(),
  closing: CvClosing.optional(),
  layout: CvLayoutOptions.optional(),
})
export type CvData = z.infer<typeof CvData>

export function emptyCv(): CvData {
  return {
    personal: { fullName: '', title: '', email: '', phone: '', location: '', links: [], photo: '' },
    headline: '',
    summary: '',
    experience: [],
    education: [],
    skills: [],
    languages: [],
    certifications: [],
    projects: [],
  }
}

// The "stored form" of docs/spec/1-screens.md §3 (`cvData` of a CV record as the print page and older clients
// read it). Produced from the builder form by `toStoredCv`; endDate '' means Present.
export const StoredCvData = z.object({
  templateId: text(64),
  colorId: text(64),
  personalInfo: z.object({
    fullName: text(CV_LIMITS.shortText),
    title: text(CV_LIMITS.shortText),
    email: text(254),
    phone: text(60),
    location: text(CV_LIMITS.shortText),
    linkedin: text(2_000),
    website: text(2_000),
    summary: text(CV_LIMITS.longText),
  }),
  experience: z
    .array(
      z.object({
        company: text(CV_LIMITS.shortText),
        position: text(CV_LIMITS.shortText),
        startDate: text(20),
        endDate: text(20),
        bullets: z.array(text(2_000)).max(CV_LIMITS.bullets),
      }),
    )
    .max(CV_LIMITS.entries),
  education: z
    .array(
      z.object({
        institution: text(CV_LIMITS.shortText),
        degree: text(CV_LIMITS.shortText),
        field: text(CV_LIMITS.shortText),
        endDate: text(20),
      }),
    )
    .max(CV_LIMITS.entries),
  skills: z.array(text(CV_LIMITS.shortText)).max(CV_LIMITS.entries * CV_LIMITS.items),
})
export type StoredCvData = z.infer<typeof StoredCvData>

// What the cover-letter writer reads from a parse answer (docs/spec/1-screens.md §3 "Parsed CV"): personal
// data reshaped with an address whose city comes from the location; skills as plain names.
export const CoverLetterCv = z.object({
  personalInfo: z.object({
    fullName: text(CV_LIMITS.shortText),
    email: text(254),
    phone: text(60),
    address: z.object({
      street: text(CV_LIMITS.shortText),
      city: text(CV_LIMITS.shortText),
      postalCode: text(20),
    }),
  }),
  experience: z.array(CvExperience).max(CV_LIMITS.entries),
  skills: z.array(text(CV_LIMITS.shortText)).max(CV_LIMITS.entries * CV_LIMITS.items),
  education: z.array(CvEducation).max(CV_LIMITS.entries),
})
export type CoverLetterCv = z.infer<typeof CoverLetterCv>
