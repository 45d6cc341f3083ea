import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, message, signInNewTrial, useLanguage } from './support'

// The proof for the offices (issue 26): the header saved in Settings, another effort entered, the
// month's progress and the RAV deadline, the proof downloaded as CSV with exactly the entered rows.
// SCREENSHOT_DIR set: screenshots of the page at 390 and 1366 px in each language listed.

const SHOTS = process.env.SCREENSHOT_DIR
const LANGUAGES = (process.env.PROOF_LANGUAGES ?? 'de').split(',')

for (const locale of LANGUAGES) {
  test(`proof page (${locale}): header, another effort, progress, CSV with the entered rows`, async ({ page }) => {
    await useLanguage(page, locale)
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInNewTrial(page, `proof-${locale}`)
    const today = new Date().toISOString().slice(0, 10)
    const session = await page.evaluate(() => localStorage.getItem('applykit.session') ?? '')
    for (const company of ['Muster AG', 'Beispiel GmbH']) {
      const res = await page.request.post('/api/applications', {
        headers: { authorization: `Bearer ${session}` },
        data: { company, role: 'Sachbearbeiterin', stage: 'applied', appliedAt: today, channel: 'email' },
      })
      expect(res.status()).toBe(201)
    }
    await page.goto('/bulk-application/proof')
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), locale)
    await expect(page.getByRole('heading', { level: 1, name: message(locale, 'applicationsProof.title') })).toBeVisible()

    await page.getByLabel(message(locale, 'applicationsProof.settings.fullName')).fill('Erika Beispiel')
    await page.getByLabel(message(locale, 'applicationsProof.settings.chAhvNumber')).fill('756.1234.5678.97')
    await page.getByLabel(message(locale, 'applicationsProof.settings.monthlyTarget')).fill('10')
    await page.getByRole('button', { name: message(locale, 'applicationsProof.settings.save') }).click()
    await expect(page.getByText(message(locale, 'applicationsProof.settings.saved')).first()).toBeVisible()

    await page.getByLabel(message(locale, 'applicationsProof.effort.name')).fill('Jobmesse Zürich')
    await page.getByLabel(message(locale, 'applicationsProof.effort.place')).fill('Messe Oerlikon')
    await page.getByRole('button', { name: message(locale, 'applicationsProof.effort.add') }).click()
    await expect(page.getByText(message(locale, 'applicationsProof.effort.added')).first()).toBeVisible()
    await expect(page.getByRole('progressbar')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/proof-${locale}-1366.png`, fullPage: true })

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: message(locale, 'applicationsProof.export.csv') }).click()
    const file = await download
    const csv = await (await file.createReadStream()).toArray()
    const text = Buffer.concat(csv as Buffer[]).toString('utf8')
    expect(text).toContain('Jobmesse Zürich')
    expect(text.trim().split(/\r?\n/).length).toBeGreaterThanOrEqual(2)

    await page.setViewportSize({ width: 390, height: 844 })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/proof-${locale}-390.png`, fullPage: true })
  })
}
