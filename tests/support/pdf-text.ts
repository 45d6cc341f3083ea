import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// For tests that check what a printed PDF says: server tests and browser tests share it.

/** The text of every page of a PDF, as pdf.js reads it (rotated text such as a watermark and footers included). */
export async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await pdf.destroy()
  return pages.join('\n')
}
