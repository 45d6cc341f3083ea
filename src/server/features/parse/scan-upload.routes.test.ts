import { readFileSync } from 'node:fs'
import { crc32, deflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ImportCvReply, ParsePlainTextReply } from '#shared/api/parse'
import { UploadProgressEvent } from '#shared/api/upload-progress'
import { AppError } from '#server/errors'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { wordRecall } from '#tests/fixtures/scans/word-recall'
import { createParseService } from './parse.service'

// Photos and scans through the upload routes (issue 23): the real worker pool and recogniser.
// Three pages are recognised in this file (~10 s each here); the refusals cost no recognition.

const fixture = (path: string) => readFileSync(new URL(`../../../../tests/fixtures/${path}`, import.meta.url))

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = '----applykit-scan-boundary'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, data, tail]), headers: { ...SAME_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** A PNG whose header claims a size its (empty) data never delivers: what a decompression bomb shows first. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const png = (width: number, height: number, grey: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: grey, g: grey, b: grey } } }).png().toBuffer()

describe('uploads of photos and scans', { timeout: 180_000 }, () => {
  let t: TestApp
  // Starting the app and its worker takes ~1 s, a minute on a machine under heavy load.
  beforeAll(async () => {
    t = await buildTestApp()
  }, 180_000)
  afterAll(() => t.close())

  it('reads a phone photo of a reference letter for ZeugnisCheck, with progress lines on request', async () => {
    const upload = multipart('zeugnis.jpg', 'image/jpeg', fixture('scans/de-03-befriedigend-sachbearbeiter.photo.jpg'))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/parse',
      ...upload,
      headers: { ...upload.headers, accept: 'application/x-ndjson', 'accept-language': 'de' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/x-ndjson')
    const events = res.body.trim().split('\n').map((line) => UploadProgressEvent.parse(JSON.parse(line)))
    expect(events.filter((event) => event.type === 'progress').map((event) => [event.pagesDone, event.pages])).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
    ])
    const last = events.at(-1)
    expect(last?.type).toBe('result')
    const reply = ParsePlainTextReply.parse(last?.type === 'result' ? last.body : undefined)
    expect(wordRecall(fixture('zeugnis/de-03-befriedigend-sachbearbeiter.txt').toString('utf8'), reply.text)).toBeGreaterThan(0.93)
    expect(reply.ocr).toMatchObject({ pages: 1 })
    expect(reply.ocr?.meanConfidence).toBeGreaterThan(0.7)
  })

  it('imports a CV scanned to an image-only PDF into the builder form', async () => {
    const upload = multipart('cv-scan.pdf', 'application/pdf', fixture('scans/de-controller-muenchen--sidebar-left-long.scanned.pdf'))
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/cv/parse-file', ...upload })
    expect(res.statusCode).toBe(200)
    const reply = ImportCvReply.parse(res.json())
    if (!('data' in reply)) throw new Error('expected a parsed CV')
    expect(reply.data.ocr?.pages).toBe(2)
    expect(reply.data.cvData.personal).toMatchObject({ fullName: 'Florian Brandt', email: 'florian.brandt@example.de' })
    expect(reply.data.cvData.experience.map((job) => job.company)).toContain('BMW AG')
  })

  it('answers what to try when a photo cannot be read, each with its own code', async () => {
    const post = async (name: string, type: string, data: Buffer) =>
      t.app.inject({ method: 'POST', url: '/api/parse', ...multipart(name, type, data) })
    const dark = await post('dark.png', 'image/png', await png(1200, 1700, 25))
    expect(dark.statusCode).toBe(422)
    expect(dark.json()).toMatchObject({ code: 'SCAN_TOO_DARK' })
    const blank = await post('blank.png', 'image/png', await png(1200, 1700, 250))
    expect(blank.json()).toMatchObject({ code: 'SCAN_NO_TEXT' })
    // A 1-kilobyte PNG claiming 20 000 × 20 000 pixels is refused before it is decoded.
    const bomb = await post('bomb.png', 'image/png', pngClaiming(20_000, 20_000))
    expect(bomb.statusCode).toBe(422)
    expect(bomb.json()).toMatchObject({ code: 'SCAN_TOO_LARGE' })
    const broken = await post('zeugnis.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]))
    expect(broken.statusCode).toBe(422)
    expect(broken.json()).toMatchObject({ code: 'FILE_UNREADABLE' })
    // An iPhone photo's container with no picture in it: the HEIC decoder's path, refused cleanly.
    const heic = await post('IMG_0001.HEIC', 'image/heic', Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(500, 1)]))
    expect(heic.statusCode).toBe(422)
    expect(heic.json()).toMatchObject({ code: 'FILE_UNREADABLE' })
  })

  it('refuses a PDF with more scanned pages than are read at once, before reading any', async () => {
    const document = await PDFDocument.create()
    for (let page = 0; page < 11; page += 1) document.addPage([595, 842])
    const res = await t.app.inject({ method: 'POST', url: '/api/parse', ...multipart('scans.pdf', 'application/pdf', Buffer.from(await document.save())) })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'SCAN_TOO_MANY_PAGES' })
  })

  it('keeps a file over 10 MB and a wrong type out before any streaming starts', async () => {
    const upload = multipart('notes.bmp', 'image/bmp', Buffer.from('BM0000'))
    const res = await t.app.inject({ method: 'POST', url: '/api/parse', ...upload, headers: { ...upload.headers, accept: 'application/x-ndjson' } })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({ code: 'INVALID_FILE_TYPE' })
  })
})

