import { expect, test } from '@playwright/test'
import { pasteAndParse } from './builder-support.ts'

// Issue 29.4 and 29.7: the template step's "Page and type" panel works with the keyboard, reaches
// the preview, resets to the template; every design card says how many pages the CV prints on.
test('page and type in the template step: keyboard, page badges, reset', async ({ page }) => {
  test.setTimeout(240_000)
  const counts: string[] = []
  page.on('request', (request) => void (request.url().endsWith('/api/v2/cv/page-counts') && counts.push(request.postData() ?? '')))
  await page.goto('/app?new=1')
  await pasteAndParse(page)
  await page.getByRole('button', { name: 'Continue to templates' }).click()

  const panel = page.getByTestId('page-type-panel')
  await expect(panel.getByRole('heading', { name: 'Page and type' })).toBeVisible()
  const reset = panel.getByRole('button', { name: 'Reset to template defaults' })
  await expect(reset).toBeDisabled()

  // Every design gets its page count from one request.
  for (const id of ['modern-grid', 'ats-simple', 'dach-lebenslauf']) {
    await expect(page.getByTestId(`template-${id}-pages`)).toHaveText(/^\d+ pages?$/, { timeout: 120_000 })
  }
  expect(counts).toHaveLength(1)

  // The font select opens and chooses with the keyboard alone.
  const font = panel.getByRole('combobox', { name: 'Font' })
  await font.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'Merriweather (serif)' })).toBeVisible()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(font).toHaveText('Merriweather (serif)')
  await panel.getByRole('combobox', { name: 'Text size' }).click()
  await page.getByRole('option', { name: '12 pt' }).click()
  await expect(reset).toBeEnabled()
  const stored = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('applykit.cvBuilderData') ?? '{}').layout ?? {})
  await expect.poll(stored).toMatchObject({ fontFamily: 'merriweather', fontSize: 12 })
  // New type, new counts (after the CV has been still for a moment).
  await expect.poll(() => counts.length, { timeout: 30_000 }).toBe(2)

  await reset.click()
  await expect(font).toHaveText('Template font')
  await expect.poll(stored).not.toHaveProperty('fontFamily')
  await expect(reset).toBeDisabled()
})
