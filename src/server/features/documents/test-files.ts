import { PDFDocument, StandardFonts } from 'pdf-lib'

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

