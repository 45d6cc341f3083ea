import { z } from 'zod'
import { CoverLetterCv, CvData } from '#shared/cv/cv.schema'
import { removeControlCharacters } from '#shared/text'

// POST /api/v2/cv/parse-text, POST /api/v2/cv/parse-file (multipart field `file`) and
// POST /api/parse (multipart, AI tools page). docs/spec/2-calls.md §7 "CV parsing".

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

// Where the importer was unsure, so that a review can mark those fields for checking. `path`
// names a field of `cvData` ("personal.fullName", "experience.2", "education.0"); a section
// path ("skills") covers the whole section. Reasons:
// - heading-guessed: the section's heading was recognised by its head word or number only
//   ("Akademische Ausbildung", "3.1 Berufserfahrung"), not as a known heading phrase;
// - date-range-incomplete: the entry has a start and neither an end nor "present", or no date;
// - name-from-label: the name came from form rows ("Nombre:" + "Apellidos:"), not from the
//   prominent line at the top;
// - title-from-latest-job: no headline stood under the name; the latest job title was taken;
// - scan-uncertain: the CV was a scan or photo and the field holds a word the recogniser was
//   unsure of (issue 23).
export const IMPORT_DOUBTS = [
  'heading-guessed',
  'date-range-incomplete',
  'name-from-label',
  'title-from-latest-job',
  'scan-uncertain',
] as const
export const ImportDoubt = z.object({
  path: z.string().max(100),
  reason: z.enum(IMPORT_DOUBTS),
})
export type ImportDoubt = z.infer<typeof ImportDoubt>

// The builder's import of a file or pasted text (query of both parse calls). Without `save` a parse
// only answers (the cover-letter writer, a visitor). For a signed-in user:
// - `save=draft`: when one of the account's CVs was imported from the same file (SHA-256 of its
//   bytes) or the same text (normalised), the answer is `importedBefore` and nothing is parsed or
//   saved; otherwise the import is saved as a new CV at once (`data.saved`);
// - `save=copy`: saved as a new CV without that check (the person chose "Import as a copy").
export const IMPORT_SAVE_MODES = ['draft', 'copy'] as const
export const ImportQuery = z.object({ save: z.enum(IMPORT_SAVE_MODES).optional() })
export type ImportQuery = z.infer<typeof ImportQuery>

/** A saved CV an import made or matched: enough to name it and open it. */
export const CvImportRef = z.object({
  id: z.string(),
  title: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type CvImportRef = z.infer<typeof CvImportRef>

// A scan or photo read by the recogniser (issue 23): pages read, mean word confidence (0–1) and
// the words it was unsure of, as read, for the import review and ZeugnisCheck to mark. Absent
// when the file had a text layer throughout.
export const OcrReport = z.object({
  pages: z.number().int().min(1),
  meanConfidence: z.number().min(0).max(1),
  uncertainWords: z.array(z.string().max(200)).max(200),
})
export type OcrReport = z.infer<typeof OcrReport>

// `cvData` is the builder form; the other fields are the reshaping the cover-letter writer reads.
// `doubts` is optional: a reply without it claims nothing about confidence. `saved`: the CV the
// import was saved as (save=draft|copy, signed in).
export const ParseCvReply = z.object({
  success: z.literal(true),
  data: CoverLetterCv.extend({
    cvData: CvData,
    doubts: z.array(ImportDoubt).max(500).optional(),
    saved: CvImportRef.optional(),
    ocr: OcrReport.optional(),
  }),
})
export type ParseCvReply = z.infer<typeof ParseCvReply>

/** save=draft found a CV of the account imported from the same file or text: nothing was saved. */
export const ImportedBeforeReply = z.object({
  success: z.literal(true),
  importedBefore: CvImportRef,
})
export type ImportedBeforeReply = z.infer<typeof ImportedBeforeReply>

export const ImportCvReply = z.union([ImportedBeforeReply, ParseCvReply])
export type ImportCvReply = z.infer<typeof ImportCvReply>

export const ParsePlainTextReply = z.object({ text: z.string(), ocr: OcrReport.optional() })
export type ParsePlainTextReply = z.infer<typeof ParsePlainTextReply>

// Accepted upload types per path (docs/spec/2-calls.md §9 "Allowed upload types"; photos and scans: issue 23).
export const IMAGE_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'] as const
export const IMAGE_UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const
export const CV_UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx', ...IMAGE_UPLOAD_EXTENSIONS] as const
export const ANY_UPLOAD_EXTENSIONS = ['pdf', 'txt', 'doc', 'docx', ...IMAGE_UPLOAD_EXTENSIONS] as const
