import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { richCv } from '#tests/fixtures/sample-cvs'
import { renderCvDocx } from '../docx/render-cv-docx'
import { cvToMarkdown } from './markdown'
import { cvToPlainText } from './plain-text'
import { renderCvHtml } from './render-cv-html'

// Rich text (src/shared/cv/rich-text.ts) in every document: real elements in the templates, runs
// and hyperlinks in Word, plain words in .txt, Markdown kept in .md; never markup from the user.

const richTextCv: CvData = {
  ...richCv,
  summary:
    'I build **reliable payment systems** and *care* about [open source](https://github.com/jdoe).\n- first **point**\n- second point',
  experience: richCv.experience.map((job, index) =>
    index === 0
      ? {
          ...job,
          description: 'Team of *five* <script>alert(1)</script>',
          bullets: [
            'Cut costs by **30 %** across [three teams](https://example.com/teams)',
            '[bad](javascript:alert(1)) stays text',
          ],
        }
      : job,
  ),
}

describe('rich text in the templates', () => {
  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId} prints bold, italic, links and lists as elements, and no user markup`, () => {
      const html = renderCvHtml({
        templateId,
        cv: richTextCv,
        themeId: TEMPLATES[templateId].defaultTheme,
        language: 'en',
      })
      const body = html.slice(html.indexOf('<body'))
      expect(body).toContain('<strong class="cv-rich-strong">reliable payment systems</strong>')
      expect(body).toContain('<em class="cv-rich-em">care</em>')
      expect(body).toContain('<a class="cv-rich-link" href="https://github.com/jdoe">open source</a>')
      expect(body).toContain('<strong class="cv-rich-strong">30 %</strong>')
      expect(body).toContain('href="https://example.com/teams"')
      expect(body).toMatch(
        /<ul class="[^"]*cv-rich-list"><li dir="auto"><span class="cv-rich-item">first <strong class="cv-rich-strong">point<\/strong><\/span><\/li>/,
      )
      expect(body).not.toContain('<script>')
      expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(body).not.toMatch(/href="javascript:/i)
      expect(body).toContain('[bad](javascript:alert(1)) stays text')
      expect(body).not.toContain('**')
      // The real bold and italic faces travel with the document.
      expect(html).toMatch(/font-style:italic;font-weight:400/)
      expect(html).toMatch(/font-style:normal;font-weight:700/)
    })
  }
})

describe('rich text in the exports', () => {
  it('.txt keeps the words and the link addresses, not the marks', () => {
    const text = cvToPlainText(richTextCv, 'en')
    expect(text).toContain(
      'I build reliable payment systems and care about open source (https://github.com/jdoe).',
    )
    expect(text).toContain('- first point')
    expect(text).toContain('- Cut costs by 30 % across three teams (https://example.com/teams)')
    expect(text).not.toContain('**')
  })

  it('.md keeps the marks and escapes everything else', () => {
    const markdown = cvToMarkdown(richTextCv, 'en')
    expect(markdown).toContain(
      'I build **reliable payment systems** and *care* about [open source](https://github.com/jdoe).',
    )
    // One tight list: its items on consecutive lines, the list apart from the paragraph before it.
    expect(markdown).toContain('(https://github.com/jdoe).\n\n- first **point**\n- second point\n')
    expect(markdown).toContain('- Cut costs by **30 %** across [three teams](https://example.com/teams)')
    expect(markdown).toContain('\\<script\\>')
    expect(markdown).toContain('\\[bad\\](javascript:alert(1)) stays text')
  })

  it('Word gets bold and italic runs, hyperlinks and bullets', async () => {
    const docx = await renderCvDocx({
      cv: richTextCv,
      templateId: 'modern-grid',
      themeId: TEMPLATES['modern-grid'].defaultTheme,
      language: 'en',
    })
    const zip = await JSZip.loadAsync(docx)
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? ''
    const rels = (await zip.file('word/_rels/document.xml.rels')?.async('string')) ?? ''
    expect(xml).toMatch(
      /<w:r><w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">reliable payment systems<\/w:t><\/w:r>/,
    )
    expect(xml).toMatch(/<w:i\/><w:iCs\/><\/w:rPr><w:t xml:space="preserve">care<\/w:t>/)
    expect(xml).toMatch(/<w:hyperlink [^>]*r:id="[^"]+"[^>]*>.*?open source/)
    expect(rels).toContain('Target="https://github.com/jdoe"')
    expect(rels).toContain('Target="https://example.com/teams"')
    expect(rels).not.toMatch(/javascript:/i)
    expect(xml).toMatch(/<w:numPr>.*?<\/w:numPr>.*?first /)
    expect(xml).not.toContain('**')
  })
})
