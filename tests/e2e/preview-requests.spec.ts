import { expect, test } from '@playwright/test'
import { pasteAndParse, previewText } from './builder-support.ts'

// Issue 28.3: the builder prints a preview only after a change the print can show. Going back to
// a version it has shown, or a change the server's normalising removes, asks the server nothing.
test('the preview asks the server only for content it has not shown yet', async ({ page }) => {
  test.setTimeout(180_000)
  const previews: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v2/cv/render-preview')) previews.push(request.postData() ?? '')
  })
  await page.goto('/app?new=1')
  await pasteAndParse(page)
  await page.getByRole('button', { name: 'Continue to templates' }).click()
  await page.getByRole('button', { name: 'Next: edit your CV' }).click()
  await page.getByRole('button', { name: 'Next: preview and export' }).click()
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('Anna Schmidt')
  const language = page.getByRole('combobox', { name: 'CV language' })

  await language.click()
  await page.getByRole('option', { name: 'Deutsch' }).click()
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('lang="de-DE"')
  const afterGerman = previews.length

  // Back to English and to German again: both were shown, neither is printed again.
  await language.click()
  await page.getByRole('option', { name: 'English' }).click()
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('lang="en-GB"')
  await language.click()
  await page.getByRole('option', { name: 'Deutsch' }).click()
  await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('lang="de-DE"')
  await page.waitForTimeout(1_000)
  expect(previews.length).toBe(afterGerman)
})
