import { expect, test, type Page } from '@playwright/test'
import { api, sessionValue, signIn } from './builder-support.ts'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

// The builder's import review (issue 14): the parsed values editable in place, the importer's
// doubts marked, the corrections carried into the CV, and a signed-in user's import saved at once.

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'

// No headline under the name (the latest job title is taken) and a job with a start year only.
const CV_TEXT = `Lena Fischer
lena.fischer@example.com | +49 40 5550123 | Hamburg

Work experience
Project Manager
Hanse Logistik GmbH, Hamburg
04/2019 – present

Team Lead
Nordfracht AG, Bremen
2016

Education
M.Sc. Logistics
Universität Hamburg
2012 – 2015

Skills
SAP, Excel, Lean Management
`

async function parse(page: Page): Promise<void> {
  await page.goto('/app?new=1')
  await page.getByLabel('CV text').fill(CV_TEXT)
  await page.getByRole('button', { name: 'Parse CV' }).click()
  await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible()
}

async function shoot(page: Page, name: string): Promise<void> {
  const original = page.viewportSize()
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/import-review-${name}-${width}.png`, fullPage: true })
  }
  if (original) await page.setViewportSize(original)
}

test.describe('import review', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('visitor: the parsed values are shown, corrected in place and carried into the CV', async ({
    page,
  }) => {
    await parse(page)
    const contact = page.getByTestId('review-contact')
    await expect(contact.getByLabel('Full name')).toHaveValue('Lena Fischer')
    await expect(contact.getByLabel('E-mail')).toHaveValue('lena.fischer@example.com')
    await expect(contact.getByLabel('Phone')).toHaveValue('+49 40 5550123')
    await expect(contact.getByLabel('Location')).toHaveValue('Hamburg')

    const jobs = page.getByTestId('review-experience').getByRole('group')
    await expect(jobs).toHaveCount(2)
    const latest = page.getByRole('group', { name: 'Position 1' })
    await expect(latest.getByLabel('Job title')).toHaveValue('Project Manager')
    await expect(latest.getByLabel('Company')).toHaveValue('Hanse Logistik GmbH')
    await expect(latest.getByLabel('Start')).toHaveValue('2019-04')
    await expect(latest.getByLabel('I currently work here')).toBeChecked()
    const school = page.getByRole('group', { name: 'Education 1' })
    await expect(school.getByLabel('Degree')).toHaveValue('M.Sc.')
    await expect(school.getByLabel('Field of study')).toHaveValue('Logistics')
    await expect(school.getByLabel('School or university')).toHaveValue('Universität Hamburg')
    await expect(school.getByLabel('End')).toHaveValue('2015')

    // The doubts: the headline taken from the latest job, the job without an end; icon and text.
    await expect(page.getByTestId('review-doubts')).toHaveText(
      'We were unsure about 2 places. They are marked below.',
    )
    await expect(contact.getByLabel('Job title')).toHaveAccessibleDescription(
      'Taken from your latest job — please check',
    )
    const older = page.getByRole('group', { name: 'Position 2' })
    await expect(older.getByText('Dates incomplete — please check')).toBeVisible()
    await expect(older.getByLabel('End')).toHaveAccessibleDescription('Dates incomplete — please check')
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'doubts')

    // Corrections with the keyboard: the name, the missing end year (its doubt goes).
    await contact.getByLabel('Full name').focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('Lena M. Fischer')
    await older.getByLabel('End').fill('2018')
    await expect(older.getByText('Dates incomplete — please check')).toHaveCount(0)
    await expect(page.getByTestId('review-doubts')).toHaveText(
      'We were unsure about 1 place. It is marked below.',
    )
    // A visitor's import lives in session storage only.
    expect(await sessionValue(page, 'applykit.cvBuilderData')).toContain('Lena M. Fischer')
    await expect(page.getByTestId('save-status')).toHaveCount(0)

    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await expect(page.getByRole('heading', { name: 'Choose a template' })).toBeVisible()
    // Review corrections belong to the import: the edited flag stays unset.
    expect(await sessionValue(page, 'applykit.cvEdited')).toBeNull()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByLabel('Full name')).toHaveValue('Lena M. Fischer')
    const editedJob = JSON.parse((await sessionValue(page, 'applykit.cvBuilderData')) ?? '{}') as {
      experience: Array<{ endDate: string }>
    }
    expect(editedJob.experience[1]?.endDate).toBe('2018')
  })

  test('visitor: the interests and the closing place/date are shown, corrected and carried into the CV', async ({
    page,
  }) => {
    await page.goto('/app?new=1')
    await page
      .getByLabel('CV text')
      .fill(`${CV_TEXT}\nInterests\nClimbing (DAV), Sailing, Chess\n\nHamburg, 26.11.2025\nLena Fischer\n`)
    await page.getByRole('button', { name: 'Parse CV' }).click()
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible()

    const interests = page.getByTestId('review-interests')
    await expect(interests.getByText('3 interests')).toBeVisible()
    const first = interests.getByRole('group', { name: 'Interest 1' })
    await expect(first.getByLabel('Interest')).toHaveValue('Climbing')
    await expect(first.getByLabel('Details')).toHaveValue('DAV')
    await expect(interests.getByRole('group', { name: 'Interest 3' }).getByLabel('Interest')).toHaveValue(
      'Chess',
    )
    const closing = page.getByTestId('review-closing')
    await expect(closing.getByLabel('Place')).toHaveValue('Hamburg')
    await expect(closing.getByLabel('Date')).toHaveValue('2025-11-26')
    await expect(closing.getByLabel('Date')).toHaveAccessibleDescription(
      'Leave empty to print the day you export.',
    )
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'interests-closing')

    // Corrections: a detail added, one interest removed (the focus moves to the next), the place changed.
    await first.getByLabel('Details').fill('DAV, Alpenverein')
    await interests.getByRole('button', { name: 'Remove Sailing' }).click()
    await expect(interests.getByRole('group')).toHaveCount(2)
    await expect(interests.getByText('2 interests')).toBeVisible()
    await expect(interests.getByRole('group', { name: 'Interest 2' }).getByLabel('Interest')).toBeFocused()
    await closing.getByLabel('Place').fill('Altona')
    const stored = JSON.parse((await sessionValue(page, 'applykit.cvBuilderData')) ?? '{}') as {
      interests: Array<{ name: string; keywords: string[] }>
      closing: { place: string; date: string }
    }
    expect(stored.interests.map((interest) => [interest.name, interest.keywords])).toEqual([
      ['Climbing', ['DAV', 'Alpenverein']],
      ['Chess', []],
    ])
    expect(stored.closing).toMatchObject({ place: 'Altona', date: '2025-11-26' })
  })

  test('signed-in: the import is a CV in My CVs from the moment it is parsed', async ({ page }) => {
    test.setTimeout(120_000)
    const sessionId = await signIn(page)
    await parse(page)
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 })
    const saved = await api(page.request, sessionId).list()
    expect(saved).toHaveLength(1)
    expect((await api(page.request, sessionId).read(saved[0]!.id)).cvData.personal.fullName).toBe(
      'Lena Fischer',
    )

    // A correction in the review reaches the same CV; no second one is made.
    await page.getByTestId('review-contact').getByLabel('Full name').fill('Lena Maria Fischer')
    await expect
      .poll(async () => (await api(page.request, sessionId).read(saved[0]!.id)).cvData.personal.fullName, {
        timeout: 15_000,
      })
      .toBe('Lena Maria Fischer')
    expect(await api(page.request, sessionId).list()).toHaveLength(1)

    await page.goto('/my-cvs')
    await expect(page.getByText('Lena Maria Fischer').first()).toBeVisible()
  })
})
