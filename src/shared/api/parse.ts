import { z } from 'zod'
import { CoverLetterCv, CvData } from '#shared/cv/cv.schema'
import { removeControlCharacters } from '#shared/text'

// POST /api/v2/cv/parse-text, POST /api/v2/cv/parse-file (multipart field `file`) and
// POST /api/parse (multipart, AI tools page). Document 2 §7 "CV parsing".

// Longer than any real CV (a dense 10-page CV is ~40k characters); keeps parsing time bounded.
export const MAX_PARSE_TEXT_CHARS = 200_000

export const ParseTextBody = z.object({
  // Pasted out of a PDF or a word processor: stray control characters are removed, not refused.
  text: z
    .string()
    .max(MAX_PARSE_TEXT_CHARS)
    .transform(removeControlCharacters)
    .refine((text) => text.trim() !== '', { message: 'Please paste some CV text to parse' }),
})
export type ParseTextBody = z.infer<typeof ParseTextBody>

// `cvData` is the builder form; the other fields are the reshaping the cover-letter writer reads.
export const ParseCvReply = z.object({
  success: z.literal(true),
  data: CoverLetterCv.extend({ cvData: CvData }),
})
export type ParseCvReply = z.infer<typeof ParseCvReply>

export const ParsePlainTextReply = z.object({ text: z.string() })
export type ParsePlainTextReply = z.infer<typeof ParsePlainTextReply>

// Accepted upload types per path (document 2 §9 "Allowed upload types").
export const CV_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx'] as const
export const ANY_UPLOAD_EXTENSIONS = ['pdf', 'txt', 'doc', 'docx'] as const
