import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { previewText, sessionValue } from './builder-support.ts'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

// Issue 29: rich text in the builder (formatting bar, Ctrl+B / Ctrl+I, links) and the column choice
// of a sidebar template, driven with the official JSON Resume example of a senior engineer.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'
const senior = readFileSync(new URL('../fixtures/json-resume/senior-engineer.resume.json', import.meta.url))

type StoredCv = {
  summary: string
  experience: Array<{ bullets: string[] }>
  layout?: { sectionColumns?: Record<string, string> }
}

async function stored(page: Page): Promise<StoredCv> {
  return JSON.parse((await sessionValue(page, 'applykit.cvBuilderData'))!) as StoredCv
}

test.describe('Rich text and columns', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('visitor: bold, italic and a link in the summary, a section moved to the main column', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/cv-builder-v2?new=1')
    await page
      .getByTestId('json-resume-input')
      .setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: senior })
    await expect(page.getByRole('status').getByText('JSON Resume imported')).toBeVisible()
    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByText('Sidebar Elegant').first().click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).last().click()

    const summary = page.getByLabel('Professional summary')
    const toolbar = page.locator('#cv-profile').getByRole('toolbar', { name: 'Text formatting' })
    await expect(toolbar).toBeVisible()
    const original = await summary.inputValue()

    // Ctrl+B on a selection that ends inside a word takes the whole word.
    await summary.evaluate((area: HTMLTextAreaElement) => {
      area.focus()
      area.setSelectionRange(0, 12)
    })
    await page.keyboard.press('Control+b')
    await expect.poll(async () => (await stored(page)).summary).toMatch(/^\*\*Staff engineer\*\* /)

    // The bar's Italic button.
    await summary.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('years')
      area.setSelectionRange(at, at + 'years'.length)
    })
    await toolbar.getByRole('button', { name: 'Italic' }).click()
    await expect.poll(async () => (await stored(page)).summary).toContain('*years*')

    // A link: an unsafe address is refused with a message, a bare domain becomes https://.
    await summary.evaluate((area: HTMLTextAreaElement) => {
      const at = area.value.indexOf('distributed')
      area.focus()
      area.setSelectionRange(at, at + 'distributed'.length)
    })
    await toolbar.getByRole('button', { name: 'Link' }).click()
    const address = page.getByLabel('Link address')
    await address.fill('javascript:alert(1)')
    await address.press('Enter')
    await expect(page.getByText('Enter a web address (https://…) or an e-mail address.')).toBeVisible()
    await address.fill('github.com/jdoe')
    await expectNoSeriousA11yViolations(page)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await toolbar.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/rich-text-editor-${width}.png` })
    }
    await address.press('Enter')
    await expect
      .poll(async () => (await stored(page)).summary)
      .toContain('[distributed](https://github.com/jdoe)')
    await expect(summary).toBeFocused()
    expect((await stored(page)).summary.replace(/\*|\[|\]\(https:\/\/github\.com\/jdoe\)/g, '')).toBe(
      original,
    )

    // Languages from the sidebar to the main column.
    await page.getByRole('button', { name: 'Move Languages to the main column' }).click()
    await expect.poll(async () => (await stored(page)).layout?.sectionColumns).toEqual({ languages: 'main' })
    await expect(page.getByRole('button', { name: 'Move Languages to the sidebar' })).toBeVisible()

    // The preview (the PDF's pages) prints the words, never the marks.
    await page.getByRole('button', { name: 'Next: preview and export' }).first().click()
    await expect.poll(() => previewText(page), { timeout: 60_000 }).toContain('Staff engineer')
    const text = await previewText(page)
    expect(text).not.toContain('**')
    expect(text).not.toContain('](https://')
  })
})
