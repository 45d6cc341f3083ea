import { expect, test } from '@playwright/test'
import { api, previewText, signIn } from './builder-support.ts'
import { useLanguage } from './support.ts'

// Recruiter-ready documents (issue 15) in the builder: an imported JSON Resume reaches the
// account without any edit, the CV's language follows the interface (German here), and the
// preview shows the exported PDF's pages, beside the form at 1366 px and behind a toggle at 390 px.

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'

const resume = {
  basics: {
    name: 'Jonas Becker',
    label: 'Logistikplaner',
    email: 'jonas.becker@example.de',
    phone: '+49 40 555 0199',
    location: { city: 'Hamburg' },
    dateOfBirth: '1991-07-03',
  },
  work: [
    {
      name: 'Hafen Logistik GmbH',
      position: 'Logistikplaner',
      startDate: '2019-03-01',
      highlights: ['Planung der Containerumschläge für 40 Schiffe pro Woche', 'Einführung eines Yard-Management-Systems'],
    },
  ],
  education: [{ institution: 'HAW Hamburg', area: 'Logistik', studyType: 'B.Sc.', endDate: '2016' }],
  skills: [{ name: 'Werkzeuge', keywords: ['SAP EWM', 'Excel'] }],
  languages: [{ language: 'Deutsch', fluency: 'Native speaker' }],
  interests: [{ name: 'Segeln', keywords: [] }],
}

test.describe('Recruiter-ready documents in the builder', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('a JSON Resume import reaches My CVs, prints in German and previews as pages', async ({ page }) => {
    test.setTimeout(120_000)
    const session = await signIn(page)
    // The interface in German from here on.
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'))
    const before = await api(page.request, session).list()
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/app?new=1')
    await page.getByTestId('json-resume-input').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(resume)),
    })
    await page.getByRole('button', { name: 'Weiter zu den Vorlagen' }).click()

    // No edit at all: the imported CV is the user's CV and is saved as it is.
    await expect
      .poll(async () => (await api(page.request, session).list()).map((cv) => cv.title), { timeout: 15_000 })
      .toContain('Jonas Becker')
    expect((await api(page.request, session).list()).length).toBe(before.length + 1)

    // The CV's language: the interface's (the file says none), visible in the wizard.
    await expect(page.getByTestId('cv-language').getByRole('combobox')).toHaveText('Deutsch')
    await page.getByRole('button', { name: 'Weiter: Lebenslauf bearbeiten' }).click()
    await expect(page.getByLabel('Vollständiger Name')).toHaveValue('Jonas Becker')

    // 1366 px: the pages beside the form, in German, dates as German CVs write them.
    await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('Berufserfahrung')
    const text = await previewText(page)
    expect(text).toContain('lang="de-DE"')
    expect(text).toContain('03/2019 – heute')
    expect(text).toContain('03.07.1991')
    expect(text).toContain('Segeln')
    await expect(page.getByTestId('cv-preview')).toHaveAttribute('data-pages', '1')
    await page.screenshot({ path: `${SCREENSHOTS}/documents-preview-1366.png` })

    // 390 px: the preview waits behind a toggle at the top of the form.
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(page.getByTestId('cv-preview')).toHaveCount(0)
    await page.getByRole('button', { name: 'Vorschau zeigen' }).click()
    await expect.poll(() => previewText(page), { timeout: 30_000 }).toContain('Jonas Becker')
    await page.screenshot({ path: `${SCREENSHOTS}/documents-preview-390.png`, fullPage: false })
  })
})
