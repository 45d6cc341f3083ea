import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { richCv } from '#tests/fixtures/sample-cvs'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

// Issue 30, point 4: under automatic fitting one skills row sat alone on page 2, without its heading.
// The CV grows a line at a time so that the skills section meets the page's end at every offset.

async function pageTexts(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await pdf.destroy()
  return pages
}

describe('page breaks', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('never leaves skill rows on a page without the section heading above them', { timeout: 240_000 }, async () => {
    const skills = ['Alphaskill', 'Betaskill', 'Gammaskill', 'Deltaskill'].map((name, index) => ({
      category: `Gruppe${index + 1}`,
      items: [{ name }, { name: `${name}Zwei` }],
    }))
    let straddled = 0
    let offsets = 0
    // From one page with room to spare until the skills have moved wholly to page 2.
    for (let filler = 20; filler <= 80; filler += 1) {
      const cv = {
        ...richCv,
        summary: '',
        experience: [{ ...richCv.experience[0], bullets: Array.from({ length: filler }, (_, i) => `Aufgabe Nummer ${i + 1} erledigt`) }],
        education: [],
        projects: [],
        certifications: [],
        languages: [],
        skills,
        layout: { density: 0 },
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/cv/render-preview',
        payload: { templateId: 'ats-simple', cvData: cv, theme: 'blue', language: 'en' },
      })
      expect(res.statusCode).toBe(200)
      const pages = await pageTexts(res.rawPayload)
      const withSkills = pages.map((page, index) => ({ index, page })).filter(({ page }) => /Alphaskill|Deltaskill/.test(page))
      if (withSkills.length === 0) continue
      const first = withSkills[0]!
      expect(first.page, `${filler} bullets: the skills start on a page with their heading`).toMatch(/skills/i)
      if (withSkills.length > 1) straddled += 1
      if (first.index > 0) break
      offsets += 1
    }
    expect(offsets, 'the skills met the end of page 1 at several offsets').toBeGreaterThan(3)
    expect(straddled, 'the four short skill rows are kept together').toBe(0)
  })
})
