import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { richCvDe } from '#documents/cv/sample-cvs'
import { documents } from '#server/db/schema'
import { readPdfPages } from '#server/import/files/extract-pdf'
import { makePro, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { documentUpload, phonePhoto, PHONE_PHOTOS as PHOTOS, scannedPdf, typedPdf } from '../documents/test-files'

// The Bewerbungsmappe (issue 27) as a user downloads it: parts in order, bookmarks naming them,
// "Seite x von y", metadata, the text layer in document order, and the size budget met with three
// Arbeitszeugnisse photographed as a phone does (12 MP JPEGs made here from the scan fixtures).


type Outline = { title: string; children: Outline[] }

/** The PDF's bookmarks, read from its catalogue. */
function outlineOf(pdf: PDFDocument): Outline[] {
  const read = (first: unknown): Outline[] => {
    const items: Outline[] = []
    let ref = first
    while (ref) {
      const dict = pdf.context.lookup(ref as never, PDFDict)
      const title = dict.get(PDFName.of('Title'))
      items.push({
        title: title instanceof PDFHexString || title instanceof PDFString ? title.decodeText() : '',
        children: read(dict.get(PDFName.of('First'))),
      })
      ref = dict.get(PDFName.of('Next'))
    }
    return items
  }
  const outlines = pdf.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)
  return outlines ? read(outlines.get(PDFName.of('First'))) : []
}

