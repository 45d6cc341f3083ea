import type { CoverLetterBody, CoverLetterReply, GenerateCoverLetterBody } from '#shared/api/ai'

import { writeCoverLetter } from './write-cover-letter'
import { letterCvFromLoose, letterCvFromWriter } from './writer-input'

// The two letter calls of document 2 §7 on the built-in engine: request body in, answer out.

/** POST /api/ai/cover-letter (the writer): the letter and what was detected in the ad. */
export function answerCoverLetter(body: CoverLetterBody, date: Date): CoverLetterReply {
  const letter = writeCoverLetter({
    cv: letterCvFromWriter(body),
    jobDescription: body.jobDescription,
    language: body.language,
    templateType: body.templateType,
    date,
  })
  return {
    success: true,
    message: 'Cover letter generated',
    data: {
      content: letter.content,
      companyName: letter.companyName,
      jobTitle: letter.jobTitle,
      ...(letter.industry ? { industry: letter.industry } : {}),
      ...(letter.city ? { address: { city: letter.city } } : {}),
    },
  }
}

/** POST /api/ai/generate-cover-letter (AI tools page): the letter text; no description means the title. */
export function answerGenerateCoverLetter(body: GenerateCoverLetterBody, date: Date): string {
  return writeCoverLetter({
    cv: letterCvFromLoose(body.cvData),
    jobDescription: body.jobDescription?.trim() || body.jobTitle,
    companyName: body.companyName,
    jobTitle: body.jobTitle,
    language: body.language ?? 'en',
    templateType: 'cover',
    date,
  }).content
}
