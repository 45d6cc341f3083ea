import { readFileSync } from 'node:fs'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { detectFileType } from './detect-file-type'

const fixture = (path: string): Buffer =>
  readFileSync(new URL(`../../../../tests/fixtures/cvs/${path}`, import.meta.url))
const file = (filename: string, data: Uint8Array, mimetype = 'application/octet-stream') => ({
  filename,
  mimetype,
  data,
})
const failure = (run: () => unknown): { status: number; code: string; message: string } => {
  try {
    run()
  } catch (error) {
    return error as { status: number; code: string; message: string }
  }
  throw new Error('expected a failure')
}

describe('detectFileType', () => {
  it('accepts each format by extension when the bytes agree', () => {
    expect(detectFileType(file('cv.pdf', fixture('corpus/en-swe-senior--classic.pdf')), 'cv')).toBe('pdf')
    expect(
      detectFileType(file('cv.docx', fixture('corpus/es-desarrollador-madrid--docx-basic.docx')), 'cv'),
    ).toBe('docx')
    expect(
      detectFileType(file('cv.doc', fixture('corpus/fr-chef-projet-marketing--docx-basic.doc')), 'cv'),
    ).toBe('doc')
    expect(detectFileType(file('cv.txt', Buffer.from('Plain CV text\n')), 'any')).toBe('txt')
  })

  it('refuses a type outside the path with the message of document 1 §5', () => {
    expect(failure(() => detectFileType(file('cv.txt', Buffer.from('text')), 'cv'))).toMatchObject({
      status: 415,
      code: 'INVALID_FILE_TYPE',
      message: 'Please upload a PDF, DOC, or DOCX file, or a photo (JPEG, PNG, WebP, HEIC)',
    })
    expect(failure(() => detectFileType(file('photo.bmp', Buffer.from('x')), 'any'))).toMatchObject({
      status: 415,
      message: 'Please upload a PDF, TXT, DOC, or DOCX file, or a photo (JPEG, PNG, WebP, HEIC)',
    })
  })

  it('accepts photos and scans (JPEG, PNG, WebP, HEIC) on both paths, by their bytes', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])
    const png = Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1')
    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')
    const heic = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1')
    expect(detectFileType(file('zeugnis.jpg', jpeg), 'any')).toBe('image')
    expect(detectFileType(file('cv.PNG', png), 'cv')).toBe('image')
    expect(detectFileType(file('scan.webp', webp), 'cv')).toBe('image')
    expect(detectFileType(file('IMG_0001.HEIC', heic), 'any')).toBe('image')
    expect(detectFileType(file('upload', jpeg, 'image/jpeg'), 'cv')).toBe('image')
    // A PNG saved as .jpg is still a photo; text saved as .jpg is not.
    expect(detectFileType(file('zeugnis.jpg', png), 'any')).toBe('image')
    expect(failure(() => detectFileType(file('zeugnis.jpg', Buffer.from('just text')), 'any'))).toMatchObject({
      status: 422,
      code: 'FILE_UNREADABLE',
    })
  })

  it('judges a file without extension by its MIME type', () => {
    expect(
      detectFileType(file('upload', fixture('corpus/en-swe-senior--classic.pdf'), 'application/pdf'), 'cv'),
    ).toBe('pdf')
  })

  it('refuses more than 10 MB with 413', () => {
    expect(
      failure(() => detectFileType(file('cv.pdf', new Uint8Array(10 * 1024 * 1024 + 1)), 'cv')),
    ).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Please select a file smaller than 10MB',
    })
  })

  it('reads a Word file saved with the other Word extension as what it is', () => {
    expect(
      detectFileType(file('cv.doc', fixture('corpus/es-desarrollador-madrid--docx-basic.docx')), 'cv'),
    ).toBe('docx')
    expect(
      detectFileType(file('cv.docx', fixture('corpus/fr-chef-projet-marketing--docx-basic.doc')), 'cv'),
    ).toBe('doc')
    expect(detectFileType(file('cv.doc', Buffer.from('{\\rtf1\\ansi Hello}')), 'cv')).toBe('rtf')
  })

  it('answers 422 for garbage named .pdf, a renamed ZIP and a password-protected DOCX', async () => {
    expect(failure(() => detectFileType(file('cv.pdf', fixture('bad/garbage.pdf')), 'cv'))).toMatchObject({
      status: 422,
      code: 'FILE_UNREADABLE',
    })
    const zip = new JSZip()
    zip.file('notes.txt', 'not word')
    const renamed = await zip.generateAsync({ type: 'nodebuffer' })
    expect(failure(() => detectFileType(file('cv.docx', renamed), 'cv'))).toMatchObject({
      status: 422,
      message: expect.stringContaining('ZIP archive'),
    })
    expect(
      failure(() => detectFileType(file('cv.docx', fixture('bad/password-protected.docx')), 'cv')),
    ).toMatchObject({
      status: 422,
      message: expect.stringContaining('password-protected'),
    })
  })

  it('answers 422 for an empty file', () => {
    expect(failure(() => detectFileType(file('cv.pdf', new Uint8Array(0)), 'cv'))).toMatchObject({
      status: 422,
      code: 'NO_READABLE_TEXT',
    })
  })
})
