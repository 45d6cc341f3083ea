import { AppError } from '#server/errors'

// What a person can do about a scan or photo that could not be read. Each has its own code, so
// the client says it in the person's language (apiErrors.<CODE>); the English here is for logs.

export type ScanProblem = 'SCAN_TOO_LARGE' | 'SCAN_TOO_MANY_PAGES' | 'SCAN_TOO_DARK' | 'SCAN_BLURRED' | 'SCAN_NO_TEXT'

const MESSAGES: Record<ScanProblem, string> = {
  SCAN_TOO_LARGE: 'This image has more pixels than a photo of a page ever needs. Please upload a smaller photo or a PDF.',
  SCAN_TOO_MANY_PAGES: 'This PDF has more scanned pages than can be read at once. Please upload only the pages you need.',
  SCAN_TOO_DARK: 'This photo is too dark to read. Please take it again in better light, or scan the page.',
  SCAN_BLURRED: 'This photo or scan is too blurred to read. Please hold the camera still and close enough that the page fills the picture, or scan the page.',
  SCAN_NO_TEXT: 'No text was found in this image. Please upload a photo or scan of the document itself, or paste its text.',
}

export function scanError(problem: ScanProblem, extra: Record<string, unknown> = {}): AppError {
  return new AppError(problem, 422, MESSAGES[problem], extra)
}
