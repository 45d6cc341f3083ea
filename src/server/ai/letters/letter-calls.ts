import type { CoverLetterBody, CoverLetterReply, GenerateCoverLetterBody } from '#shared/api/ai'

import { writeCheckedCoverLetter } from './checked-letter'
import { letterCvFromLoose, letterCvFromWriter } from './writer-input'

// The two letter calls of docs/spec/2-calls.md §7 on the built-in engine: request body in, answer out.
// Both letters have passed the checker (check/), sentence by sentence.

/** POST /api/ai/cover-letter (the writer): the letter and what was detected in the ad. */
export async function answerCoverLetter(body: CoverLetterBody, date: Date): Promise<CoverLetterReply> {
  const letter = await writeCheckedCoverLetter(
    {
      cv: letterCvFromWriter(body),
      jobDescription: body.jobDescription,
      language: body.language,
      templateType: body.templateType,
      date,
      ...(body.startDate ? { startDate: body.startDate } : {}),
      ...(body.salaryExpectation ? { salaryExpectation: body.salaryExpectation } : {}),
    },
    body,
  )
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
export async function answerGenerateCoverLetter(body: GenerateCoverLetterBody, date: Date): Promise<string> {
  const letter = await writeCheckedCoverLetter(
    {
      cv: letterCvFromLoose(body.cvData),
      jobDescription: body.jobDescription?.trim() || body.jobTitle,
      companyName: body.companyName,
      jobTitle: body.jobTitle,
      language: body.language ?? 'en',
      templateType: 'cover',
      date,
    },
    body.cvData,
  )
  return letter.content
}
