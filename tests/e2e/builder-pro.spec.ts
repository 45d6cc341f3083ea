import { expect, test } from '@playwright/test'
import JSZip from 'jszip'
import { readFileSync } from 'node:fs'
import { PRINT_DIALOG_DELAY_MS } from '../../src/shared/limits.ts'
import { QUOTAS, WATERMARK_TEXT } from '../../src/shared/plans.ts'
import { api, pasteAndParse, previewText, shoot, signIn, signInAsPro } from './builder-support.ts'
import { pdfText } from '../support/pdf-text.ts'
import { useLanguage } from './support.ts'

// The builder's Pro paths as a paying user: Word and unlimited, unwatermarked PDF exports from the
// preview step, and a CV shared by link from My CVs. The trial's side of both (the upgrade dialogs)
// is in builder.spec.ts.

const TRIAL_PDF_EXPORTS = Number(QUOTAS.pdfExport.trial)

test.describe('CV builder as Pro', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('preview step: Word export and more PDF exports than a trial has, none watermarked', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await signInAsPro(page)
    await page.goto('/app?new=1')
    await pasteAndParse(page)
    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByLabel('Full name')).toHaveValue('Anna Schmidt')
    await page.getByRole('button', { name: 'Next: preview and export' }).click()
    await expect(page.getByRole('heading', { name: 'Preview and export' })).toBeVisible()
    await expect.poll(() => previewText(page)).toContain('Anna Schmidt')

    // Pro sees the Pro note and a Word button without the Pro badge.
    await expect(page.getByText('Pro: unlimited PDF and Word exports without watermark.')).toBeVisible()
    const word = page.getByRole('button', { name: 'Export Word (DOCX)', exact: true })
    await expect(word).toBeVisible()

    // Word: a real DOCX with the CV in its document part.
    const docxDownload = page.waitForEvent('download')
    await word.click()
    const docx = await docxDownload
    expect(docx.suggestedFilename()).toBe('Anna Schmidt.docx')
    await expect(page.getByRole('status').getByText('CV exported successfully!')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toHaveCount(0)
    const docxFile = readFileSync((await docx.path())!)
    expect(docxFile.subarray(0, 2).toString()).toBe('PK')
    const zip = await JSZip.loadAsync(docxFile)
    const documentXml = await zip.file('word/document.xml')?.async('string')
    expect(documentXml).toBeDefined()
    expect(documentXml).toContain('Anna Schmidt')
    expect(documentXml).toContain('Acme Payments GmbH')
    expect(documentXml).toContain('Globex AG')
    const wordParts = await Promise.all(
      Object.keys(zip.files)
        .filter((name) => name.startsWith('word/') && name.endsWith('.xml'))
        .map((name) => zip.file(name)!.async('string')),
    )
    expect(wordParts.join('\n')).not.toContain(WATERMARK_TEXT)

    // PDF: one more export than the trial's quota, every one a clean PDF of the CV.
    let lastPdf = Buffer.alloc(0)
    for (let n = 1; n <= TRIAL_PDF_EXPORTS + 1; n++) {
      const pdfDownload = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export PDF' }).click()
      const pdf = await pdfDownload
      expect(pdf.suggestedFilename()).toBe('Anna Schmidt.pdf')
      lastPdf = readFileSync((await pdf.path())!)
      expect(lastPdf.subarray(0, 5).toString()).toBe('%PDF-')
      await expect(page.getByRole('button', { name: 'Export PDF' })).toBeEnabled()
    }
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toHaveCount(0)
    const text = await pdfText(lastPdf)
    expect(text).toContain('Anna Schmidt')
    expect(text).toContain('Acme Payments GmbH')
    expect(text).not.toContain(WATERMARK_TEXT)
    await shoot(page, 'pro-export')

    // The same CV exported by a trial carries the watermark, so the check above can see one.
    const cvData = JSON.parse(
      (await page.evaluate(() => sessionStorage.getItem('applykit.cvBuilderData')))!,
    ) as unknown
    const trialPage = await browser.newPage()
    try {
      await useLanguage(trialPage, 'en')
      const trialSession = await signIn(trialPage)
      const trialPdf = await trialPage.request.post('/api/render-template', {
        headers: { authorization: `Bearer ${trialSession}` },
        data: { templateId: 'executive-modern', cvData, theme: 'blue', language: 'en', format: 'pdf' },
      })
      expect(trialPdf.status()).toBe(200)
      const trialText = await pdfText(await trialPdf.body())
      expect(trialText).toContain('Anna Schmidt')
      expect(trialText).toContain(WATERMARK_TEXT)
    } finally {
      await trialPage.context().close()
    }
  })

  test('My CVs: share a CV, copy its link, open it signed out, stop sharing', async ({ page, browser }) => {
    test.setTimeout(120_000)
    const sessionId = await signInAsPro(page)
    const server = api(page.request, sessionId)
    const cv = await server.create('Lena Fischer')
    await server.create('Marco Rossi')

    await page.goto('/my-cvs')
    const cards = page.getByTestId('cv-card')
    await expect(cards).toHaveCount(2)
    const lena = cards.filter({ hasText: 'Lena Fischer' })
    const marco = cards.filter({ hasText: 'Marco Rossi' })
    const lenaShare = lena.getByRole('switch', { name: 'Share by link Lena Fischer' })
    await expect(lenaShare).toHaveAttribute('aria-checked', 'false')
    await expect(lena.getByText('Shared', { exact: true })).toHaveCount(0)

    // Turning sharing on: no upgrade dialog, the badge, and the server's flag (which a reload keeps).
    await lenaShare.click()
    await expect(page.getByRole('status').getByText('Sharing turned on')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toHaveCount(0)
    await expect(lenaShare).toHaveAttribute('aria-checked', 'true')
    await expect(lena.getByText('Shared', { exact: true })).toBeVisible()
    await expect(marco.getByText('Shared', { exact: true })).toHaveCount(0)
    expect(Object.fromEntries((await server.list()).map((item) => [item.title, item.isPublic]))).toEqual({
      'Lena Fischer': true,
      'Marco Rossi': false,
    })
    await page.reload()
    await expect(lena.getByText('Shared', { exact: true })).toBeVisible()
    await expect(lenaShare).toHaveAttribute('aria-checked', 'true')

    // Copy link: the print page's address on the clipboard, with the note that it is public.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await lena.getByRole('button', { name: 'Copy the share link of Lena Fischer' }).click()
    const copied = page.getByRole('status').filter({ hasText: 'Share link copied' })
    await expect(copied).toContainText('Anyone with this link can view and print this CV.')
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toBe(`${new URL(page.url()).origin}/cv-print?id=${cv.id}`)
    await shoot(page, 'pro-my-cvs-shared')

    // A browser that was never signed in opens the link: the CV, read-only.
    const visitorContext = await browser.newContext()
    try {
      const visitor = await visitorContext.newPage()
      await useLanguage(visitor, 'en')
      await visitor.emulateMedia({ reducedMotion: 'reduce' })
      await visitor.goto(link)
      const frame = visitor.getByTestId('cv-print-frame')
      await expect(frame).toHaveAttribute('srcdoc', /Lena Fischer/)
      expect(await frame.getAttribute('srcdoc')).toContain('Designs things.')
      await expect(
        visitor.frameLocator('[data-testid=cv-print-frame]').getByText('Lena Fischer').first(),
      ).toBeVisible()
      await expect(visitor.getByRole('heading', { level: 1, name: 'Lena Fischer' })).toBeVisible()
      expect(await visitor.evaluate(() => localStorage.getItem('applykit.session'))).toBeNull()
      // Nothing to edit or manage: back leads home, and only printing is offered.
      await expect(visitor.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      await expect(visitor.getByRole('link', { name: 'My CVs' })).toHaveCount(0)
      await expect(visitor.locator('a[href^="/app"]')).toHaveCount(0)
      await expect(visitor.getByRole('textbox')).toHaveCount(0)
      await expect(visitor.getByRole('button')).toHaveText(['Print'])
      // The print dialog opens by itself only for the owner.
      await visitor.waitForTimeout(PRINT_DIALOG_DELAY_MS + 1000)
      await expect(frame).toHaveAttribute('data-print-requested', 'false')
      const asVisitor = await visitorContext.request.get(`/api/cv/${cv.id}`)
      expect(asVisitor.status()).toBe(200)
      expect(((await asVisitor.json()) as { isOwner: boolean }).isOwner).toBe(false)
      await shoot(visitor, 'pro-shared-view')

      // On a phone the page is fitted to the screen; "Actual size" makes it readable and scrollable.
      await visitor.setViewportSize({ width: 390, height: 844 })
      const actualSize = visitor.getByRole('button', { name: 'Actual size' })
      await expect(actualSize).toHaveAttribute('aria-pressed', 'false')
      expect((await frame.boundingBox())!.width).toBeLessThan(400)
      await actualSize.click()
      await expect(actualSize).toHaveAttribute('aria-pressed', 'true')
      await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(794)
      await actualSize.click()
      await expect.poll(async () => (await frame.boundingBox())!.width).toBeLessThan(400)
      await visitor.setViewportSize({ width: 1280, height: 900 })

      // Turning sharing off: the badge goes, so does the copy button, and the link stops working.
      await lenaShare.click()
      await expect(page.getByRole('status').getByText('Sharing turned off')).toBeVisible()
      await expect(lenaShare).toHaveAttribute('aria-checked', 'false')
      await expect(lena.getByText('Shared', { exact: true })).toHaveCount(0)
      expect((await server.list()).find((item) => item.id === cv.id)?.isPublic).toBe(false)
      // A link nobody else can open is no longer offered for copying (issue 30).
      await expect(lena.getByRole('button', { name: 'Copy the share link of Lena Fischer' })).toHaveCount(0)

      await visitor.reload()
      await expect(visitor.getByRole('heading', { name: 'CV not found' })).toBeVisible()
      await expect(visitor.getByTestId('cv-print-frame')).toHaveCount(0)
      await expect(visitor.getByText('Lena Fischer')).toHaveCount(0)
      // A signed-out reader of a dead link is offered the way home, not a log-in wall.
      await expect(visitor.getByRole('link', { name: 'Home' })).toBeVisible()
      await expect(visitor.getByRole('link', { name: 'My CVs' })).toHaveCount(0)
      const unshared = await visitorContext.request.get(`/api/cv/${cv.id}`)
      expect(unshared.status()).toBe(404)
      expect(await unshared.json()).toMatchObject({ code: 'CV_NOT_FOUND', message: 'CV not found' })
      await shoot(visitor, 'pro-unshared-view')
    } finally {
      await visitorContext.close()
    }
    // The owner still reads it.
    expect((await server.read(cv.id)).cvData.personal.fullName).toBe('Lena Fischer')
  })
})
