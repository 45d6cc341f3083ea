import { useMutation } from '@tanstack/react-query'
import { MIN_PARSED_TEXT_CHARS } from '#shared/limits'
import { ZeugnisAnalysis, type ZeugnisCheckBody, type ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { apiRequest } from '#web/lib/api-client'
import { ParseFailedError } from '../lib/tool-errors'
import { parseFile } from './parse-file'

export function checkZeugnis(body: ZeugnisCheckBody) {
  return apiRequest('/api/ai/zeugnis-check', { body }, ZeugnisAnalysis)
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
      letterText = await parseFile(run.file)
    } catch (error) {
      throw new ParseFailedError(error)
    }
    if (letterText.trim().length < MIN_PARSED_TEXT_CHARS) throw new NoReadableTextError()
  }
  const occupation = run.occupation.trim()
  const analysis = await checkZeugnis({
    referenceLetterText: letterText,
    jurisdiction: run.jurisdiction,
    ...(occupation ? { occupation } : {}),
  })
  return { analysis, letterText }
}

export function useZeugnisCheck() {
  return useMutation({ mutationFn: runZeugnisCheck })
}
