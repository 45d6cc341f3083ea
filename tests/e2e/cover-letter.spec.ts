import { expect, type Page, test } from '@playwright/test'
import { Document, Packer, Paragraph } from 'docx'
import { onePageLineLimit } from '#shared/letter-geometry'
import { expectNoSeriousA11yViolations, message, useLanguage } from './support.ts'

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`

const CV_TEXT = `Anna Schmidt
anna.schmidt@example.com | +49 170 1234567 | Berlin

Professional Experience
Marketing Manager, Nordlicht GmbH, 03/2020 – present
- Led a team of 6 marketers and grew qualified leads by 40 %
- Launched the new website in 4 languages

Education
M.A. Marketing, Universität Hamburg, 2016

Skills
SEO, Google Analytics, HubSpot, Content Strategy`

const JOB_AD = `Senior Marketing Manager (m/w/d)
Bergwerk Solar GmbH, München

Bergwerk Solar GmbH is a fast-growing renewable energy company that plans and builds solar parks across Europe.

Your tasks:
- Lead our B2B marketing team and campaigns
- Own SEO and performance marketing

Your profile:
- 5+ years of B2B marketing experience
- SEO, Google Analytics and HubSpot
- Fluent English and German`

async function signIn(page: Page): Promise<void> {
  const email = unique('letters')
  await page.goto('/free-trial')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  const mails = (await res.json()) as Array<{ text: string }>
  const link = /(https?:\/\/[^\s]+\/auth\/token\?token=[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1]
  if (!link) throw new Error(`no link for ${email}`)
  const url = new URL(link)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page).toHaveURL('/dashboard')
  // Signed in once the dashboard has loaded the user (the session is then committed to storage).
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForTimeout(150)
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
}

// The toast viewport; its items are the visible toasts (Radix announces them separately).
const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })

test.describe('cover letter writer', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('tells visitors to log in', async ({ page }) => {
    await page.goto('/cover-letter-writer')
    await expect(page.getByRole('heading', { name: 'Cover Letter Writer', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
    await expect(page.getByText('Please log in to generate cover letters')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await screenshots(page, 'cover-letter-visitor')
    await page.getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL('/login')
  })

  test('paste → Extract → Found: name → job ad → Generate → edit, count; downloads instead of print', async ({ page }) => {
    // Four generated letters on a shared machine.
    test.setTimeout(150_000)
    await signIn(page)
    await page.goto('/cover-letter-writer')
    await expect(page.getByRole('heading', { name: 'Your letter' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Live Preview (A4 Format)' })).toBeVisible()
    await expect(page.getByText('Keep each paragraph to ≤ 80 words (~5 lines)')).toBeVisible()
    await expect(
      page.getByText('A4 format (12pt font, DIN margins) • Target: ≤ 80 words per paragraph'),
    ).toBeVisible()
    const generate = page.getByRole('button', { name: 'Generate Cover Letter' })
    await expect(generate).toBeDisabled()
    await expectNoSeriousA11yViolations(page)
    await screenshots(page, 'cover-letter-empty')

    // The 50-character rule: disabled and explained below 50 trimmed characters.
    await page.getByRole('tab', { name: 'Paste Text' }).click()
    const cvText = page.getByLabel('CV text')
    const extract = page.getByRole('button', { name: 'Extract CV Data' })
    await cvText.fill(`   ${'x'.repeat(49)}   `)
    await expect(extract).toBeDisabled()
    await expect(
      page.getByText('Please provide more detailed CV content (at least 50 characters).'),
    ).toBeVisible()
    await cvText.press('Control+Enter')
    await expect(toast(page, 'CV text too short')).toBeVisible()
    await cvText.fill('x'.repeat(50))
    await expect(extract).toBeEnabled()

    await cvText.fill(CV_TEXT)
    await extract.click()
    await expect(toast(page, 'CV Uploaded Successfully')).toBeVisible()
    await expect(page.getByText('CV processed successfully!')).toBeVisible()
    await expect(page.getByText('Found: Anna Schmidt')).toBeVisible()
    await expect(generate).toBeDisabled()

    // The language-dependent hint names the norm only where it is real.
    await page.getByLabel('Language', { exact: true }).click()
    await page.getByRole('option', { name: 'Deutsch' }).click()
    await expect(page.getByText(message('en', 'coverLetter.hint.de'))).toBeVisible()
    await page.getByLabel('Language', { exact: true }).click()
    await page.getByRole('option', { name: 'English' }).click()
    await expect(page.getByText(/UK block style/)).toBeVisible()

    await page.getByLabel('Job description').fill(JOB_AD)
    await expect(generate).toBeEnabled()
    await generate.click()
    await expect(toast(page, 'Cover Letter Generated')).toBeVisible()
    const editor = page.getByRole('textbox', { name: 'Cover letter text' })
    await expect(editor).toHaveValue(/Bergwerk Solar GmbH/)
    await expect(editor).toHaveValue(/Anna Schmidt/)

    const limit = onePageLineLimit()
    const counter = page.getByTestId('letter-line-count')
    await expect(counter).toHaveText(new RegExp(`^\\d+ / ${limit} lines$`))
    await expect(page.getByText('Fits perfectly on one page')).toBeVisible()
    await expect(page.getByText('1 page', { exact: true })).toBeVisible()

    const detected = page.getByRole('region', { name: 'Detected Company Info' })
    await expect(detected).toContainText('Bergwerk Solar GmbH')
    await expect(detected).toContainText('Senior Marketing Manager')
    await expect(detected).toContainText('Energy')
    await expect(detected).toContainText('München')
    await expectNoSeriousA11yViolations(page)
    await screenshots(page, 'cover-letter-generated')

    // No print window any more: the letter is saved and downloaded as PDF, Word or text in the
    // design of a saved CV (tests/e2e/letters.spec.ts, letter-preview.spec.ts).
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Download the letter as PDF' })).toBeVisible()

    // The editor is the page: its text drives the counter's three states.
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i + 1}`).join('\n')
    await editor.fill(rows(limit - 2))
    await expect(counter).toHaveText(`${limit - 2} / ${limit} lines`)
    await expect(page.getByText('Approaching page limit')).toBeVisible()
    await editor.fill(rows(limit + 3))
    await expect(page.getByText('Exceeds one page - content will be compressed')).toBeVisible()
    await expect(page.getByText('2+ pages')).toBeVisible()
    await expect(page.getByText('End of page 1')).toBeAttached()
    await screenshots(page, 'cover-letter-exceeds')

    // A reload keeps the CV, the ad, the edited letter and the detected company.
    await editor.fill(`${rows(limit + 3)}\nMy own closing line`)
    await page.reload()
    await expect(editor).toHaveValue(/My own closing line$/)
    await expect(page.getByText('Found: Anna Schmidt')).toBeVisible()
    await expect(page.getByLabel('CV text')).toHaveValue(CV_TEXT.trim())
    await expect(page.getByLabel('Job description')).toHaveValue(JOB_AD)
    await expect(detected).toContainText('Bergwerk Solar GmbH')
    await expect(generate).toBeEnabled()

    // The trial has 3 letters; the fourth answers 429 trialLimitExceeded and offers the upgrade.
    for (let i = 2; i <= 3; i++) {
      await generate.click()
      await expect(toast(page, 'Cover Letter Generated')).toBeVisible()
    }
    await generate.click()
    // The dialog is modal (the rest of the page is hidden from the accessibility tree meanwhile).
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(
      "You've used all 3 cover letters in your trial. Upgrade to Pro for unlimited access.",
    )
    await expect(page.getByText('Trial Limit Reached', { exact: true })).toBeAttached()
    await screenshots(page, 'cover-letter-trial-limit')
  })

  test('answers the start date and salary the ad asks for with what the user gave', async ({ page }) => {
    await signIn(page)
    await page.goto('/cover-letter-writer')
    await page.getByRole('tab', { name: 'Paste Text' }).click()
    await page.getByLabel('CV text').fill(CV_TEXT)
    await page.getByRole('button', { name: 'Extract CV Data' }).click()
    await expect(page.getByText('Found: Anna Schmidt')).toBeVisible()
    await page
      .getByLabel('Job description')
      .fill(`${JOB_AD}\n\nPlease include your salary expectations and your earliest possible start date.`)
    const startDate = page.getByLabel('Earliest start date (optional)')
    const salary = page.getByLabel('Salary expectation (optional)')
    await expect(startDate).toHaveAccessibleDescription(message('en', 'coverLetter.job.answersHint'))
    await startDate.fill('1 March 2027')
    await salary.fill('€72,000 gross a year')
    await expectNoSeriousA11yViolations(page)
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await startDate.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/zeugnis-shots/cover-answers-form-${width}.png` })
    }
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(toast(page, 'Cover Letter Generated')).toBeVisible()
    const editor = page.getByRole('textbox', { name: 'Cover letter text' })
    await expect(editor).toHaveValue(/My earliest possible start date is 1 March 2027\./)
    await expect(editor).toHaveValue(/My salary expectation is €72,000 gross a year\./)
    // The fields survive a reload with the rest of the draft.
    await page.reload()
    await expect(page.getByLabel('Salary expectation (optional)')).toHaveValue('€72,000 gross a year')
  })

  test('reads an uploaded DOCX', async ({ page }) => {
    await signIn(page)
    await page.goto('/cover-letter-writer')
    const doc = new Document({
      sections: [{ children: CV_TEXT.split('\n').map((line) => new Paragraph(line)) }],
    })
    const buffer = await Packer.toBuffer(doc)
    await page.getByLabel(/Choose a file/).setInputFiles({
      name: 'anna-schmidt.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer,
    })
    await expect(page.getByText('Processing CV...')).toBeVisible()
    // The first file after a server start also boots the extraction worker.
    await expect(page.getByText('Found: Anna Schmidt')).toBeVisible({ timeout: 30_000 })
    await expect(toast(page, 'CV Uploaded Successfully')).toBeVisible()

    await page
      .getByLabel(/Choose a file/)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(toast(page, 'CV Upload Failed')).toBeVisible()
    await expect(toast(page, 'Please upload a PDF, DOC or DOCX file, or a photo (JPEG, PNG, WebP, HEIC).')).toBeVisible()

    // A session that is gone (storage and cookie cleared): the call answers 401 and the page says so.
    await page.getByLabel('Job description').fill(JOB_AD)
    await page.evaluate(() => localStorage.removeItem('applykit.session'))
    await page.context().clearCookies()
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click()
    await expect(toast(page, 'Authentication Required')).toBeVisible()
    await expect(toast(page, 'Please log in again to continue')).toBeVisible()
  })

  test('speaks the interface language and names the norm of the letter language', async ({ page }) => {
    await signIn(page)
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'))
    await page.goto('/cover-letter-writer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'coverLetter.title'))
    // The letter language follows the interface language; its hint names DIN 5008.
    await expect(page.getByLabel(message('de', 'coverLetter.job.language'), { exact: true })).toHaveText(
      'Deutsch',
    )
    await expect(page.getByText(message('de', 'coverLetter.hint.de'))).toBeVisible()
    await page.getByRole('tab', { name: message('de', 'coverLetter.cv.paste') }).click()
    await page.getByLabel(message('de', 'coverLetter.cv.textLabel')).fill(CV_TEXT)
    await page.getByRole('button', { name: message('de', 'coverLetter.cv.extract') }).click()
    await expect(page.getByText('Gefunden: Anna Schmidt')).toBeVisible()
    await page.getByLabel(message('de', 'coverLetter.job.descriptionLabel')).fill(JOB_AD)
    await page.getByRole('button', { name: message('de', 'coverLetter.generate.action') }).click()
    const editor = page.getByRole('textbox', { name: message('de', 'coverLetter.preview.editorLabel') })
    await expect(editor).toHaveValue(/Mit freundlichen Grüßen/)
    await expect(editor).toHaveValue(/\d{2}\.\d{2}\.\d{4}/)
    await expect(page.getByTestId('letter-line-count')).toHaveText(/^\d+ \/ \d+ Zeilen$/)
    await expectNoSeriousA11yViolations(page)
    await screenshots(page, 'cover-letter-de')
  })
})
