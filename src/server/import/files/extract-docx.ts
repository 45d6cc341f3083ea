import mammoth from 'mammoth'
import { AppError } from '#server/errors'
import { decodeEntities } from './html-to-text'
import { docxHtmlToText } from './docx-layout'
import { guardWordArchive } from './zip-guard'

// DOCX through mammoth (body, lists, tables, text boxes); tables and tab stops read as cells
// (`docx-layout.ts`). mammoth skips page headers and footers,
// where many CVs keep their contact line, so those parts are read from the archive directly.

export async function extractDocx(
  data: Uint8Array,
): Promise<{ text: string; nameLine: string; emphasized: string[]; headings: string[] }> {
  const parts = guardWordArchive(data)
  let html: string
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
      // Images are not text; dropping them keeps memory flat for photo-heavy CVs.
      { convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) },
    )
    html = result.value
  } catch {
    throw new AppError(
      'FILE_UNREADABLE',
      422,
      'This Word file is damaged and could not be read. Please try a different file or paste the text directly.',
    )
  }
  const body = docxHtmlToText(html)
  const header = partsText(parts, /^word\/header\d*\.xml$/)
  const footer = partsText(parts, /^word\/footer\d*\.xml$/)
  const text = [header, body.text, footer].filter((part) => part.trim() !== '').join('\n')
  return { text, nameLine: body.firstHeading, emphasized: body.emphasized, headings: body.headings }
}

function partsText(parts: ReadonlyMap<string, Uint8Array>, name: RegExp): string {
  const seen = new Set<string>()
  const texts: string[] = []
  for (const [partName, bytes] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.test(partName)) continue
    const text = wordXmlText(new TextDecoder().decode(bytes))
    // First-page, even and default headers often repeat each other.
    if (text.trim() !== '' && !seen.has(text)) {
      seen.add(text)
      texts.push(text)
    }
  }
  return texts.join('\n')
}

/** Paragraph text of a WordprocessingML part: w:t runs, w:tab as a gap, w:p as a line. */
export function wordXmlText(xml: string): string {
  const lines: string[] = []
  for (const paragraph of xml.split(/<\/w:p>/)) {
    let line = ''
    for (const match of paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)) {
      if (match[0] === '<w:tab/>') line += '\t'
      else if (match[0] === '<w:br/>') line += '\n'
      else line += decodeEntities(match[1] ?? '')
    }
    if (line.trim() !== '') lines.push(line.trim())
  }
  return lines.join('\n')
}
