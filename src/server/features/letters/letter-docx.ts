import { renderLetterDocx as render } from '#documents/letter/render-letter-docx'
import type { LetterDocument } from './letter-document'

// Loaded with the first Word export (the docx library is large).
export function renderLetterDocx(document: LetterDocument, today: string): Promise<Buffer> {
  return render({ templateId: document.templateId, themeId: document.themeId, cv: document.cv, letter: document.letter, today })
}
