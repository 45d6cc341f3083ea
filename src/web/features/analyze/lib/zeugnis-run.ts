import { useMutation } from '@tanstack/react-query'
import { MIN_PARSED_TEXT_CHARS } from '#shared/limits'
import { contract } from '#shared/api/contract'
import type { ZeugnisAnalysis, ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { callApi } from '#web/lib/api-client'
import { ParseFailedError } from './tool-errors'

/** The plain text of an uploaded PDF, TXT, DOC or DOCX file (the file is not kept). */
async function extractText(file: File): Promise<string> {
  const body = new FormData()
  body.append('file', file)
  return (await callApi(contract.parse.extractText, { body })).text
}

/** The parsed file held too little text to be a letter (document 1 §5: at least 10 characters). */
export class NoReadableTextError extends Error {
  override name = 'NoReadableTextError'
}

export interface ZeugnisRun {
  text: string
  file: File | null
  jurisdiction: ZeugnisJurisdiction
  occupation: string
}

export interface ZeugnisResult {
  analysis: ZeugnisAnalysis
  /** Exactly the text that was sent: the phrase offsets point into it. */
  letterText: string
}

/** One run: the file is turned into text first when there is one, then the letter is analysed. */
export async function runZeugnisCheck(run: ZeugnisRun): Promise<ZeugnisResult> {
  let letterText = run.text
  if (run.file) {
    try {
      letterText = await extractText(run.file)
    } catch (error) {
      throw new ParseFailedError(error)
    }
    if (letterText.trim().length < MIN_PARSED_TEXT_CHARS) throw new NoReadableTextError()
  }
  const occupation = run.occupation.trim()
  const analysis = await callApi(contract.ai.checkZeugnis, {
    body: { referenceLetterText: letterText, jurisdiction: run.jurisdiction, ...(occupation ? { occupation } : {}) },
  })
  return { analysis, letterText }
}

export function useZeugnisCheck() {
  return useMutation({ mutationFn: runZeugnisCheck })
}
