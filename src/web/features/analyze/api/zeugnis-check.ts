import { useMutation } from '@tanstack/react-query'
import { ZeugnisAnalysis, type ZeugnisCheckBody, type ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { apiRequest } from '#web/lib/api-client'

export function checkZeugnis(body: ZeugnisCheckBody) {
  return apiRequest('/api/ai/zeugnis-check', { body }, ZeugnisAnalysis)
}

export interface ZeugnisRun {
  text: string
  jurisdiction: ZeugnisJurisdiction
  occupation: string
  /** Words a scan's recogniser was unsure of and the person left as read. */
  uncertainWords?: string[]
}

export interface ZeugnisResult {
  analysis: ZeugnisAnalysis
  /** Exactly the text that was sent: the phrase offsets point into it. */
  letterText: string
}

/** One run on the letter's text (an uploaded file is read first by the tab, parse-file.ts). */
export async function runZeugnisCheck(run: ZeugnisRun): Promise<ZeugnisResult> {
  const occupation = run.occupation.trim()
  const uncertainWords = (run.uncertainWords ?? []).filter((word) => run.text.includes(word))
  const analysis = await checkZeugnis({
    referenceLetterText: run.text,
    jurisdiction: run.jurisdiction,
    ...(occupation ? { occupation } : {}),
    ...(uncertainWords.length > 0 ? { uncertainWords } : {}),
  })
  return { analysis, letterText: run.text }
}

export function useZeugnisCheck() {
  return useMutation({ mutationFn: runZeugnisCheck })
}
