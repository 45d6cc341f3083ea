import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

// Files for the tests of enclosures and packages, made in code (no real person's documents).

type Headers = Record<string, string>

/** A multipart body built by hand: text fields and one file, in the order given. */
export function documentUpload(
  headers: Headers,
  parts: { fields?: Record<string, string>; file?: { name: string; type: string; data: Uint8Array }; fieldsAfterFile?: boolean },
) {
  const boundary = '----applykit-documents-boundary'
  const fieldChunks = Object.entries(parts.fields ?? {}).map((entry) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`),
  )
  const fileChunks = parts.file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.name}"\r\nContent-Type: ${parts.file.type}\r\n\r\n`,
        ),
        Buffer.from(parts.file.data),
        Buffer.from('\r\n'),
      ]
    : []
  const chunks = parts.fieldsAfterFile ? [...fileChunks, ...fieldChunks] : [...fieldChunks, ...fileChunks]
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** A one-page PDF with a text layer (a certificate typed on a computer). */
export async function typedPdf(lines: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const page = pdf.addPage([595.28, 841.89])
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 760 - index * 18, size: 12, font }))
  return pdf.save()
}


const SCANS = path.resolve(import.meta.dirname, '../../../../tests/fixtures/scans')
/** Three Arbeitszeugnisse scanned and photographed by scripts/scans/make-scans.ts from our own letters. */
export const PHONE_PHOTOS = ['de-01-sehr-gut-entwickler.scan.jpg', 'de-03-befriedigend-sachbearbeiter.photo.jpg', 'ch-02-gut-sie.upside-down.jpg']

/** A fixture scan as a 12-megapixel phone photo: upscaled, with sensor noise, JPEG 92 % (~3 MB). */
export async function phonePhoto(name: string, { quality = 92 }: { quality?: number } = {}): Promise<Buffer> {
  const { data, info } = await sharp(readFileSync(path.join(SCANS, name)))
    .resize(3024, 4032, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  let seed = 7
  for (let index = 0; index < data.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + ((seed >> 16) % 13) - 6))
  }
  return sharp(data, { raw: info }).jpeg({ quality }).toBuffer()
}

/** A fixture scan saved by a phone's scanner app as an image-only PDF: the 12 MP photo at JPEG 96 % on an A4 page (3–4 MB, no text layer). */
export async function scannedPdf(name: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const image = await pdf.embedJpg(await phonePhoto(name, { quality: 96 }))
  const page = pdf.addPage([595.28, 841.89])
  page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 })
  return pdf.save()
}
