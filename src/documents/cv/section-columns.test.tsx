import { describe, expect, it } from 'vitest'
import JSZip from 'jszip'
import { TEMPLATES, TEMPLATE_IDS, type TemplateId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { CvData as CvDataSchema } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { SIDEBAR_SECTIONS, canChooseColumn, columnOf } from '#shared/cv/section-columns'
import { richCv } from '#tests/fixtures/sample-cvs'
import { renderCvDocx } from '../docx/render-cv-docx'
import { renderCvHtml } from './render-cv-html'

// The column choice of sidebar templates (issue 29): a section the user moves prints in the other
// column of the PDF and of Word; templates without a sidebar ignore it.

const SIDE_CLASS: Partial<Record<TemplateId, string>> = {
  'sidebar-elegant': 'se-side',
  'creative-banner': 'cb-side',
  'modern-grid': 'mg-aside',
  'jsonresume-kendall': 'ke-side',
}

const withColumns = (cv: CvData, columns: Record<string, 'main' | 'sidebar'>): CvData => ({
  ...cv,
  interests: [{ id: 'i1', name: 'Climbing', keywords: [] }],
  layout: { ...cv.layout, sectionColumns: columns },
})

/** The section keys inside the sidebar element of a rendered template. */
function sidebarSections(html: string, className: string): string[] {
  const start = html.indexOf(`<aside class="${className}`)
  if (start < 0) return []
  const end = html.indexOf('</aside>', start)
  return [...html.slice(start, end).matchAll(/data-section="([^"]+)"/g)].map((match) => match[1] ?? '')
}

describe('sidebar column choice', () => {
  for (const [templateId, className] of Object.entries(SIDE_CLASS) as Array<[TemplateId, string]>) {
    it(`${templateId}: the design's sidebar by default, the user's choice when given`, () => {
      const render = (cv: CvData) =>
        renderCvHtml({ templateId, cv, themeId: TEMPLATES[templateId].defaultTheme, language: 'en' })
      const designed = sidebarSections(render(withColumns(richCv, {})), className)
      expect(designed).toEqual(expect.arrayContaining(['skills']))
      expect(designed).not.toContain('interests')
      // The shared table the builder reads names what the template really puts in its sidebar.
      for (const key of designed) expect(SIDEBAR_SECTIONS[templateId], key).toContain(key)

      const moved = sidebarSections(
        render(withColumns(richCv, { skills: 'main', interests: 'sidebar', experience: 'sidebar' })),
        className,
      )
      expect(moved).not.toContain('skills')
      expect(moved).toContain('interests')
      // Long dated prose never moves into the narrow column.
      expect(moved).not.toContain('experience')
    })
  }

  it('templates without a sidebar print as before', () => {
    for (const templateId of TEMPLATE_IDS.filter((id) => !SIDE_CLASS[id])) {
      expect(canChooseColumn(templateId, 'skills')).toBe(false)
      const render = (cv: CvData) =>
        renderCvHtml({
          templateId,
          cv,
          themeId: TEMPLATES[templateId].defaultTheme,
          language: 'en',
          today: new Date('2026-12-01'),
        })
      expect(render(withColumns(richCv, { skills: 'sidebar' }))).toBe(render(withColumns(richCv, {})))
    }
  })

  it('Word moves the section into the other cell of its two-column table', async () => {
    const xmlOf = async (cv: CvData) => {
      const docx = await renderCvDocx({
        cv,
        templateId: 'sidebar-elegant',
        themeId: 'violet',
        language: 'en',
      })
      return (await (await JSZip.loadAsync(docx)).file('word/document.xml')?.async('string')) ?? ''
    }
    const cells = (xml: string) => xml.split('<w:tc>').slice(1)
    const sideCell = (xml: string) => cells(xml).find((cell) => cell.includes('>Skills<')) ?? ''
    const before = await xmlOf(withColumns(richCv, {}))
    const after = await xmlOf(withColumns(richCv, { interests: 'sidebar' }))
    expect(sideCell(before)).not.toContain('Climbing')
    expect(sideCell(after)).toContain('Climbing')
  })

  it('is stored on the CV, validated and kept by normalisation', () => {
    const cv = withColumns(richCv, { interests: 'sidebar', skills: 'main' })
    expect(CvDataSchema.safeParse(cv).success).toBe(true)
    expect(normalizeCv(cv).layout?.sectionColumns).toEqual({ interests: 'sidebar', skills: 'main' })
    expect(
      normalizeCv(withColumns(richCv, { interests: 'left' as 'main', bogus: 'main' })).layout?.sectionColumns,
    ).toBeUndefined()
    expect(CvDataSchema.safeParse(withColumns(richCv, { skills: 'left' as 'main' })).success).toBe(false)
    expect(columnOf('modern-grid', 'education', undefined)).toBe('sidebar')
    expect(columnOf('modern-grid', 'experience', { experience: 'sidebar' })).toBe('main')
  })
})
