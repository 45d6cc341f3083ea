import { expect, test } from '@playwright/test'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { expectNoSeriousA11yViolations, message, signInNewTrial, useLanguage } from './support'

// Issue 27 as a user meets it: a photographed Arbeitszeugnis and a typed certificate kept under
// "Bewerbungsmappe", reordered with the keyboard, and one PDF downloaded after its size was shown.

const PHOTO = path.resolve('tests/fixtures/scans/de-01-sehr-gut-entwickler.scan.jpg')
const SHOTS = process.env.SCREENSHOT_DIR

async function certificatePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595.28, 841.89])
  page.drawText('Bachelor of Science Wirtschaftsinformatik', { x: 72, y: 760, size: 16, font })
  page.drawText('Die Abschlusspruefung wurde mit der Gesamtnote 1,7 bestanden.', { x: 72, y: 730, size: 11, font })
  return Buffer.from(await pdf.save())
}

const cvData = {
  personal: { fullName: 'Julia Schneider', title: 'Buchhalterin', email: 'julia@example.de', phone: '+49 30 1234567', location: 'Berlin', links: [], photo: '' },
  headline: 'Finanzbuchhaltung und Jahresabschluss',
  summary: 'Buchhalterin mit acht Jahren Erfahrung in der Finanzbuchhaltung.',
  experience: [{ id: 'e1', title: 'Buchhalterin', company: 'Muster GmbH', location: 'Berlin', startDate: '2017-04', endDate: '', current: true, description: '', bullets: ['Monatsabschlüsse für drei Gesellschaften'] }],
  education: [],
  skills: [],
  languages: [],
  certifications: [],
  projects: [],
}

test('enclosures are kept, reordered by keyboard and bound into one PDF whose size is shown first', async ({ page }) => {
  test.setTimeout(240_000)
  await useLanguage(page, 'de')
  await signInNewTrial(page, 'package')
  const created = await page.request.post('/api/cvs', { data: { title: 'Lebenslauf Julia', templateId: 'executive-modern', language: 'de', cvData } })
  expect(created.status()).toBe(201)
  const letter = await page.request.post('/api/letters', {
    data: {
      cvId: ((await created.json()) as { id: string }).id,
      content: 'Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen.\n\nMit freundlichen Grüßen\n\n\n\nJulia Schneider',
      recipient: { company: 'Zahlwerk', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
      language: 'de',
      layout: 'din5008-a',
    },
  })
  expect(letter.status()).toBe(201)

  await page.goto('/application-package')
  await expect(page.getByRole('heading', { level: 1, name: message('de', 'package.pageTitle') })).toBeVisible()
  await expect(page.getByRole('link', { name: message('de', 'appNav.applicationPackage') }).first()).toBeVisible()

  // A photographed Arbeitszeugnis: read by OCR, ZeugnisCheck's reading beside it.
  const upload = page.locator('form').first()
  await upload.getByLabel(message('de', 'documents.upload.file')).setInputFiles(PHOTO)
  await upload.getByLabel(message('de', 'documents.fields.title'), { exact: true }).fill('Arbeitszeugnis Softwarehaus')
  await upload.getByRole('button', { name: message('de', 'documents.upload.submit') }).click()
  await expect(page.getByText(message('de', 'documents.reading.title'))).toBeVisible({ timeout: 180_000 })
  await expect(page.getByText(message('de', 'documents.reading.category.Positive'))).toBeVisible()

  // A typed certificate, chosen as such.
  await upload.getByLabel(message('de', 'documents.upload.file')).setInputFiles({ name: 'bachelor.pdf', mimeType: 'application/pdf', buffer: await certificatePdf() })
  await upload.getByLabel(message('de', 'documents.fields.title'), { exact: true }).fill('Bachelorzeugnis')
  await upload.getByRole('combobox', { name: message('de', 'documents.fields.kind') }).click()
  await page.getByRole('option', { name: message('de', 'documents.kinds.certificate') }).click()
  await upload.getByRole('button', { name: message('de', 'documents.upload.submit') }).click()
  const handles = page.getByRole('button', { name: /verschieben/ })
  await expect(handles).toHaveCount(2, { timeout: 60_000 })
  await expect(handles.nth(1)).toHaveAccessibleName(/Bachelorzeugnis/)

  // Keyboard reorder: pick up the second, move it up, drop it; each step is announced in German.
  await handles.nth(1).focus()
  await expect(handles.nth(1)).toBeFocused()
  // The list is refetched after the upload: pick up once it has settled.
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('Space')
  await expect(handles.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('ArrowUp')
  await expect(page.getByText('Bachelorzeugnis ist jetzt an Position 1.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText('Bachelorzeugnis an Position 1 abgelegt.')).toBeAttached()
  await expect(page.getByRole('button', { name: /verschieben/ }).first()).toHaveAccessibleName(/Bachelorzeugnis/)
  await page.reload()
  await expect(page.getByRole('button', { name: /verschieben/ }).first()).toHaveAccessibleName(/Bachelorzeugnis/, { timeout: 30_000 })

  // The package: the letter chosen (its recipient names the employer), size first, then the download.
  await page.getByRole('combobox', { name: message('de', 'package.letter') }).click()
  await page.getByRole('option').nth(1).click()
  await page.getByLabel(message('de', 'package.position')).fill('Buchhalterin')
  // The optional third page: the user's own words under the default title of the CV's language.
  await page.getByRole('checkbox', { name: message('de', 'package.thirdPage') }).check()
  await page.getByLabel(message('de', 'package.thirdPageText')).fill('Zahlen erzählen Geschichten.\n\nIn meiner Freizeit leite ich die Kasse unseres Sportvereins.')
  await expect(page.getByText('90 von 3000 Zeichen')).toBeVisible()
  await page.getByRole('button', { name: message('de', 'package.check') }).click()
  const status = page.getByRole('status').filter({ hasText: 'Bewerbung_Julia_Schneider_Zahlwerk.pdf' })
  await expect(status).toBeVisible({ timeout: 60_000 })
  await expect(status).toContainText('MB')
  await expect(status).toContainText(message('de', 'package.letter'))
  await expect(status).toContainText('Was Sie noch über mich wissen sollten')
  await expectNoSeriousA11yViolations(page)
  if (SHOTS) {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.screenshot({ path: path.join(SHOTS, 'package-1366.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: path.join(SHOTS, 'package-390.png'), fullPage: true })
  }
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: /PDF herunterladen/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('Bewerbung_Julia_Schneider_Zahlwerk.pdf')
  if (SHOTS) await download.saveAs(path.join(SHOTS, 'package.pdf'))
})
