import { readFileSync } from 'node:fs'
import { Document, Packer, Paragraph } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CvData } from '#shared/cv/cv.schema'
import { createParseService } from './parse.service'

const fixture = (path: string): Buffer =>
  readFileSync(new URL(`../../../../tests/fixtures/cvs/${path}`, import.meta.url))
const upload = (filename: string, data: Buffer) => ({ filename, mimetype: 'application/octet-stream', data })
const service = createParseService()

async function failureOf(
  run: () => Promise<unknown>,
): Promise<{ status: number; code: string; message: string; ms: number }> {
  const started = performance.now()
  try {
    await run()
  } catch (error) {
    const known = error as { status: number; code: string; message: string }
    return { status: known.status, code: known.code, message: known.message, ms: performance.now() - started }
  }
  throw new Error('expected a failure')
}

beforeAll(() => service.warmUp(), 30_000)
afterAll(() => service.close())

describe('parseCvFile', () => {
  it.each([
    ['en-swe-senior--classic.pdf', 'Daniel Okafor', 'Monzo Bank'],
    ['de-werkstudentin-bwl--sidebar-left.pdf', 'Lea Hoffmann', 'SAP SE'],
    ['es-desarrollador-madrid--docx-basic.docx', 'Alejandro García López', 'Cabify'],
    ['fr-chef-projet-marketing--docx-basic.doc', 'Julien Moreau', 'Groupe SEB'],
  ])('reads %s into the builder form', async (name, fullName, company) => {
    const cv = await service.parseCvFile(upload(name, fixture(`corpus/${name}`)), 'cv')
    expect(CvData.safeParse(cv).success).toBe(true)
    expect(cv.personal.fullName).toBe(fullName)
    expect(cv.experience[0]?.company).toBe(company)
  })

  it('refuses a text file on the builder path and reads it on the AI tools path', async () => {
    const data = fixture('corpus/de-werkstudentin-bwl--txt-compact.txt')
    expect(await failureOf(() => service.parseCvFile(upload('cv.txt', data), 'cv'))).toMatchObject({
      status: 415,
    })
    expect(await service.extractPlainText(upload('cv.txt', data))).toContain('Hoffmann')
  })

  it('reads Windows-1252 text', async () => {
    const text = await service.extractPlainText(
      upload('cv.txt', fixture('corpus/es-enfermera-sevilla--txt-underlined.txt')),
    )
    expect(text).toContain('Lucía Fernández Ruiz')
  })

  // Issue 23: a CV scanned at 75 dpi to a PDF without a text layer (once answered 422) is read by
  // the recogniser, each of its two pages a phase of its own.
  it('reads a PDF without a text layer through the recogniser', { timeout: 180_000 }, async () => {
    const imported = await service.importCvFile(upload('scan.pdf', fixture('bad/scanned.pdf')), 'cv')
    expect(imported.ocr?.pages).toBe(2)
    expect(imported.cv.personal.fullName).toBe('Daniel Okafor')
    expect(imported.cv.experience.length).toBeGreaterThan(0)
  })

  it.each([
    ['garbage.pdf', 'not a readable PDF'],
    ['encrypted.pdf', 'password-protected'],
    ['password-protected.docx', 'password-protected'],
    ['renamed-zip.docx', 'ZIP archive'],
    ['zip-bomb.docx', 'expands to more content'],
    ['zip-bomb-lying.docx', 'damaged'],
    ['pages-300.pdf', '300 pages'],
    ['pathological.pdf', 'took too long'],
  ])('answers %s with a clear 422 within 5 s', async (name, message) => {
    const failure = await failureOf(() => service.parseCvFile(upload(name, fixture(`bad/${name}`)), 'cv'))
    expect(failure).toMatchObject({
      status: 422,
      code: 'FILE_UNREADABLE',
      message: expect.stringContaining(message),
    })
    expect(failure.ms).toBeLessThan(5_000)
  })

  it('stays healthy after a file that had to be stopped', async () => {
    await failureOf(() => service.parseCvFile(upload('bomb.pdf', fixture('bad/pathological.pdf')), 'cv'))
    const cv = await service.parseCvFile(upload('cv.pdf', fixture('corpus/en-swe-senior--classic.pdf')), 'cv')
    expect(cv.personal.email).toBe('daniel.okafor@example.com')
  })

  it('reads several uploads at once', async () => {
    const names = [
      'en-swe-senior--classic.pdf',
      'pl-programista-krakow--sidebar-right.pdf',
      'it-sviluppatrice-milano--docx-header-contact.docx',
    ]
    const results = await Promise.all(
      names.flatMap((name) =>
        [1, 2].map(() => service.parseCvFile(upload(name, fixture(`corpus/${name}`)), 'cv')),
      ),
    )
    expect(results.map((cv) => cv.personal.fullName)).toEqual([
      'Daniel Okafor',
      'Daniel Okafor',
      'Piotr Kowalski',
      'Piotr Kowalski',
      'Giulia Romano',
      'Giulia Romano',
    ])
  })

  it('leaves the caller’s buffer intact', async () => {
    const data = fixture('corpus/en-swe-senior--classic.pdf')
    await service.parseCvFile(upload('cv.pdf', data), 'cv')
    expect(data.length).toBeGreaterThan(0)
    expect(data.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('extractPlainText', () => {
  it('keeps paragraphs and list items of a DOCX', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph('Zeugnis'),
            new Paragraph({ text: 'Sehr gute Leistungen', bullet: { level: 0 } }),
          ],
        },
      ],
    })
    const text = await service.extractPlainText(upload('zeugnis.docx', await Packer.toBuffer(document)))
    expect(text).toBe('Zeugnis\n• Sehr gute Leistungen')
  })
})
