import { expect, test } from '@playwright/test'
import { pasteAndParse, previewText } from './builder-support.ts'

// Issue 28.3: the builder prints a preview only after a change the print can show. Going back to
// a version it has shown, or a change the server's normalising removes, asks the server nothing.
test('the preview asks the server only for content it has not shown yet', async ({ page }) => {
  test.setTimeout(180_000)
  const previews: string[] = []
  let printed = 0
  const isPreview = (url: string) => url.endsWith('/api/v2/cv/render-preview')
  page.on('request', (request) => {
    if (isPreview(request.url())) previews.push(request.postData() ?? '')
  })
  page.on('requestfinished', (request) => void (isPreview(request.url()) && printed++))
  page.on('requestfailed', (request) => void (isPreview(request.url()) && printed++))
  await page.goto('/app?new=1')
  await pasteAndParse(page)
  await page.getByRole('button', { name: 'Continue to templates' }).click()
  await page.getByRole('button', { name: 'Next: edit your CV' }).click()
  await page.getByRole('button', { name: 'Next: preview and export' }).click()
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('Anna Schmidt')
  const language = page.getByRole('combobox', { name: 'CV language' })
  const showLanguage = async (option: string, lang: string) => {
    await language.click()
    await page.getByRole('option', { name: option }).click()
    await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain(`lang="${lang}"`)
    // The text's language follows the form at once; the print follows after a pause. Wait until
    // the pause is over and every print asked for has come back.
    await page.waitForTimeout(1_000)
    await expect.poll(() => printed, { timeout: 30_000 }).toBe(previews.length)
  }
  // The importer sets the CV's language from its text, and a print superseded before it was shown
  // is not "shown": so show each language once, whatever the start, before counting.
  await showLanguage('English', 'en-GB')
  await showLanguage('Deutsch', 'de-DE')
  const afterGerman = previews.length

  // Back to English and to German again: both were shown, neither is printed again.
  await showLanguage('English', 'en-GB')
  await showLanguage('Deutsch', 'de-DE')
  await page.waitForTimeout(1_000)
  expect(previews.length).toBe(afterGerman)
})