describe('application package', () => {
  let t: TestApp
  let owner: Awaited<ReturnType<typeof signIn>>
  let cvId: string
  const docIds: Record<string, string> = {}

  beforeAll(async () => {
    t = await buildTestApp()
    owner = await signIn(t)
    await makePro(t, owner.user.id)
    const cv = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: owner.headers,
      payload: { title: 'Lebenslauf', templateId: 'executive-modern', themeId: 'emerald', language: 'de', cvData: richCvDe },
    })
    expect(cv.statusCode, cv.body).toBe(201)
    cvId = cv.json().id
    // Stored as uploads leave them (the upload and its OCR are documents.routes.test.ts's subject).
    const dates = ['2016-03-31', '2024-09-30', '2020-01-15']
    for (const [index, name] of PHOTOS.entries()) {
      const photo = await phonePhoto(name)
      const [row] = await t.database.db
        .insert(documents)
        .values({
          userId: owner.user.id, kind: 'zeugnis', title: `Arbeitszeugnis ${index + 1}`, issuedOn: dates[index] ?? null,
          fileName: name, mimeType: 'image/jpeg', bytes: photo.byteLength, pages: 1, data: photo, position: index + 1,
        })
        .returning({ id: documents.id })
      docIds[`zeugnis${index + 1}`] = row?.id ?? ''
    }
    const certificate = await typedPdf(['Bachelor of Science Informatik', 'Technische Universität'])
    const [row] = await t.database.db
      .insert(documents)
      .values({
        userId: owner.user.id, kind: 'certificate', title: 'Bachelorzeugnis', issuedOn: '2012-09-01', fileName: 'b.pdf',
        mimeType: 'application/pdf', bytes: certificate.byteLength, pages: 1, data: certificate, position: 0,
      })
      .returning({ id: documents.id })
    docIds.bachelor = row?.id ?? ''
  }, 180_000)
  afterAll(() => t.close())

  const body = () => ({
    cvId,
    documentIds: [docIds.bachelor, docIds.zeugnis1, docIds.zeugnis2, docIds.zeugnis3],
    preset: 'de-classic',
    coverPage: true,
    budgetMb: 3,
    company: 'Zahlwerk Müller GmbH',
    position: 'Softwareentwicklerin',
  })

  it('binds cover page, CV, list and enclosures into one PDF within a 3 MB budget', { timeout: 180_000 }, async () => {
    const photoBytes = (await Promise.all(PHOTOS.map((name) => phonePhoto(name)))).reduce((sum, photo) => sum + photo.byteLength, 0)
    expect(photoBytes, 'the photos alone are over the budget').toBeGreaterThan(3_000_000)

    const estimate = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload: body() })
    expect(estimate.statusCode, estimate.body).toBe(200)
    const told = estimate.json() as { bytes: number; pages: number; withinBudget: boolean; fileName: string; parts: Array<{ part: string; title: string; pages: number }> }
    expect(told.withinBudget).toBe(true)
    expect(told.bytes).toBeLessThanOrEqual(3_000_000)

    const res = await t.app.inject({ method: 'POST', url: '/api/package', headers: owner.headers, payload: body() })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('filename="Bewerbung_Katharina_Schneider_Zahlwerk_Mueller_GmbH.pdf"')
    const bytes = res.rawPayload
    if (process.env.PACKAGE_PDF_OUT) writeFileSync(process.env.PACKAGE_PDF_OUT, bytes)
    // The size the user was shown is the size of the file.
    expect(bytes.byteLength).toBe(told.bytes)
    expect(bytes.byteLength).toBeLessThanOrEqual(3_000_000)

    const pdf = await PDFDocument.load(bytes)
    // Page count = the sum of the parts; each part's pages as printed or stored.
    const cvPart = told.parts.find((part) => part.part === 'cv')
    expect(cvPart?.pages).toBeGreaterThanOrEqual(1)
    expect(told.parts.map((part) => part.part)).toEqual(['cover', 'cv', 'enclosureList', 'enclosure', 'enclosure', 'enclosure', 'enclosure'])
    expect(pdf.getPageCount()).toBe(told.parts.reduce((sum, part) => sum + part.pages, 0))
    expect(pdf.getPageCount()).toBe(1 + (cvPart?.pages ?? 0) + 1 + 4)

    // Bookmarks name the parts; the enclosures under "Anlagen", Arbeitszeugnisse newest first, then the degree.
    expect(outlineOf(pdf)).toEqual([
      { title: 'Deckblatt', children: [] },
      { title: 'Lebenslauf', children: [] },
      {
        title: 'Anlagen',
        children: ['Arbeitszeugnis 2', 'Arbeitszeugnis 3', 'Arbeitszeugnis 1', 'Bachelorzeugnis'].map((title) => ({ title, children: [] })),
      },
    ])
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toContain('de-DE')
    expect(pdf.getTitle()).toBe('Bewerbung als Softwareentwicklerin – Katharina Schneider')
    expect(pdf.getAuthor()).toBe('Katharina Schneider')
    expect(pdf.getSubject()).toBe('Bewerbung bei Zahlwerk Müller GmbH')

    // The text layer reads in document order: cover, CV, list, then the enclosures; each page ends with its number.
    const pageTexts = (await readPdfPages(new Uint8Array(bytes))).map((page) => page.items.map((item) => item.text).join(' ').replace(/\s+/g, ' '))
    if (process.env.PACKAGE_PDF_OUT) writeFileSync(`${process.env.PACKAGE_PDF_OUT}.txt`, pageTexts.join('\n---\n'))
    const pages = pdf.getPageCount()
    expect(pageTexts).toHaveLength(pages)
    pageTexts.forEach((pageText, index) => expect(pageText.trim().endsWith(`Seite ${index + 1} von ${pages}`), pageText.slice(-80)).toBe(true))
    const text = pageTexts.join('\n')
    const order = ['Bewerbung als Softwareentwicklerin', 'Senior Softwareentwicklerin', 'Arbeitszeugnis 2', 'Bachelor of Science Informatik']
    const at = order.map((marker) => text.indexOf(marker))
    expect(at.every((index) => index >= 0), JSON.stringify(at)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(pageTexts[1 + (cvPart?.pages ?? 0)]).toContain('Anlagen')
    expect(pageTexts[pages - 1]).toContain('Bachelor of Science Informatik')
    expect(pdf.getPages().every((page) => Math.round(page.getWidth()) === 595)).toBe(true)
  })

  it('binds the letter first, named in the bookmarks, with the package’s enclosures on its Anlagen line', { timeout: 180_000 }, async () => {
    const letter = await t.app.inject({
      method: 'POST',
      url: '/api/letters',
      headers: owner.headers,
      payload: {
        cvId,
        content: 'Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen.\n\nMit freundlichen Grüßen\n\n\n\nKatharina Schneider',
        recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
        language: 'de',
        layout: 'din5008-a',
      },
    })
    expect(letter.statusCode, letter.body).toBe(201)
    const { company: _company, ...withoutCompany } = body()
    const payload = { ...withoutCompany, letterId: letter.json().id, budgetMb: 5 }
    const res = await t.app.inject({ method: 'POST', url: '/api/package', headers: owner.headers, payload })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    // The employer of the file name comes from the letter's recipient.
    expect(res.headers['content-disposition']).toContain('filename="Bewerbung_Katharina_Schneider_Zahlwerk_GmbH.pdf"')
    const pdf = await PDFDocument.load(res.rawPayload)
    const estimate = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload })
    const parts = (estimate.json() as { parts: Array<{ part: string; pages: number }> }).parts
    expect(parts.slice(0, 3).map((part) => part.part)).toEqual(['cover', 'letter', 'cv'])
    expect(pdf.getPageCount()).toBe(parts.reduce((sum, part) => sum + part.pages, 0))
    expect(outlineOf(pdf).map((item) => item.title)).toEqual(['Deckblatt', 'Anschreiben', 'Lebenslauf', 'Anlagen'])
    const pageTexts = (await readPdfPages(new Uint8Array(res.rawPayload))).map((page) => page.items.map((item) => item.text).join(' ').replace(/\s+/g, ' '))
    const letterText = pageTexts.slice(1, 1 + (parts[1]?.pages ?? 1)).join(' ')
    expect(letterText).toContain('Sehr geehrte Frau Weber')
    // The letter names what the package encloses, in the package's order.
    expect(letterText.indexOf('Arbeitszeugnis 2')).toBeGreaterThan(-1)
    expect(letterText.indexOf('Arbeitszeugnis 2')).toBeLessThan(letterText.indexOf('Bachelorzeugnis'))
    // The cover's contents point at the letter's page.
    expect(pageTexts[0]).toContain('Anschreiben 2')
  })

  it('keeps the user’s own order with the DE online preset and leaves out the cover page', { timeout: 120_000 }, async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/package/estimate',
      headers: owner.headers,
      payload: { ...body(), preset: 'de-online', coverPage: false, budgetMb: 5 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const parts = (res.json() as { parts: Array<{ part: string; title: string }> }).parts
    expect(parts.map((part) => part.title)).toEqual(['Lebenslauf', 'Anlagen', 'Bachelorzeugnis', 'Arbeitszeugnis 1', 'Arbeitszeugnis 2', 'Arbeitszeugnis 3'])
  })

  it('prints the optional third page between CV and enclosures, with its bookmark and its line in the contents', { timeout: 180_000 }, async () => {
    const text = 'Warum Zahlwerk?\n\nSeit meinem Studium begeistert mich, wie gute Software Buchhaltung einfacher macht.\n\nIn meiner Freizeit trainiere ich eine Jugendmannschaft im Handball.'
    const payload = { cvId, documentIds: [docIds.bachelor], preset: 'de-classic', coverPage: true, budgetMb: 5, thirdPage: { text } }
    const res = await t.app.inject({ method: 'POST', url: '/api/package', headers: owner.headers, payload })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const estimate = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload })
    const parts = (estimate.json() as { parts: Array<{ part: string; title: string; pages: number }> }).parts
    expect(parts.map((part) => part.part)).toEqual(['cover', 'cv', 'thirdPage', 'enclosureList', 'enclosure'])
    expect(parts[2]).toMatchObject({ title: 'Was Sie noch über mich wissen sollten', pages: 1 })
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(pdf.getPageCount()).toBe(parts.reduce((sum, part) => sum + part.pages, 0))
    expect(outlineOf(pdf).map((item) => item.title)).toEqual(['Deckblatt', 'Lebenslauf', 'Was Sie noch über mich wissen sollten', 'Anlagen'])
    const texts = (await readPdfPages(new Uint8Array(res.rawPayload))).map((page) => page.items.map((item) => item.text).join(' ').replace(/\s+/g, ' '))
    const thirdAt = 1 + (parts[1]?.pages ?? 0)
    expect(texts[thirdAt]).toContain('Jugendmannschaft im Handball')
    expect(texts[0]).toContain(`Was Sie noch über mich wissen sollten ${thirdAt + 1}`)

    // A title of the user's own replaces the default; an empty text is refused.
    const titled = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload: { ...payload, thirdPage: { title: 'Motivation', text } } })
    expect((titled.json() as { parts: Array<{ title: string }> }).parts[2]?.title).toBe('Motivation')
    const empty = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload: { ...payload, thirdPage: { text: '  ' } } })
    expect(empty.statusCode).toBe(400)
  })

  it('makes three image-only PDF scans of 3–4 MB fit a 5 MB package, keeping every page', { timeout: 180_000 }, async () => {
    const ids: string[] = []
    let scanBytes = 0
    for (const [index, name] of PHOTOS.entries()) {
      const scan = await scannedPdf(name)
      scanBytes += scan.byteLength
      expect(scan.byteLength, name).toBeGreaterThan(2_500_000)
      const [row] = await t.database.db
        .insert(documents)
        .values({
          userId: owner.user.id, kind: 'zeugnis', title: `Gescanntes Zeugnis ${index + 1}`, issuedOn: null, fileName: `scan-${index}.pdf`,
          mimeType: 'application/pdf', bytes: scan.byteLength, pages: 1, data: scan, position: 10 + index,
        })
        .returning({ id: documents.id })
      ids.push(row?.id ?? '')
    }
    expect(scanBytes, 'the scans alone are over the budget').toBeGreaterThan(5_000_000)
    const payload = { cvId, documentIds: ids, preset: 'de-online', coverPage: false, budgetMb: 5 }
    const estimate = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload })
    expect(estimate.statusCode, estimate.body).toBe(200)
    const told = estimate.json() as { bytes: number; withinBudget: boolean; parts: Array<{ part: string; pages: number }> }
    expect(told.withinBudget).toBe(true)
    const res = await t.app.inject({ method: 'POST', url: '/api/package', headers: owner.headers, payload })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.rawPayload.byteLength).toBe(told.bytes)
    expect(res.rawPayload.byteLength).toBeLessThanOrEqual(5_000_000)
    const pdf = await PDFDocument.load(res.rawPayload)
    expect(told.parts.map((part) => part.part)).toEqual(['cv', 'enclosureList', 'enclosure', 'enclosure', 'enclosure'])
    expect(pdf.getPageCount()).toBe(told.parts.reduce((sum, part) => sum + part.pages, 0))
    // Each scan is still a full A4 page with its picture, only encoded smaller.
    const last = pdf.getPage(pdf.getPageCount() - 1)
    expect(Math.round(last.getHeight())).toBe(842)
  })

  it('lays the words read on a photographed and a scanned enclosure over their pictures, after the generated parts', { timeout: 300_000 }, async () => {
    const scans = path.resolve(import.meta.dirname, '../../../../tests/fixtures/scans')
    const ids: string[] = []
    // Uploaded as a user does: read by the OCR on upload (a photo taken upside down; a typed CV with a scanned Zeugnis after it).
    for (const [name, type] of [['ch-02-gut-sie.upside-down.jpg', 'image/jpeg'], ['en-swe-senior--classic+de-08-kassierer-gut.mixed.pdf', 'application/pdf']] as const) {
      const upload = documentUpload(owner.headers, { fields: { kind: 'other', title: name.slice(0, 12) }, file: { name, type, data: readFileSync(path.join(scans, name)) } })
      const res = await t.app.inject({ method: 'POST', url: '/api/documents', ...upload })
      expect(res.statusCode, res.body).toBe(201)
      ids.push(res.json().id)
    }
    const payload = { cvId, documentIds: ids, preset: 'de-online', coverPage: false, budgetMb: 5 }
    const res = await t.app.inject({ method: 'POST', url: '/api/package', headers: owner.headers, payload })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    if (process.env.PACKAGE_PDF_OUT) writeFileSync(`${process.env.PACKAGE_PDF_OUT}.ocr.pdf`, res.rawPayload)
    const pages = await readPdfPages(new Uint8Array(res.rawPayload))
    const texts = pages.map((page) => page.items.map((item) => item.text).join(' ').replace(/\s+/g, ' '))
    const cvPages = texts.findIndex((text) => text.includes('Anlagen'))
    expect(cvPages).toBeGreaterThan(0)
    // The photo (page after the list): the Swiss Zeugnis's words, upright, the heading at the top of the page.
    const photoPage = cvPages + 1
    expect(texts[photoPage]).toContain('Pensionskasse')
    expect(texts[photoPage]).toContain('Sozialversicherungen')
    const heading = pages[photoPage]?.items.find((item) => item.text.includes('Arbeitszeugnis'))
    expect(heading, texts[photoPage]?.slice(0, 200)).toBeDefined()
    expect(heading?.y ?? 1000).toBeLessThan((pages[photoPage]?.height ?? 0) / 3)
    // The mixed PDF keeps its own text layer on the typed pages; its scanned page reads as the Zeugnis.
    const scannedPage = texts.findIndex((text, index) => index > photoPage && text.includes('Baumarkt'))
    expect(scannedPage).toBeGreaterThan(photoPage + 1)
    expect(texts[photoPage + 1]?.replace(/Seite.*$/, '').trim().length).toBeGreaterThan(200)
    // In document order: the generated parts, then the enclosures' recognised text.
    const all = texts.join('\n')
    expect(all.indexOf('Senior Softwareentwicklerin')).toBeLessThan(all.indexOf('Pensionskasse'))
    expect(all.indexOf('Pensionskasse')).toBeLessThan(all.indexOf('Baumarkt'))
  })

  it('answers 404 for another user’s CV or document and 400 for bad input', { timeout: 60_000 }, async () => {
    const stranger = await signIn(t)
    const theirs = await t.app.inject({ method: 'POST', url: '/api/package', headers: stranger.headers, payload: body() })
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().code).toBe('CV_NOT_FOUND')
    const strangerCv = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: stranger.headers,
      payload: { templateId: 'executive-modern', language: 'de', cvData: richCvDe },
    })
    const withMyDocs = await t.app.inject({
      method: 'POST',
      url: '/api/package',
      headers: stranger.headers,
      payload: { ...body(), cvId: strangerCv.json().id },
    })
    expect(withMyDocs.statusCode).toBe(404)
    expect(withMyDocs.json().code).toBe('DOCUMENT_NOT_FOUND')

    for (const payload of [
      { ...body(), budgetMb: 4 },
      { ...body(), preset: 'fr' },
      { ...body(), documentIds: [docIds.bachelor, docIds.bachelor] },
      { ...body(), cvId: undefined },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/package/estimate', headers: owner.headers, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/package', payload: body() })
    expect(anonymous.statusCode).toBe(401)
  })
})
