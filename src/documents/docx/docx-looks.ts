import type { TemplateId } from '#shared/catalogue'
import { TEMPLATE_COMPONENTS } from '../cv/templates'

// The design family of each template in Word: the template's own typefaces (Word substitutes a
// close face where one is not installed), its heading style and which theme colour the headings
// take, and whether it is a single column or a sidebar layout (a borderless two-column table).

export interface DocxLook {
  /** Section headings in capitals (the templates' uppercase headings). */
  headingCaps: boolean
  headingColor: 'primary' | 'ink'
  /** A rule under each section heading. */
  rule: boolean
  /** 'sidebar': skills, languages and certificates in a side column beside the main one. */
  layout: 'single' | 'sidebar'
  sidebarSide?: 'left' | 'right'
  photo: boolean
  /** Dated entries as two columns, the dates on the left (a borderless table), like the PDF. */
  datesColumn?: boolean
  /** A single column in the PDF template's own section order, facts included (not main, then facts). */
  templateOrder?: readonly string[]
}

const firstFamily = (declaration: string | undefined): string | undefined =>
  declaration?.split(',')[0]?.trim().replace(/^['"]|['"]$/g, '')

/** The template's body and heading typefaces, read from its stylesheet (one home for them). */
export function templateFonts(templateId: TemplateId): { body: string; heading: string } {
  const css = TEMPLATE_COMPONENTS[templateId].css
  const body = firstFamily(/(?:^|\n)body\s*\{[^}]*?font-family:\s*([^;}]+)/.exec(css)?.[1]) ?? 'Calibri'
  const heading = firstFamily(/\.cv-h\s*\{[^}]*?font-family:\s*([^;}]+)/.exec(css)?.[1]) ?? body
  return { body, heading }
}

export const DOCX_LOOKS: Record<TemplateId, DocxLook> = {
  'modern-grid': { headingCaps: true, headingColor: 'ink', rule: false, layout: 'sidebar', sidebarSide: 'right', photo: true },
  'executive-modern': { headingCaps: false, headingColor: 'ink', rule: true, layout: 'single', photo: true },
  'ats-simple': { headingCaps: true, headingColor: 'ink', rule: true, layout: 'single', photo: false },
  'sidebar-elegant': { headingCaps: false, headingColor: 'ink', rule: false, layout: 'sidebar', sidebarSide: 'left', photo: true },
  'creative-banner': { headingCaps: true, headingColor: 'ink', rule: false, layout: 'sidebar', sidebarSide: 'right', photo: true },
  timeline: { headingCaps: false, headingColor: 'ink', rule: false, layout: 'single', photo: true },
  'technical-matrix': { headingCaps: true, headingColor: 'primary', rule: false, layout: 'single', photo: true },
  'jsonresume-stackoverflow': { headingCaps: true, headingColor: 'primary', rule: true, layout: 'single', photo: true },
  'jsonresume-flat': { headingCaps: false, headingColor: 'primary', rule: true, layout: 'single', photo: true },
  'jsonresume-kendall': { headingCaps: true, headingColor: 'primary', rule: false, layout: 'sidebar', sidebarSide: 'right', photo: true },
  'jsonresume-paper': { headingCaps: false, headingColor: 'ink', rule: true, layout: 'single', photo: true },
  // Like its PDF (issue 30, point 12): dates in a column of their own, Kenntnisse before Interessen.
  'dach-lebenslauf': {
    headingCaps: false,
    headingColor: 'ink',
    rule: true,
    layout: 'single',
    photo: true,
    datesColumn: true,
    templateOrder: ['profile', 'experience', 'education', 'skills', 'languages', 'certifications', 'projects', 'extras', 'interests'],
  },
}