describe('scans in flight', { timeout: 120_000 }, () => {
  it('stops a page in the middle of its recognition when the caller leaves, and reads the next upload', async () => {
    const parse = createParseService({ poolOptions: { size: 1 } })
    try {
      await parse.warmUp()
      const photo = { filename: 'zeugnis.jpg', mimetype: 'image/jpeg', data: fixture('scans/de-03-befriedigend-sachbearbeiter.photo.jpg') }
      const leaving = new AbortController()
      let onPage: () => void = () => undefined
      const pageBegun = new Promise<void>((resolve) => (onPage = resolve))
      const reading = parse.extractFileText(photo, { signal: leaving.signal, onProgress: () => onPage() })
      await pageBegun
      // Let the recogniser get into the page (it takes seconds), then leave.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const left = performance.now()
      leaving.abort()
      const outcome = await reading.catch((error: unknown) => error)
      expect(outcome).toMatchObject({ status: 499, code: 'UPLOAD_CANCELLED' })
      // Answered at once, not when the page would have been done.
      expect(performance.now() - left).toBeLessThan(500)
      const next = await parse.extractFileText({ filename: 'zeugnis.heic', mimetype: 'image/heic', data: fixture('scans/de-02-gut-marketing.photo.heic') })
      expect(wordRecall(readFileSync(new URL('../../../../tests/fixtures/zeugnis/de-02-gut-marketing.txt', import.meta.url), 'utf8'), next.text)).toBeGreaterThan(0.93)
    } finally {
      await parse.close()
    }
  })

  it('answers 503 with a time to come back when four photos are being read, and cancels the ones whose callers left', async () => {
    const parse = createParseService({ poolOptions: { size: 1 } })
    try {
      const photo = { filename: 'zeugnis.jpg', mimetype: 'image/jpeg', data: fixture('scans/de-03-befriedigend-sachbearbeiter.photo.jpg') }
      const leaving = new AbortController()
      const running = Array.from({ length: 4 }, () => parse.extractFileText(photo, { signal: leaving.signal }))
      const busy = await parse.extractFileText(photo).catch((error: unknown) => error)
      expect(busy).toBeInstanceOf(AppError)
      expect(busy).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', extra: { retryAfter: 10 } })
      leaving.abort()
      const outcomes = await Promise.allSettled(running)
      // Queued ones are dropped at once, the running one stops before or right after its page.
      expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as AppError).code : ''))).toEqual(
        Array(4).fill('UPLOAD_CANCELLED'),
      )
    } finally {
      await parse.close()
    }
  })
})
