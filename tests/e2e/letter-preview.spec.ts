import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, message, signInNewTrial } from './support.ts'

// Issue 27, item 5: the writer shows the letter page by page in its CV's design as it is written,
// downloads the saved PDF, and the builder's preview shows the letter linked to the CV.
// SHOTS=dir saves screenshots at 390 and 1366 px for a look (never committed).

const CV = {
  personal: { fullName: 'Olivia Bennett', title: 'Senior Software Engineer', email: 'olivia.bennett@example.com', phone: '+44 20 7946 0958', location: 'Berlin, Germany', links: [], photo: '' },
  headline: '',
  summary: 'Software engineer with nine years of experience building payment systems.',
  experience: [
    { id: 'e1', title: 'Senior Software Engineer', company: 'Northwind Payments', location: 'Berlin', startDate: '2021-03', endDate: '', current: true, description: '', bullets: ['Cut p99 latency of card authorisation from 420 ms to 95 ms.'] },
  ],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
}

const TEXT = `Sehr geehrte Frau Weber,

mit großem Interesse habe ich Ihre Anzeige gelesen. Seit 2021 entwickle ich bei Northwind Payments Zahlungsdienste.

Mit freundlichen Grüßen`

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS
  if (!dir) return
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(400)
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('write → the letter page by page in its CV design → download the PDF → the builder shows it', async ({ page }) => {
  test.setTimeout(240_000)
  await signInNewTrial(page, 'letterview')
  const created = await page.request.post('/api/cvs', {
    data: { templateId: 'sidebar-elegant', themeId: 'violet', language: 'de', cvData: CV },
  })
  expect(created.status()).toBe(201)
  const cvId = ((await created.json()) as { id: string }).id

  await page.goto('/cover-letter-writer')
  await page.getByRole('tab', { name: 'Saved CV' }).click()
  await page.getByRole('button', { name: /Olivia Bennett/ }).first().click()
  await page.getByRole('button', { name: 'Write it yourself' }).click()
  const editor = page.getByLabel('Cover letter text')
  await expect(editor).toHaveValue(/^Dear Sir or Madam,/)
  await editor.fill(TEXT)

  const card = page.getByTestId('letter-document')
  await card.getByLabel('Company', { exact: true }).fill('Zahlwerk GmbH')
  await card.getByLabel('City', { exact: true }).fill('Berlin')

  // The design tab, reached by keyboard: the tab list moves with the arrow keys.
  const panel = page.getByTestId('letter-panel')
  await panel.getByRole('tab', { name: 'Text' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(panel.getByRole('tab', { name: 'In the design' })).toHaveAttribute('aria-selected', 'true')
  const preview = panel.locator('[data-testid="letter-preview"][aria-busy="false"]')
  await expect(preview).toHaveAttribute('data-pages', '1', { timeout: 60_000 })
  await expect(preview).toContainText('Olivia Bennett')
  await expect(preview).toContainText('Zahlwerk GmbH')
  await expect(preview).toContainText('ApplyKit — Preview')

  // It follows the details as they change (debounced), without saving.
  await card.getByLabel('Subject').fill('Bewerbung als Data Analyst')
  await expect(preview).toContainText('Bewerbung als Data Analyst', { timeout: 60_000 })
  expect(await (await page.request.get('/api/letters')).json()).toEqual([])
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'writer-en')

  // The PDF download saves the letter first, linked to the CV, and prints it without the mark.
  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Download the letter as PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('Bewerbung_als_Data_Analyst.pdf')
  const letters = (await (await page.request.get('/api/letters')).json()) as Array<{ id: string; cvId: string }>
  expect(letters).toEqual([expect.objectContaining({ cvId })])
  const pdf = await page.request.get(`/api/letters/${letters[0]!.id}/pdf`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await expect(panel.getByRole('link', { name: 'Application package' })).toBeVisible()

  // The builder's preview switches between the CV and the letter, in the same design.
  await page.goto(`/app?edit=${cvId}`)
  await expect(page.getByLabel('Full name')).toHaveValue('Olivia Bennett', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Next: preview and export' }).click()
  await page.getByRole('tab', { name: 'Letter' }).click()
  const inBuilder = page.locator('[data-testid="builder-letter-preview"][aria-busy="false"]')
  await expect(inBuilder).toHaveAttribute('data-pages', '1', { timeout: 60_000 })
  await expect(inBuilder).toContainText('Bewerbung als Data Analyst')
  await expectNoSeriousA11yViolations(page)
  await shot(page, 'builder-en')
  await page.getByRole('tab', { name: 'CV' }).click()
  await expect(page.locator('[data-testid="cv-preview"]')).toBeVisible()

  // For the look: the same screens in German and French (only with SHOTS).
  if (!process.env.SHOTS) return
  for (const locale of ['de', 'fr']) {
    await page.evaluate((value) => localStorage.setItem('i18nextLng', value), locale)
    await page.goto('/cover-letter-writer')
    await page.getByTestId('saved-letters').getByRole('button').first().click()
    await page.getByTestId('letter-panel').getByRole('tab').nth(1).click()
    await expect(page.locator('[data-testid="letter-preview"][aria-busy="false"]')).toHaveAttribute('data-pages', '1', { timeout: 60_000 })
    await expectNoSeriousA11yViolations(page)
    await shot(page, `writer-${locale}`)
    await page.goto(`/app?edit=${cvId}`)
    await page.getByRole('button', { name: message(locale, 'builder.nav.toPreview') }).click({ timeout: 30_000 })
    await page.getByRole('tab', { name: message(locale, 'builder.letterTab.letter') }).click()
    await expect(page.locator('[data-testid="builder-letter-preview"][aria-busy="false"]')).toHaveAttribute('data-pages', '1', { timeout: 60_000 })
    await shot(page, `builder-${locale}`)
  }
})
