import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, signInNewTrial } from './support.ts'

// Issue 27: the writer keeps the letter as a document linked to a saved CV, shows it page by page
// in that CV's design, lists it, and downloads it as PDF, Word (Pro) and text.

// A fictional person; the builder form's shape (src/shared/cv/cv.schema.ts).
const CV = {
  personal: { fullName: 'Olivia Bennett', title: 'Senior Software Engineer', email: 'olivia.bennett@example.com', phone: '+44 20 7946 0958', location: 'London, United Kingdom', links: [], photo: '' },
  headline: '',
  summary: 'Software engineer with nine years of experience building payment systems.',
  experience: [
    { id: 'e1', title: 'Senior Software Engineer', company: 'Northwind Payments', location: 'London', startDate: '2021-03', endDate: '', current: true, description: '', bullets: ['Cut p99 latency of card authorisation from 420 ms to 95 ms.'] },
  ],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
}

const JOB_AD = `Senior Software Engineer (m/w/d)
Zahlwerk GmbH, Berlin

Zahlwerk GmbH builds payment software for banks across Europe.

Your tasks:
- Design distributed payment services
- Mentor engineers

Your profile:
- 5+ years of backend engineering
- TypeScript, Go, PostgreSQL`

test('write → save as a document → paginated preview → list → text download', async ({ page }) => {
  await signInNewTrial(page, 'letters')
  const cv = await page.request.post('/api/cvs', {
    data: { templateId: 'sidebar-elegant', themeId: 'violet', language: 'de', cvData: CV },
  })
  expect(cv.status()).toBe(201)

  await page.goto('/cover-letter-writer')
  await page.getByRole('tab', { name: 'Saved CV' }).click()
  await page.getByRole('button', { name: /Olivia Bennett/ }).first().click()
  await page.getByLabel('Job description').fill(JOB_AD)
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
  await expect(page.getByLabel('Cover letter text')).toBeVisible({ timeout: 90_000 })

  const card = page.getByTestId('letter-document')
  await card.getByLabel('Department').fill('Personalabteilung')
  await card.getByLabel('Contact person').fill('Frau Anna Weber')
  await card.getByLabel('Street and number', { exact: true }).fill('Hauptstraße 5')
  await card.getByLabel('Postcode', { exact: true }).fill('10115')
  // The job ad named the city: it is filled in already.
  await expect(card.getByLabel('City', { exact: true })).toHaveValue('Berlin')
  await card.getByLabel('Subject').fill('Bewerbung als Senior Software Engineer')
  await card.getByLabel('From (gross)').fill('70000')
  await card.getByLabel('Length').fill('3')
  await expect(page.getByTestId('letter-start-hint')).toContainText('§ 622 BGB')
  // The sender's own address for this letter, instead of the CV's "London, United Kingdom".
  await card.getByText('Your details on this letter').click()
  await card.getByLabel('Your street and number').fill('Musterweg 7')
  await card.getByLabel('Your postcode').fill('10117')
  await card.getByLabel('Your city').fill('Berlin')
  await card.locator('#letter-layout').click()
  await page.getByRole('option', { name: 'Germany – DIN 5008 form A' }).click()
  const panel = page.getByTestId('letter-panel')
  await panel.getByRole('button', { name: 'Save letter' }).click()

  await panel.getByRole('tab', { name: 'In the design' }).click()
  const preview = page.locator('[data-testid="letter-preview"][aria-busy="false"]')
  await expect(preview).toHaveAttribute('data-pages', '1', { timeout: 60_000 })
  await expect(preview).toContainText('Zahlwerk GmbH')
  await expect(preview).toContainText('Musterweg 7')
  await expect(page.getByTestId('saved-letters')).toContainText('Bewerbung als Senior Software Engineer')
  await expectNoSeriousA11yViolations(page)

  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Download the letter as plain text' }).click()
  expect((await download).suggestedFilename()).toBe('Bewerbung_als_Senior_Software_Engineer.txt')

  // Saved changes keep the version: a second save updates the same letter.
  await card.getByLabel('Reference number').fill('SE-2041')
  await panel.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Letter saved').first()).toBeVisible()
  const letters = (await (await page.request.get('/api/letters')).json()) as Array<{ version: number }>
  expect(letters).toHaveLength(1)
  expect(letters[0]?.version).toBe(2)
})
