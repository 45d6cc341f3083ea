import WordExtractor from 'word-extractor'
import { AppError } from '#server/errors'

// Word 97-2003 (.doc) through word-extractor, from memory. Headers and text boxes come after the
// body in the file format, so they are added around it the way they appear on the page.

export async function extractDoc(data: Uint8Array): Promise<string> {
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    )
    const headers = document.getHeaders({ includeFooters: false })
    const body = document.getBody()
    const boxes = document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })
    const footers = document.getFooters()
    return [headers, body, boxes, footers].filter((part) => part.trim() !== '').join('\n')
  } catch {
    throw new AppError(
      'FILE_UNREADABLE',
      422,
      'This Word file is damaged and could not be read. Please try a different file or paste the text directly.',
    )
  }
}
