import { z } from 'zod'
import { ZeugnisCategory } from './zeugnis'

// Enclosures kept in the account (issue 27): Arbeitszeugnisse, certificates and other papers,
// uploaded as PDF or photo (POST /api/documents, multipart `file`, `kind`, `title`, optional `issuedOn`).

export const DOCUMENT_KINDS = ['zeugnis', 'certificate', 'other'] as const
export const DocumentKind = z.enum(DOCUMENT_KINDS)
export type DocumentKind = z.infer<typeof DocumentKind>

export const DOCUMENT_TITLE_MAX = 200

const Title = z.string().trim().min(1).max(DOCUMENT_TITLE_MAX)
/** A calendar day, `YYYY-MM-DD` (the date on the document). */
const Day = z.iso.date()

/** The text fields sent beside the file of an upload. */
export const UploadDocumentFields = z.strictObject({
  kind: DocumentKind,
  title: Title,
  issuedOn: Day.optional(),
})
export type UploadDocumentFields = z.infer<typeof UploadDocumentFields>

export const UploadDocumentReply = z.object({ id: z.string(), pages: z.int(), bytes: z.int() })
export type UploadDocumentReply = z.infer<typeof UploadDocumentReply>

/** ZeugnisCheck's reading of an Arbeitszeugnis, kept beside it to help choose what to enclose. */
export const ZeugnisReading = z.object({
  category: ZeugnisCategory,
  /** German school grade 1 (best) – 6, as HR reads it; null when the engine could not tell. */
  germanGrade: z.number().min(1).max(6).nullable(),
  confidence: z.number().min(0).max(1),
  headline: z.string(),
  letterType: z.enum(['final', 'interim']).nullable(),
})
export type ZeugnisReading = z.infer<typeof ZeugnisReading>

export const DocumentRecord = z.object({
  id: z.string(),
  kind: DocumentKind,
  title: z.string(),
  issuedOn: Day.nullable(),
  position: z.int(),
  fileName: z.string(),
  mimeType: z.string(),
  bytes: z.int(),
  pages: z.int(),
  /** How many characters of text were read (a text layer or OCR); 0 when none could be. */
  textChars: z.int(),
  /** Mean OCR word confidence (0–1) when the text was recognised in a scan or photo. */
  ocrConfidence: z.number().nullable(),
  reading: ZeugnisReading.nullable(),
  createdAt: z.string(),
})
export type DocumentRecord = z.infer<typeof DocumentRecord>

export const DocumentListReply = z.object({
  documents: z.array(DocumentRecord),
  storage: z.object({ usedBytes: z.int(), limitBytes: z.int().nullable(), count: z.int(), limitCount: z.int().nullable() }),
})
export type DocumentListReply = z.infer<typeof DocumentListReply>

export const DocumentListQuery = z.strictObject({
  /** Words searched for in the title and the text read from the document. */
  q: z.string().trim().max(200).optional(),
})

export const DocumentIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) })

/** Title, date and place in the user's order (0 first; the others move aside). */
export const UpdateDocumentBody = z
  .strictObject({
    title: Title.optional(),
    issuedOn: Day.nullable().optional(),
    kind: DocumentKind.optional(),
    position: z.int().min(0).max(10_000).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one of title, issuedOn, kind, position' })
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>

export const DeleteDocumentReply = z.object({ success: z.literal(true) })
