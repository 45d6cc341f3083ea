import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import {
  api,
  CV_TEXT,
  pasteAndParse,
  previewText,
  sessionValue,
  shoot,
  signIn,
} from './builder-support.ts'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

// The CV builder wizard, autosave, My CVs and the print pages against the built app.

test.describe('CV builder', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('signed-in trial user: pasted text → template → edit → preview → downloaded PDF', async ({ page }) => {
    test.setTimeout(180_000)
    const sessionId = await signIn(page)
    await page.goto('/app?new=1')
    await expect(page.getByRole('heading', { name: 'Import your CV' })).toBeVisible()
    await expect(page).toHaveURL('/app')

    // Non-blank rule: disabled while blank; the keyboard shortcut explains why.
    const parse = page.getByRole('button', { name: 'Parse CV' })
    await expect(parse).toBeDisabled()
    await page.getByLabel('CV text').fill('   ')
    await expect(parse).toBeDisabled()
    await page.getByLabel('CV text').press('Control+Enter')
    await expect(page.getByRole('status').getByText('Please paste some CV text to parse')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, '1-import')

    await pasteAndParse(page)
    await expect(page.getByTestId('review-experience')).toContainText('2 positions')
    await expect(page.getByTestId('review-education')).toContainText('1 entry')
    await expect(page.getByTestId('review-languages')).toContainText('2 languages')
    // Issue 14: the parsed import is the builder's CV at once (and saved for a signed-in user).
    await expect(page.getByTestId('review-contact').getByLabel('Full name')).toHaveValue('Anna Schmidt')
    expect(await sessionValue(page, 'applykit.importedCvData')).toBeNull()
    expect(await sessionValue(page, 'applykit.cvBuilderData')).toContain('Anna Schmidt')
    await shoot(page, '1-review')

    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await expect(page.getByRole('heading', { name: 'Choose a template' })).toBeVisible()
    expect(await sessionValue(page, 'applykit.cvBuilderData')).toContain('Anna Schmidt')
    expect(await sessionValue(page, 'applykit.cvEdited')).toBeNull()
    await expect(page.getByRole('navigation', { name: 'Progress' }).getByText('Import (done)')).toBeAttached()

    // All 11 templates as a radio group, the user's default preselected, arrow keys move the choice.
    const templates = page.getByRole('radio', {
      name: /^(Modern Grid|Executive Modern|ATS Simple|Sidebar Elegant|Creative Portfolio|Timeline Visual|Technical Matrix|Stack Overflow|Flat Design|Kendall|Paper)$/,
    })
    await expect(templates).toHaveCount(11)
    await expect(page.getByRole('radio', { name: 'Executive Modern' })).toBeChecked()
    await page.getByRole('radio', { name: 'Executive Modern' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'ATS Simple' })).toBeChecked()
    await page.getByTestId('template-timeline').click()
    await expect(page.getByRole('radio', { name: 'Timeline Visual' })).toBeChecked()
    await page.getByTestId('theme-teal').click()
    await expect(page.getByRole('radio', { name: 'Teal' })).toBeChecked()
    expect(await sessionValue(page, 'applykit.selectedTemplate')).toBe('timeline')
    expect(await sessionValue(page, 'applykit.selectedTheme')).toBe('teal')
    const thumbnail = page.getByTestId('template-timeline').getByRole('img')
    await expect(thumbnail).toHaveAttribute('src', /\/api\/templates\/timeline\/thumbnail\?theme=teal/)
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true)
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager'
      await Promise.all(
        Array.from(document.images).map((img) =>
          img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true })),
        ),
      )
    })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, '2-template')

    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByRole('heading', { name: 'Edit your CV' })).toBeVisible()
    await expect(page.getByLabel('Full name')).toHaveValue('Anna Schmidt')

    // Edits: title, a reorder with the keyboard, a language with its CEFR level.
    await page
      .locator('#cv-personal')
      .getByLabel('Job title', { exact: true })
      .fill('Staff Software Engineer')
    const experience = page.locator('#cv-experience')
    const firstRole = experience.locator('li[data-entry] h3').first()
    const firstRoleText = ((await firstRole.textContent()) ?? '').replace(/^\d+\./, '')
    await experience
      .getByRole('button', { name: /^Move .* down$/ })
      .first()
      .focus()
    await page.keyboard.press('Enter')
    await expect(experience.locator('li[data-entry] h3').nth(1)).toHaveText(`2.${firstRoleText}`)
    await expect(experience.getByRole('button', { name: /^Move .* up$/ }).nth(1)).toBeFocused()
    await expect(page.getByText(/moved to position 2 of 2/)).toBeAttached()
    await page.locator('#cv-languages').getByRole('button', { name: 'Add language' }).click()
    const newLanguage = page
      .locator('#cv-languages li[data-entry]')
      .last()
      .getByLabel('Language', { exact: true })
    await expect(newLanguage).toBeFocused()
    await newLanguage.fill('French')
    await page.locator('#cv-languages li[data-entry]').last().getByRole('combobox', { name: 'Level' }).click()
    await page.getByRole('option', { name: 'B2 – Upper intermediate' }).click()
    expect(await sessionValue(page, 'applykit.cvEdited')).toBe('true')

    // Autosave created the CV at the import (issue 14) and keeps it as the user edits: still one.
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 15_000 })
    const saved = await api(page.request, sessionId).list()
    expect(saved).toHaveLength(1)
    await expect
      .poll(async () => (await api(page.request, sessionId).read(saved[0]!.id)).cvData.personal.title)
      .toBe('Staff Software Engineer')

    // Validation messages of the AI buttons.
    await page.locator('#cv-personal').getByLabel('Job title', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Enhance title with AI' }).click()
    await expect(
      page.getByRole('status').getByText('Please enter a job title before enhancing with AI'),
    ).toBeVisible()
    await page
      .locator('#cv-personal')
      .getByLabel('Job title', { exact: true })
      .fill('senior software engineer')
    await page.getByRole('button', { name: 'Enhance title with AI' }).click()
    // Issue 16: suggestions from the CV's roles to pick from; the field changes only on a pick.
    const suggestions = page.getByRole('region', { name: 'Titles from your CV' })
    await expect(suggestions).toBeVisible()
    await expect(page.locator('#cv-personal').getByLabel('Job title', { exact: true })).toHaveValue(
      'senior software engineer',
    )
    await suggestions.getByRole('button', { name: 'Use this title: Senior Software Engineer' }).click()
    await expect(page.getByRole('status').getByText('Title updated')).toBeVisible()
    await expect(page.locator('#cv-personal').getByLabel('Job title', { exact: true })).toHaveValue(
      'Senior Software Engineer',
    )
    await expect(suggestions).toBeHidden()
    // The title is now one of the suggestions: "Nothing to change", no success claimed.
    await page.getByRole('button', { name: 'Enhance title with AI' }).click()
    await expect(page.getByRole('region', { name: 'Nothing to change' })).toContainText(
      'Your title already matches your CV',
    )
    await page.getByRole('button', { name: 'Close suggestions' }).click()
    await page.getByRole('button', { name: 'Humanize CV' }).click()
    // Issue 16: no success claim; either the changes to review, one by one, or "Nothing to change".
    await expect(
      page
        .getByRole('region', { name: /^Notifications/ })
        .getByText(/^(?:Review the suggested changes|Nothing to change)$/),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await shoot(page, '3-edit')

    await page.getByRole('button', { name: 'Next: preview and export' }).click()
    await expect(page.getByRole('heading', { name: 'Preview and export' })).toBeVisible()
    await expect.poll(() => previewText(page)).toContain('Anna Schmidt')
    expect(await previewText(page)).toContain('tpl-timeline')
    // Pages drawn from the exported PDF: no user HTML runs in the app.
    await expect(page.getByTestId('cv-preview')).not.toHaveAttribute('data-pages', '0')

    // The CV language re-renders the preview.
    await page.getByRole('combobox', { name: 'CV language' }).click()
    await page.getByRole('option', { name: 'Deutsch' }).click()
    await expect.poll(() => previewText(page)).toContain('lang="de-DE"')
    expect(await sessionValue(page, 'applykit.selectedLanguage')).toBe('de')
    await expectNoSeriousA11yViolations(page)
    await shoot(page, '4-preview')

    await expect(page.getByTestId('pdf-exports-left')).toHaveText('PDF exports: 3 of 3 left')
    const downloadPromise = page.waitForEvent('download')
    // (No check of the passing "Exporting…" state: a quick export ends before it can be seen.)
    await page.getByRole('button', { name: 'Export PDF' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('Anna Schmidt.pdf')
    const file = readFileSync((await download.path())!)
    expect(file.subarray(0, 5).toString()).toBe('%PDF-')
    await expect(page.getByRole('status').getByText('CV exported successfully!')).toBeVisible()
    await expect(page.getByTestId('pdf-exports-left')).toHaveText('PDF exports: 2 of 3 left')

    // Word is Pro: the trial sees the button with a Pro badge that opens the upgrade dialog.
    await page.getByRole('button', { name: /Export Word \(DOCX\)/ }).click()
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toBeVisible()
    await expect(page.getByRole('dialog')).toContainText('Word export is part of ApplyKit Pro.')
    await page.keyboard.press('Escape')

    // JSON Resume export.
    const jsonDownload = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export JSON Resume' }).click()
    const json = JSON.parse(readFileSync((await (await jsonDownload).path())!, 'utf8')) as {
      basics: { name: string }
    }
    expect(json.basics.name).toBe('Anna Schmidt')
  })

  test('autosave survives a reload, a dropped connection and a conflicting write', async ({ page }) => {
    test.setTimeout(120_000)
    const sessionId = await signIn(page)
    const server = api(page.request, sessionId)
    await page.goto('/cv-builder?new=1')
    await page.getByRole('button', { name: /Start from scratch/ }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await page.getByLabel('Full name').fill('Jonas Weber')
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 })
    const [cv] = await server.list()
    expect(cv?.title).toBe('Jonas Weber')

    // Edited data in session: a reload starts at the preview and keeps the edit.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Preview and export' })).toBeVisible()
    await expect(page.getByTestId('save-status')).toHaveText('Saved')
    await page.getByRole('navigation', { name: 'Progress' }).getByRole('button', { name: /Edit/ }).click()
    await expect(page.getByLabel('Full name')).toHaveValue('Jonas Weber')

    // The network drops: the status says so, and the edit still reaches the server after a reload.
    await page.route('**/api/cv/*', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.locator('#cv-personal').getByLabel('Job title', { exact: true }).fill('Product Designer')
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'offline', {
      timeout: 15_000,
    })
    await expect(page.getByTestId('save-status')).toContainText('Offline – changes kept on this device')
    await shoot(page, 'autosave-offline')
    expect(await sessionValue(page, 'applykit.cvUnsaved')).toBe('true')
    expect((await server.read(cv!.id)).cvData.personal.title).toBe('')
    await page.unroute('**/api/cv/*')
    await page.reload()
    await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 })
    expect((await server.read(cv!.id)).cvData.personal.title).toBe('Product Designer')

    // Someone saves a newer version elsewhere: the next save asks which version wins.
    const current = await server.read(cv!.id)
    const elsewhere = await server.put(cv!.id, {
      cvData: { personal: { fullName: 'Jonas Weber', title: 'Head of Design' } },
      updatedAt: current.updatedAt,
    })
    expect(elsewhere.status()).toBe(200)
    await page.getByRole('navigation', { name: 'Progress' }).getByRole('button', { name: /Edit/ }).click()
    await page.getByLabel('Phone').fill('+41 44 123 45 67')
    const conflict = page.getByRole('dialog', { name: 'This CV was changed elsewhere' })
    await expect(conflict).toBeVisible({ timeout: 15_000 })
    await shoot(page, 'conflict')
    await conflict.getByRole('button', { name: 'Load the newer version' }).click()
    await expect(conflict).toBeHidden()
    await expect(page.locator('#cv-personal').getByLabel('Job title', { exact: true })).toHaveValue(
      'Head of Design',
    )

    // `/app?edit={id}` in a fresh tab loads the saved CV into the edit step.
    const other = await page.context().newPage()
    await other.goto(`/app?edit=${cv!.id}`)
    await expect(other.getByLabel('Full name')).toHaveValue('Jonas Weber')
    await expect(other.locator('#cv-personal').getByLabel('Job title', { exact: true })).toHaveValue(
      'Head of Design',
    )
    await other.close()
  })

  test('My CVs: cards, share for Pro only, print page, delete with confirm', async ({ page }) => {
    test.setTimeout(120_000)
    const sessionId = await signIn(page)
    const server = api(page.request, sessionId)
    await page.goto('/my-cvs')
    await expect(page.getByRole('heading', { name: 'No CVs yet' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create your first CV' })).toHaveAttribute(
      'href',
      '/app?new=1',
    )
    await shoot(page, 'my-cvs-empty')

    const first = await server.create('Lena Fischer')
    const second = await server.create('Marco Rossi')
    await page.reload()
    const cards = page.getByTestId('cv-card')
    await expect(cards).toHaveCount(2)
    const lena = cards.filter({ hasText: 'Lena Fischer' })
    await expect(lena).toContainText('Timeline Visual')
    await expect(lena).toContainText('Modified')
    await expect(lena).toContainText('Created')
    await expect(lena.getByRole('link', { name: 'Edit Lena Fischer' })).toHaveAttribute(
      'href',
      `/app?edit=${first.id}`,
    )
    await expect(lena.getByRole('link', { name: 'Print Lena Fischer' })).toHaveAttribute(
      'href',
      `/cv-print?id=${first.id}`,
    )
    await expect(page.getByRole('link', { name: 'Create New CV' })).toHaveAttribute('href', '/app?new=1')

    // Sharing is Pro: the trial gets the upgrade dialog and nothing changes.
    await lena.getByRole('switch').click()
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toContainText(
      'Shareable CV links are part of ApplyKit Pro.',
    )
    await page.keyboard.press('Escape')
    await expect(lena.getByText('Shared')).toHaveCount(0)
    // A link only its owner could open is not offered for copying.
    await expect(lena.getByRole('button', { name: 'Copy the share link of Lena Fischer' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'my-cvs')

    // Print: the A4 document in a frame, the print dialog asked for after 0.5 s; for the owner an
    // export of the plan (issue 30): the trial's watermark, one of its three PDF exports each.
    await page.goto(`/cv-print?id=${first.id}`)
    const frame = page.getByTestId('cv-print-frame')
    await expect(frame).toHaveAttribute('data-print-requested', 'true', { timeout: 10_000 })
    expect(await frame.getAttribute('srcdoc')).toContain('Lena Fischer')
    expect(await frame.getAttribute('srcdoc')).toContain('"Created with ApplyKit \\2014  Trial"')
    await expect(
      page.frameLocator('[data-testid=cv-print-frame]').getByText('Lena Fischer').first(),
    ).toBeVisible()
    await shoot(page, 'print')
    await page.goto(`/cv-print?id=${first.id}&template=4&color=3`)
    await expect
      .poll(async () => (await page.getByTestId('cv-print-frame').getAttribute('srcdoc')) ?? '')
      .toContain('tpl-technical-matrix')
    expect(await page.getByTestId('cv-print-frame').getAttribute('srcdoc')).toContain('#047857')
    await page.goto(`/cv/${second.id}/print`)
    await expect(page.getByTestId('cv-print-frame')).toHaveAttribute('srcdoc', /Marco Rossi/)
    await page.goto('/cv-print?id=00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { name: 'CV not found' })).toBeVisible()

    // Delete with a confirm dialog and the real call.
    await page.goto('/my-cvs')
    await cards.filter({ hasText: 'Marco Rossi' }).getByRole('button', { name: 'Delete Marco Rossi' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete “Marco Rossi”?' })
    await expect(dialog).toBeVisible()
    await shoot(page, 'my-cvs-delete')
    await dialog.getByRole('button', { name: 'Delete CV' }).click()
    await expect(page.getByRole('status').getByText('CV deleted')).toBeVisible()
    await expect(cards).toHaveCount(1)
    expect((await server.list()).map((cv) => cv.id)).toEqual([first.id])
    expect(
      (
        await page.request.get(`/api/cv/${second.id}`, { headers: { authorization: `Bearer ${sessionId}` } })
      ).status(),
    ).toBe(404)
  })

  test('visitor: uploaded PDF, session storage only, asked to log in to export', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/my-cvs')
    await expect(page).toHaveURL('/login')

    // A text-based PDF of a CV, printed by the same Chromium.
    const printer = await browser.newPage()
    await printer.setContent(`<pre style="font: 12pt sans-serif">${CV_TEXT}</pre>`)
    const pdf = await printer.pdf({ format: 'A4' })
    await printer.close()

    await page.goto('/cv-builder-unified')
    await page.getByRole('tab', { name: 'Upload file' }).click()
    await shoot(page, '1-upload')
    await page
      .getByTestId('cv-file-input')
      .setInputFiles({ name: 'wrong.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please upload a PDF, DOC or DOCX file, or a photo (JPEG, PNG, WebP, HEIC).' }),
    ).toBeVisible()
    await page
      .getByTestId('cv-file-input')
      .setInputFiles({ name: 'anna.pdf', mimeType: 'application/pdf', buffer: pdf })
    // The first PDF of a fresh server also starts the parser's worker.
    await expect(page.getByRole('status').getByText('CV file parsed successfully!')).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('heading', { name: 'Here is what we found' })).toBeVisible()
    await expect(page.getByTestId('review-experience')).toContainText('2 positions')

    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByTestId('visitor-hint')).toContainText('this CV is kept in this browser only')
    await expect(page.getByTestId('save-status')).toHaveCount(0)
    await page.locator('#cv-personal').getByLabel('Location').fill('Zürich, Switzerland')
    expect(await sessionValue(page, 'applykit.cvBuilderData')).toContain('Zürich, Switzerland')
    expect(await sessionValue(page, 'applykit.selectedTemplate')).toBeNull()

    // Reload: edited data in session starts at the preview (docs/spec/1-screens.md start rules).
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Preview and export' })).toBeVisible()
    await expect.poll(() => previewText(page)).toContain('Zürich, Switzerland')
    expect(await previewText(page)).toContain('tpl-executive-modern')
    await page.getByRole('button', { name: 'Export PDF' }).click()
    await expect(page.getByRole('dialog', { name: 'Log in to download your CV' })).toBeVisible()
    await shoot(page, 'visitor-export')
    await page.keyboard.press('Escape')

    // Back goes home; coming back resumes from session storage.
    await page.getByRole('link', { name: 'Back', exact: true }).click()
    await expect(page).toHaveURL('/')
    await page.goto('/cv-v2')
    await expect(page.getByRole('heading', { name: 'Preview and export' })).toBeVisible()

    // A broken render shows the Render Error panel; Retry Preview recovers.
    await page.route('**/api/v2/cv/render-preview', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x","message":"boom"}' }),
    )
    await page.getByRole('combobox', { name: 'CV language' }).click()
    await page.getByRole('option', { name: 'Français' }).click()
    await expect(page.getByRole('heading', { name: 'Render Error' })).toBeVisible()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to load preview. Please try again.' }).first(),
    ).toBeVisible()
    await page.unroute('**/api/v2/cv/render-preview')
    await page.getByRole('button', { name: 'Retry Preview' }).click()
    await expect(page.getByRole('heading', { name: 'Render Error' })).toHaveCount(0)
    await expect.poll(() => previewText(page)).toContain('lang="fr-FR"')
  })

  test('JSON Resume import and a photo resized in the browser', async ({ page }) => {
    await page.goto('/cv-builder-v2?new=1')
    const resume = {
      basics: {
        name: 'Lukas Meier',
        label: 'Data Analyst',
        email: 'lukas@example.com',
        location: { city: 'Basel', countryCode: 'CH' },
      },
      work: [
        {
          name: 'Novartis',
          position: 'Data Analyst',
          startDate: '2020-04',
          highlights: ['Built dashboards in Power BI'],
        },
      ],
      skills: [{ name: 'Analytics', keywords: ['SQL', 'Python'] }],
      languages: [{ language: 'German', fluency: 'Native speaker' }],
    }
    await page.getByTestId('json-resume-input').setInputFiles({
      name: 'resume.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(resume)),
    })
    await expect(page.getByRole('status').getByText('JSON Resume imported')).toBeVisible()
    await expect(page.getByTestId('review-experience')).toContainText('1 position')
    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByLabel('Full name')).toHaveValue('Lukas Meier')
    await expect(page.getByLabel('Skill groups')).toHaveValue('Analytics: SQL, Python')

    // A 1600 × 1200 camera photo is stored as a JPEG of at most 400 px.
    const png = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      canvas.width = 1600
      canvas.height = 1200
      const context = canvas.getContext('2d')!
      context.fillStyle = '#3b82f6'
      context.fillRect(0, 0, 1600, 1200)
      return canvas.toDataURL('image/png').split(',')[1]!
    })
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') })
    await expect(page.getByRole('img', { name: 'Your CV photo' })).toBeVisible()
    const size = await page.evaluate(async () => {
      const cv = JSON.parse(sessionStorage.getItem('applykit.cvBuilderData')!) as {
        personal: { photo: string }
      }
      const image = new Image()
      image.src = cv.personal.photo
      await image.decode()
      return { type: cv.personal.photo.slice(0, 15), width: image.naturalWidth, height: image.naturalHeight }
    })
    expect(size).toEqual({ type: 'data:image/jpeg', width: 400, height: 300 })

    // Skills text: one group per line, levels kept; bullets: blank lines dropped.
    await page.getByLabel('Skill groups').fill('Analytics: SQL, Python, , R\n\nTools: Tableau')
    await page
      .locator('#cv-experience')
      .getByLabel('Achievements and responsibilities')
      .fill('Built dashboards\n\n\nCut reporting time by 40%')
    const cv = JSON.parse((await sessionValue(page, 'applykit.cvBuilderData'))!) as {
      skills: Array<{ category: string; items: Array<{ name: string }> }>
      experience: Array<{ bullets: string[] }>
    }
    expect(cv.skills.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ['Analytics', ['SQL', 'Python', 'R']],
      ['Tools', ['Tableau']],
    ])
    expect(cv.experience[0]?.bullets).toEqual(['Built dashboards', 'Cut reporting time by 40%'])
  })
})
