import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { wordRecall } from '#tests/fixtures/scans/word-recall'
import { extractTextInProcess } from '../extract-text'
import { findPageGeometry } from './page-geometry'
import { warmUpRecogniser } from './warm-up'

// Our own letters and CVs, printed, rasterised and degraded (scripts/scans/make-scans.ts). Each
// recognition costs ~5–15 s on this machine: four pages in all.

const SCANS = path.resolve(import.meta.dirname, '../../../../../tests/fixtures/scans')
const ROOT = path.resolve(SCANS, '../../..')
const scan = (name: string) => new Uint8Array(readFileSync(path.join(SCANS, name)))
const source = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

async function small(name: string) {
  const { data, info } = await sharp(scan(name)).greyscale().resize({ width: 800 }).raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

describe('page geometry (no recognition)', () => {
  it('finds an upside-down scan and the skew of a photo', async () => {
    expect(findPageGeometry(await small('ch-02-gut-sie.upside-down.jpg')).turn).toBe(180)
    const photo = findPageGeometry(await small('de-03-befriedigend-sachbearbeiter.photo.jpg'))
    expect(photo.turn).toBe(0)
    expect(Math.abs(photo.skew)).toBeGreaterThan(0.5)
    const upright = findPageGeometry(await small('de-01-sehr-gut-entwickler.scan.jpg'))
    expect(upright.turn).toBe(0)
  })

  it('finds a page photographed sideways', async () => {
    const { data, info } = await sharp(scan('de-01-sehr-gut-entwickler.scan.jpg'))
      .greyscale()
      .rotate(90)
      .resize({ height: 800 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(findPageGeometry({ data: new Uint8Array(data), width: info.width, height: info.height }).turn).toBe(270)
  })
})

describe('warming the recogniser', { timeout: 60_000 }, () => {
  it('stops before its first reading when a job has begun, and reads its own picture otherwise', async () => {
    let asked = 0
    const stopped = await warmUpRecogniser(() => {
      asked += 1
      return true
    })
    expect([asked, stopped]).toEqual([1, ''])
    const read = await warmUpRecogniser(() => false)
    expect(wordRecall('Arbeitszeugnis: Frau Beispiel war vom 1. März 2020 bis 30. Juni 2024 als Entwicklerin bei uns tätig. She always worked to our complete satisfaction.', read)).toBeGreaterThan(0.9)
  })
})

describe('reading scans and photos', { timeout: 120_000 }, () => {
  it('reads a scanned letter almost word for word, with its confidence', async () => {
    const read = await extractTextInProcess('image', scan('de-01-sehr-gut-entwickler.scan.jpg'))
    expect(wordRecall(source('tests/fixtures/zeugnis/de-01-sehr-gut-entwickler.txt'), read.text)).toBeGreaterThan(0.95)
    expect(read.ocr).toMatchObject({ pages: 1 })
    expect(read.ocr?.meanConfidence).toBeGreaterThan(0.8)
  })

  it('reads a phone photo with a light gradient and perspective', async () => {
    const read = await extractTextInProcess('image', scan('de-03-befriedigend-sachbearbeiter.photo.jpg'), {
      language: 'deu',
      throwIfCancelled: () => undefined,
    })
    expect(wordRecall(source('tests/fixtures/zeugnis/de-03-befriedigend-sachbearbeiter.txt'), read.text)).toBeGreaterThan(0.93)
  })

  it('rights an upside-down scan', async () => {
    const read = await extractTextInProcess('image', scan('ch-02-gut-sie.upside-down.jpg'))
    expect(wordRecall(source('tests/fixtures/zeugnis/ch-02-gut-sie.txt'), read.text)).toBeGreaterThan(0.93)
  })

  it('keeps the text layer of a mixed PDF and reads only its scanned page', async () => {
    const pages: Array<[number, number]> = []
    const read = await extractTextInProcess('pdf', scan('en-swe-senior--classic+de-08-kassierer-gut.mixed.pdf'), {
      throwIfCancelled: () => undefined,
      onPage: (done, total) => pages.push([done, total]),
    })
    expect(pages).toEqual([
      [0, 1],
      [1, 1],
    ])
    expect(read.ocr?.pages).toBe(1)
    // The typed CV's text layer is there as it was written…
    const typed = read.text.slice(0, read.text.indexOf('Zeugnis') > 0 ? read.text.indexOf('Zeugnis') : undefined)
    expect(typed.length).toBeGreaterThan(200)
    // …and the scanned letter after it.
    expect(wordRecall(source('tests/fixtures/zeugnis/de-08-kassierer-gut.txt'), read.text)).toBeGreaterThan(0.93)
  })
})
