import type { CvData } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { renderPreviewPdf } from './api/render-preview'
import type { CvLook } from './cv-look'

// The builder asks the server to print a preview only after a change the print can show (issue
// 28.3): the key is the CV as the server normalises it (a trailing space, an empty entry being
// typed, an undo back to what was shown do not count), and the last few PDFs are kept so that
// going back and forth between two versions prints nothing.

const KEEP = 8
const recent = new Map<string, ArrayBuffer>()

export function previewKeyOf(cv: CvData, look: CvLook): string {
  return JSON.stringify([normalizeCv(cv), look.templateId, look.themeId, look.language])
}

export function hasPreview(key: string): boolean {
  return recent.has(key)
}

/** The preview's PDF: a copy of a kept one, or printed by the server and kept. */
export async function previewPdfFor(key: string, cv: CvData, look: CvLook, signal: AbortSignal): Promise<ArrayBuffer> {
  const kept = recent.get(key)
  // pdf.js takes over the buffer it draws, so each drawing gets its own copy.
  if (kept) return kept.slice(0)
  const pdf = await renderPreviewPdf(cv, look, signal)
  recent.delete(key)
  recent.set(key, pdf.slice(0))
  for (const oldest of recent.keys()) {
    if (recent.size <= KEEP) break
    recent.delete(oldest)
  }
  return pdf
}
