import { expect, test, type Page } from '@playwright/test'
import { api, CV_TEXT, signIn } from './builder-support.ts'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

// Issue 18: importing the same file twice asks before a second copy is made — open the CV made from
// it before, or import it again as a copy. Reached from My CVs ("Create New CV") and from the
// builder's own "New CV", which are the ways into the one import step.

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'

async function uploadPdf(page: Page, pdf: Buffer): Promise<void> {
  await page.getByRole('tab', { name: 'Upload file' }).click()
  await page.getByTestId('cv-file-input').setInputFiles({ name: 'anna-schmidt.pdf', mimeType: 'application/pdf', buffer: pdf })
}

async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/import-twice-${name}-${width}.png` })
  }
  if (original) await page.setViewportSize(original)
}

test.describe('importing the same file twice', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('asks first: the existing CV opens, or a copy is imported', async ({ page, browser }) => {
    test.setTimeout(180_000)
    const sessionId = await signIn(page)
    const printer = await browser.newPage()
    await printer.setContent(`<pre style="font: 12pt sans-serif">${CV_TEXT}</pre>`)
    const pdf = await printer.pdf({ format: 'A4' })
    await printer.close()

    // The first import: saved at once, no question.
    await page.goto('/app?new=1')
    await uploadPdf(page, pdf)
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 })
    const [first] = await api(page.request, sessionId).list()
    expect(first?.title).toBe('Anna Schmidt')

    // The same file again, from My CVs: the dialog names the CV; nothing new is saved.
    await page.goto('/my-cvs')
    await page.getByRole('link', { name: 'Create New CV' }).first().click()
    await uploadPdf(page, pdf)
    const dialog = page.getByRole('dialog', { name: 'You imported this file before' })
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    await expect(dialog).toHaveAccessibleDescription(/^“Anna Schmidt”, last edited \d{1,2} \w{3} \d{4}\.$/)
    await expect(dialog.getByRole('button', { name: 'Open existing CV' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'dialog')
    expect(await api(page.request, sessionId).list()).toHaveLength(1)

    // Escape closes it and does neither.
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toHaveCount(0)

    // Again, and "Open existing CV": that CV in the editor.
    await page.getByTestId('cv-file-input').setInputFiles({ name: 'anna-schmidt.pdf', mimeType: 'application/pdf', buffer: pdf })
    await dialog.getByRole('button', { name: 'Open existing CV' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]edit=${first!.id}`))
    await expect(page.locator('#cv-personal').getByLabel('Full name')).toHaveValue('Anna Schmidt', { timeout: 15_000 })
    expect(await api(page.request, sessionId).list()).toHaveLength(1)

    // From the builder's "New CV", the same file once more, and "Import as a copy" with the keyboard.
    await page.getByRole('button', { name: 'New CV' }).click()
    await page.getByRole('button', { name: 'Start new CV' }).click()
    await uploadPdf(page, pdf)
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Import as a copy' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 })
    const both = await api(page.request, sessionId).list()
    expect(both).toHaveLength(2)
    expect(both.map((cv) => cv.title)).toEqual(['Anna Schmidt', 'Anna Schmidt'])
    // The builder goes on with the copy, not with the first CV.
    const copy = both.find((cv) => cv.id !== first!.id)!
    expect(await page.evaluate(() => sessionStorage.getItem('applykit.savedCvId'))).toBe(copy.id)
  })
})
