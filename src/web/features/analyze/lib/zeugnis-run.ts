import { useMutation } from '@tanstack/react-query'
import { contract } from '#shared/api/contract'
import type { ZeugnisAnalysis, ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { callApi } from '#web/lib/api-client'
import { uploadWithStages, type UploadStage } from '#web/lib/upload-with-progress'

/**
 * The plain text of an uploaded PDF, TXT, DOC or DOCX file, photo or scan (the file is not kept),
 * with how sure the recogniser was when it read a scan; the stages as the server reports them.
 */
export function extractText(file: File, onStage: (stage: UploadStage) => void, signal?: AbortSignal) {
  const body = new FormData()
  body.append('file', file)
  return uploadWithStages(contract.parse.extractText, { body }, onStage, signal)
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
  /** How many words of a scan that were hard to read went with it. */
  hardWords?: number
}

/** One run on the letter's text (an uploaded file is read first by the tab, with `extractText`). */
export async function runZeugnisCheck(run: ZeugnisRun): Promise<ZeugnisResult> {
  const occupation = run.occupation.trim()
  const uncertainWords = (run.uncertainWords ?? []).filter((word) => run.text.includes(word))
  const analysis = await callApi(contract.ai.checkZeugnis, {
    body: {
      referenceLetterText: run.text,
      jurisdiction: run.jurisdiction,
      ...(occupation ? { occupation } : {}),
      ...(uncertainWords.length > 0 ? { uncertainWords } : {}),
    },
  })
  return { analysis, letterText: run.text, hardWords: uncertainWords.length }
}

export function useZeugnisCheck() {
  return useMutation({ mutationFn: runZeugnisCheck })
}
