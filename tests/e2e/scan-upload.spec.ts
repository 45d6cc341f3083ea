import { expect, test, type Page, type Response } from '@playwright/test'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { expectNoSeriousA11yViolations, signInNewTrial, useLanguage } from './support.ts'

// Issue 23 in the browser: a phone photo of a reference letter and a scanned CV, read by the real
// recogniser. The letter's text comes back into the text box for checking, the words that were hard
// to read are listed, the person corrects the text, and ZeugnisCheck says it is unsure while such
// words are still in the letter. A scanned CV's import review says it was read from a scan.

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'
const PHOTO = readFileSync('tests/fixtures/scans/de-03-befriedigend-sachbearbeiter.photo.jpg')

async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/scan-upload-${name}-${width}.png`, fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}

test.describe('scans and photos', () => {
  test.describe.configure({ timeout: 180_000 })
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('a photographed reference letter: read into the text box with the privacy note, then analysed as typed', async ({ page }) => {
    await signInNewTrial(page, 'scan')
    await page.goto('/analyze')
    await expect(page.getByText('Files, photos and scans are read in memory and never stored.')).toBeVisible()
    await page.locator('#zeugnis-file').setInputFiles({ name: 'zeugnis.jpg', mimeType: 'image/jpeg', buffer: PHOTO })
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    const review = page.getByTestId('scan-review')
    await expect(review).toBeVisible({ timeout: 120_000 })
    const box = page.getByLabel('Reference letter text')
    await expect(box).toHaveValue(/Stadtwerke Lindenau GmbH/)
    await shoot(page, 'letter-review')
    await expectNoSeriousA11yViolations(page)

    const request = page.waitForRequest('**/api/ai/zeugnis-check')
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    expect((await request).postDataJSON()).toMatchObject({ jurisdiction: 'DE' })
    // The typed letter is "Borderline"; so is its photo.
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Borderline')
  })

  test('a letter photographed too small: the hard words are listed, lower the confidence, and go once corrected', async ({ page }) => {
    const confidenceOf = async (answer: Promise<Response>) => ((await (await answer).json()) as { confidence: number }).confidence
    await signInNewTrial(page, 'scan-small')
    await page.goto('/analyze')
    // The same photo at 440 px across: readable, with words the recogniser is unsure of.
    const small = await sharp(PHOTO).resize({ width: 440 }).jpeg({ quality: 60 }).toBuffer()
    await page.locator('#zeugnis-file').setInputFiles({ name: 'zeugnis-klein.jpg', mimeType: 'image/jpeg', buffer: small })
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    const hard = page.getByRole('list', { name: 'Words that were hard to read' })
    await expect(hard).toBeVisible({ timeout: 120_000 })
    const words = (await hard.getByRole('listitem').allTextContents()).map((word) => word.trim())
    expect(words.length).toBeGreaterThan(0)
    await shoot(page, 'letter-uncertain')

    // Analysed as read: the words still in the letter go with it, and the result says it is unsure.
    const first = page.waitForRequest('**/api/ai/zeugnis-check')
    const firstAnswer = page.waitForResponse('**/api/ai/zeugnis-check')
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    const sent = (await first).postDataJSON() as { uncertainWords?: string[] }
    expect(sent.uncertainWords?.length ?? 0).toBeGreaterThan(0)
    const asRead = await confidenceOf(firstAnswer)
    await expect(page.getByTestId('zeugnis-category')).toBeVisible()
    // The same letter without its hard words is analysed with more confidence.
    const { uncertainWords: _, ...without } = (await first).postDataJSON() as Record<string, unknown>
    const origin = new URL(page.url()).origin
    const plain = await page.request.post('/api/ai/zeugnis-check', { data: without, headers: { origin } })
    expect(plain.status()).toBe(200)
    const plainJson = (await plain.json()) as { confidence: number }
    expect(asRead).toBeLessThan(plainJson.confidence)
    // Read this poorly, the letter's grading is lost with its words: the answer says it is unsure.
    await expect(page.getByTestId('zeugnis-uncertain')).toBeVisible()

    // Corrected: the typed letter replaces what was read. Only the hard words it still holds (read
    // right after all) are listed and sent; the misread ones are gone.
    const letter = readFileSync('tests/fixtures/zeugnis/de-03-befriedigend-sachbearbeiter.txt', 'utf8')
    await page.getByLabel('Reference letter text').fill(letter)
    const stillThere = words.filter((word) => letter.includes(word))
    await expect(hard.getByRole('listitem')).toHaveCount(stillThere.length)
    const second = page.waitForRequest('**/api/ai/zeugnis-check')
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    const resent = ((await second).postDataJSON() as { uncertainWords?: string[] }).uncertainWords ?? []
    expect(resent.length).toBeLessThan(sent.uncertainWords?.length ?? 0)
    expect(resent.every((word) => letter.includes(word))).toBe(true)
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Borderline')
  })

  test('a scanned CV imports into the builder with the scan named in the review', async ({ page }) => {
    await page.goto('/app?new=1')
    await page.getByRole('tab', { name: 'Upload file' }).click()
    await page
      .getByTestId('cv-file-input')
      .setInputFiles({ name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: readFileSync('tests/fixtures/scans/de-controller-muenchen--sidebar-left-long.scanned.pdf') })
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible({ timeout: 150_000 })
    await expect(page.getByTestId('review-scan')).toContainText('This CV was read from a scan or photo')
    await shoot(page, 'cv-review')
    await expectNoSeriousA11yViolations(page)
  })
})
