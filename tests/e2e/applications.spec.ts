import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, signInNewTrial } from './support'

// The tracker at /bulk-application (issue 26): create, move on the board by keyboard, filter the
// list, import a CSV; axe on each view. SCREENSHOTS=/some/dir also saves the views at 390 and 1366 px
// in English and German for a person to look at.

const SHOTS = process.env.SCREENSHOTS

// A small saved CV (the builder's form) for the fit check: project management shown, the rest not.
const PROJECT_CV = {
  personal: { fullName: 'Sam Lee', title: 'Project Manager', email: 'sam.lee@example.com', phone: '', location: '', links: [], photo: '' },
  headline: '',
  summary: 'Project manager with eight years of project management and stakeholder management in logistics.',
  experience: [
    {
      id: 'e1', title: 'Project Manager', company: 'Corner Logistics', location: '', startDate: '2018-01', endDate: '',
      current: true, description: '', bullets: ['Led project management for 12 warehouse projects', 'Stakeholder management with 30 suppliers'],
    },
  ],
  education: [],
  skills: ['Project management', 'Stakeholder management'],
  languages: [],
  certifications: [],
  projects: [],
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

async function createApplication(page: Page, company: string, role: string) {
  await page.getByRole('button', { name: 'New application' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New application' })
  await dialog.getByLabel('Company').fill(company)
  await dialog.getByLabel('Position').fill(role)
  await dialog.getByLabel('Tags').fill('RAV, Zürich')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('applications tracker', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInNewTrial(page, 'tracker')
  })

  test('creates applications, moves one on the board by keyboard and asks the reason for Closed', async ({ page }) => {
    await page.goto('/bulk-application')
    await expect(page.getByRole('heading', { name: 'No applications yet' })).toBeVisible()
    await createApplication(page, 'Muster Treuhand AG', 'Sachbearbeiterin')
    await createApplication(page, 'Beispiel Logistik GmbH', 'Lagerleitung')

    const saved = page.getByTestId('board-column-saved')
    const applied = page.getByTestId('board-column-applied')
    await expect(saved.getByTestId('board-card')).toHaveCount(2)

    // Keyboard: Space picks the card up by its handle, an arrow moves it one column, Space drops it.
    // Each key waits for what a screen reader hears, as a person waits for the board to answer.
    await page.getByRole('button', { name: 'Move Muster Treuhand AG', exact: true }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByText('Muster Treuhand AG is over Saved.')).toBeAttached()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByText('Muster Treuhand AG is over Applied.')).toBeAttached()
    await page.keyboard.press('Space')
    await expect(applied.getByText('Muster Treuhand AG')).toBeVisible()
    await expect(page.getByText('Muster Treuhand AG was dropped on Applied.')).toBeAttached()
    await expect(saved.getByTestId('board-card')).toHaveCount(1)

    // The "Move to…" menu; Closed asks why first.
    await page.getByRole('button', { name: 'Move Beispiel Logistik GmbH to another stage' }).click()
    await page.getByRole('menuitem', { name: 'Closed' }).click()
    const reason = page.getByRole('dialog', { name: 'Close the application to Beispiel Logistik GmbH' })
    await reason.getByRole('combobox').click()
    await page.getByRole('option', { name: 'No answer' }).click()
    await reason.getByRole('button', { name: 'Close application' }).click()
    await expect(page.getByTestId('board-column-closed').getByText('No answer')).toBeVisible()

    // The stage history keeps both moves, dated.
    await applied.getByRole('button', { name: 'Muster Treuhand AG', exact: true }).click()
    const editor = page.getByRole('dialog', { name: 'Application to Muster Treuhand AG' })
    await expect(editor.getByLabel('Date of entry 2')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/)
    await expectNoSeriousA11yViolations(page)
    await editor.getByRole('button', { name: 'Cancel' }).click()

    // Applying again to the company that did not answer warns first.
    await page.getByRole('button', { name: 'New application' }).click()
    const again = page.getByRole('dialog', { name: 'New application' })
    await again.getByLabel('Company').fill('beispiel logistik')
    await expect(again.getByRole('status')).toContainText('Beispiel Logistik GmbH did not answer your application')
    await again.getByRole('button', { name: 'Cancel' }).click()

    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'board-en')
  })

  test('filters and searches the list, and archives from it', async ({ page }) => {
    for (const [company, stage, day] of [
      ['Alpha GmbH', 'applied', '2026-11-03'],
      ['Beta SA', 'interview', '2026-11-20'],
      ['Gamma AG', 'saved', null],
    ] as const) {
      const res = await page.request.post('/api/applications', {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('applykit.session') ?? '')}`,
          origin: new URL(page.url()).origin,
        },
        data: { company, stage, appliedAt: day, tags: company === 'Beta SA' ? ['RAV'] : [] },
      })
      expect(res.status(), await res.text()).toBe(201)
    }
    await page.goto('/bulk-application')
    await page.getByRole('tab', { name: 'List' }).click()
    const rows = page.locator('tbody tr')
    await expect(rows).toHaveCount(3)

    await page.getByLabel('Search').fill('alpha')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Alpha GmbH')
    await page.getByLabel('Search').fill('')

    await page.getByRole('combobox', { name: 'Tag', exact: true }).click()
    await page.getByRole('option', { name: 'RAV' }).click()
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Beta SA')
    await page.getByRole('combobox', { name: 'Tag', exact: true }).click()
    await page.getByRole('option', { name: 'All tags' }).click()

    // A saved application counts by the day it was saved (today), a sent one by the day it was sent.
    await page.getByLabel('From').fill('2026-11-10')
    await page.getByLabel('To').fill('2026-11-30')
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Beta SA')
    await page.getByLabel('From').fill('')
    await page.getByLabel('To').fill('')

    // Sorted by company, descending on the second click.
    await page.getByRole('button', { name: 'Company' }).click()
    await page.getByRole('button', { name: 'Company' }).click()
    await expect(rows.first()).toContainText('Gamma AG')

    await page.getByRole('checkbox', { name: 'Select Gamma AG' }).check()
    await expect(page.getByText('1 application selected.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'list-en')
    await page.getByRole('button', { name: 'Archive' }).click()
    await expect(rows).toHaveCount(2)
    await page.getByLabel('Show archived applications').check()
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.locator('tbody tr').first()).toContainText('Gamma AG')
  })

  test('imports a CSV, shows the skipped rows, and shows the calendar and insights', async ({ page }) => {
    await page.goto('/bulk-application')
    await page.getByRole('button', { name: 'Import CSV' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Import applications' })
    const csv = [
      'Firma;Stelle;Datum;Status',
      'Muster AG;Buchhalterin;03.11.2026;beworben',
      ';Ohne Firma;04.11.2026;beworben',
      'Beispiel GmbH;Lagerist;05.11.2026;Vorstellungsgespräch',
    ].join('\n')
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'bewerbungen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await dialog.getByRole('button', { name: 'Import' }).click()
    await expect(dialog.getByText('2 applications imported.')).toBeVisible()
    await expect(dialog.getByText('1 row was skipped:')).toBeVisible()
    await expect(dialog.locator('tbody tr')).toHaveCount(1)
    await expect(dialog.locator('tbody tr').first()).toContainText('3')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download skipped rows' }).click()
    expect((await download).suggestedFilename()).toBe('skipped-rows.csv')
    await dialog.getByRole('button', { name: 'Done' }).click()

    await expect(page.getByTestId('board-column-interview').getByText('Beispiel GmbH')).toBeVisible()
    await page.getByRole('tab', { name: 'Insights' }).click()
    await expect(page.getByText('Response rate')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'insights-en')
    await page.getByRole('tab', { name: 'Calendar' }).click()
    await expect(page.getByRole('button', { name: 'Add to my calendar' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'calendar-en')

    const exported = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    expect((await exported).suggestedFilename()).toBe('applications.csv')
  })

  test("checks the linked CV's fit against the kept job ad", async ({ page }) => {
    const headers = {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('applykit.session') ?? '')}`,
      origin: new URL(page.url()).origin,
    }
    const cv = await page.request.post('/api/cvs', { headers, data: { templateId: 'ats-simple', cvData: PROJECT_CV } })
    expect(cv.status()).toBe(201)
    const application = await page.request.post('/api/applications', {
      headers,
      data: {
        company: 'Muster AG',
        cvId: ((await cv.json()) as { id: string }).id,
        postingText: 'We are looking for a Project Manager. Requirements: project management, stakeholder management, Kubernetes and SAP S/4HANA.',
      },
    })
    expect(application.status()).toBe(201)
    await page.goto('/bulk-application')
    await page.getByTestId('board-column-saved').getByRole('button', { name: 'Muster AG', exact: true }).click()
    const editor = page.getByRole('dialog', { name: 'Application to Muster AG' })
    await editor.getByRole('button', { name: 'Check the fit' }).click()
    await expect(editor.getByText(/Match score: \d+ of 100/)).toBeVisible()
    await expect(editor.getByText('The ad asks for this and your CV does not show it')).toBeVisible()
    await editor.getByRole('button', { name: 'Draft a cover letter' }).click()
    await expect(editor.getByLabel('Cover letter draft')).toHaveValue(/Sam Lee[\s\S]*project management/i)
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'fit-en')
  })

  test('shows the tracker in German with the nav label', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'))
    await page.goto('/bulk-application')
    await expect(page.getByRole('heading', { name: 'Bewerbungen', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Bewerbungen' }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Neue Bewerbung' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Neue Bewerbung' })
    await dialog.getByLabel('Firma').fill('Muster Treuhand AG')
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await expect(dialog).toBeHidden()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'board-de')
    await page.getByRole('tab', { name: 'Liste' }).click()
    await shoot(page, 'list-de')
    await page.getByRole('button', { name: 'Neue Bewerbung' }).first().click()
    await shoot(page, 'editor-de')
  })
})
