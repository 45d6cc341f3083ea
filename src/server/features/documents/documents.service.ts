import { and, asc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import type { DocumentListReply, DocumentRecord, UpdateDocumentBody, UploadDocumentFields, ZeugnisReading } from '#shared/api/documents'
import type { Locale } from '#shared/i18n/locales'
import { MAX_DOCUMENT_PAGES } from '#shared/limits'
import { DOCUMENT_STORAGE } from '#shared/plans'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { documents, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { UploadFile } from '#server/import/files/detect-file-type'
import { decodeImage } from '#server/import/files/ocr/decode-image'
import type { ScanTextLayer } from '#server/import/files/ocr/text-layer'
import { accountStatusOf } from '#server/plans/account-status'
import type { ParseService } from '../parse/parse.service'

// Enclosures kept in the account (issue 27): stored in the database only (bytea), read once on upload
// (text layer or OCR, so they can be searched) and, for an Arbeitszeugnis, read by ZeugnisCheck.
// Another account's document answers exactly as a missing one does (404).

type UserRow = typeof users.$inferSelect
type DocumentRow = typeof documents.$inferSelect

/** The reading of one Arbeitszeugnis's text (the built-in ZeugnisCheck engine, in the CPU workers). */
export type ReadZeugnis = (text: string, locale: Locale, uncertainWords: string[]) => Promise<ZeugnisReading | null>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const notFound = () => new AppError('DOCUMENT_NOT_FOUND', 404, 'Document not found')

/** Only these go into an application package: PDFs and pictures (a Word file is no enclosure). */
const ENCLOSURE_TYPES = 'Please upload a PDF or a photo (JPEG, PNG, WebP, HEIC) of the document.'

const MB = 1_000_000
const inMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`

/** Columns a list shows: everything but the file itself. */
const listColumns = {
  id: documents.id,
  kind: documents.kind,
  title: documents.title,
  issuedOn: documents.issuedOn,
  position: documents.position,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  bytes: documents.bytes,
  pages: documents.pages,
  textChars: sql<number>`char_length(${documents.text})`.mapWith(Number),
  ocrConfidence: documents.ocrConfidence,
  reading: documents.reading,
  createdAt: documents.createdAt,
}

type ListRow = Omit<DocumentRow, 'data' | 'text' | 'textLayer' | 'userId' | 'updatedAt'> & { textChars: number }

function toRecord(row: ListRow): DocumentRecord {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    issuedOn: row.issuedOn,
    position: row.position,
    fileName: row.fileName,
    mimeType: row.mimeType,
    bytes: row.bytes,
    pages: row.pages,
    textChars: row.textChars,
    ocrConfidence: row.ocrConfidence,
    reading: (row.reading as ZeugnisReading | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The file as base64 text, decoded by Buffer's native code: drivers parse a bytea's hex text in
 * JavaScript, ~10 times slower for the megabytes of a photo (bench:package: 0.6–1.7 s for three).
 */
const dataBase64 = sql<string>`encode(${documents.data}, 'base64')`
const { data: _data, ...withoutData } = getTableColumns(documents)

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/** A file name a download may carry: no path, no control characters. */
function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop()?.replace(/\p{Cc}/gu, '').trim() ?? ''
  return base.slice(-150) || fallback
}

/**
 * The upload's type, as the importer checks it; its refusal ends "…or paste the text directly",
 * which an enclosure cannot be, so the enclosure's own sentence replaces that ending.
 */
function checkEnclosureWith(checkFile: ParseService['checkFile'], file: UploadFile) {
  try {
    return checkFile(file, 'any')
  } catch (error) {
    if (error instanceof AppError && error.code === 'FILE_UNREADABLE') {
      const why = error.message.replace(/\s*Please try a different file or paste the text directly\.?$/, '')
      throw new AppError('FILE_UNREADABLE', 422, `${why} Please save or scan it again as a PDF or a photo.`)
    }
    throw error
  }
}

/** Pages of a PDF (pdf-lib); a password-protected or damaged PDF is refused, it could not be bound. */
async function pdfPages(data: Uint8Array): Promise<number> {
  const damaged = () => new AppError('FILE_UNREADABLE', 422, 'This PDF is damaged and cannot be read. Please save or scan it again.')
  let pdf: PDFDocument
  let pages: number
  try {
    pdf = await PDFDocument.load(data, { ignoreEncryption: true, updateMetadata: false })
    // A file that only begins like a PDF has no page tree: pdf-lib throws reading it.
    pages = pdf.getPageCount()
  } catch {
    throw damaged()
  }
  if (pdf.isEncrypted) {
    throw new AppError(
      'FILE_UNREADABLE',
      422,
      'This PDF is password-protected, so it cannot be added to an application. Please save a copy without a password.',
    )
  }
  if (pages === 0) throw damaged()
  if (pages > MAX_DOCUMENT_PAGES) {
    throw new AppError('FILE_UNREADABLE', 422, `A document may have at most ${MAX_DOCUMENT_PAGES} pages; this one has ${pages}.`)
  }
  return pages
}

export type DocumentsService = ReturnType<typeof createDocumentsService>

export function createDocumentsService(deps: {
  db: Db
  clock: Clock
  parse: Pick<ParseService, 'checkFile' | 'extractFileText'>
  readZeugnis: ReadZeugnis
  planLimits: 'on' | 'off'
}) {
  const { db, clock, parse, readZeugnis, planLimits } = deps

  /** The plan's storage, or null with PLAN_LIMITS=off (docs/decisions/document-storage.md). */
  const capOf = (user: UserRow) => {
    if (planLimits === 'off') return null
    return DOCUMENT_STORAGE[accountStatusOf(user, clock.now(), planLimits).isPro ? 'pro' : 'trial']
  }

  async function usage(userId: string) {
    const [row] = await db
      .select({ bytes: sql<number>`coalesce(sum(${documents.bytes}), 0)`.mapWith(Number), count: sql<number>`count(*)`.mapWith(Number) })
      .from(documents)
      .where(eq(documents.userId, userId))
    return { bytes: row?.bytes ?? 0, count: row?.count ?? 0 }
  }

  async function assertRoom(user: UserRow, bytes: number) {
    const cap = capOf(user)
    if (!cap) return
    const used = await usage(user.id)
    if (used.count + 1 > cap.count) {
      throw new AppError('DOCUMENT_STORAGE_FULL', 413, `Your plan keeps at most ${cap.count} documents. Delete one to add another.`, {
        limit: cap.count,
      })
    }
    if (used.bytes + bytes > cap.bytes) {
      throw new AppError(
        'DOCUMENT_STORAGE_FULL',
        413,
        `Your plan keeps up to ${inMb(cap.bytes)} of documents; ${inMb(used.bytes)} are used and this file has ${inMb(bytes)}. Delete a document to make room.`,
      )
    }
  }

  /** The text read from the file; a photo in which nothing could be read is kept without text. */
  async function readText(
    file: UploadFile,
    locale: Locale,
  ): Promise<{ text: string; ocrConfidence: number | null; uncertain: string[]; textLayer: ScanTextLayer[] | null }> {
    try {
      const { text, ocr, textLayer } = await parse.extractFileText(file, { language: locale, textLayer: true })
      return {
        text,
        ocrConfidence: ocr ? ocr.meanConfidence : null,
        uncertain: ocr?.uncertainWords ?? [],
        textLayer: textLayer && textLayer.length > 0 ? textLayer : null,
      }
    } catch (error) {
      // 422: no readable text, too dark, blurred … the document is still what the user wants to enclose.
      if (error instanceof AppError && error.status === 422) return { text: '', ocrConfidence: null, uncertain: [], textLayer: null }
      throw error
    }
  }

  async function ownRow(user: UserRow, id: string): Promise<ListRow> {
    if (!UUID.test(id)) throw notFound()
    const [row] = await db
      .select(listColumns)
      .from(documents)
      .where(and(eq(documents.id, id), eq(documents.userId, user.id)))
    if (!row) throw notFound()
    return row
  }

  async function orderedIds(tx: Pick<Db, 'select'>, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(asc(documents.position), asc(documents.createdAt))
    return rows.map((row) => row.id)
  }

  async function readingFor(kind: DocumentRow['kind'], text: string, locale: Locale, uncertain: string[]) {
    if (kind !== 'zeugnis' || text.trim().length === 0) return null
    try {
      return await readZeugnis(text, locale, uncertain)
    } catch {
      // The reading helps to choose; without it the document is still kept.
      return null
    }
  }

  return {
    async list(user: UserRow, query: { q?: string | undefined } = {}): Promise<DocumentListReply> {
      const search = query.q ? likePattern(query.q) : null
      const rows = await db
        .select(listColumns)
        .from(documents)
        .where(
          and(
            eq(documents.userId, user.id),
            search ? or(ilike(documents.title, search), ilike(documents.text, search)) : undefined,
          ),
        )
        .orderBy(asc(documents.position), asc(documents.createdAt))
      const used = await usage(user.id)
      const cap = capOf(user)
      return {
        documents: rows.map(toRecord),
        storage: { usedBytes: used.bytes, limitBytes: cap?.bytes ?? null, count: used.count, limitCount: cap?.count ?? null },
      }
    },

    async upload(user: UserRow, file: UploadFile, fields: UploadDocumentFields, locale: Locale) {
      const type = checkEnclosureWith(parse.checkFile, file)
      if (type !== 'pdf' && type !== 'image') throw new AppError('INVALID_FILE_TYPE', 415, ENCLOSURE_TYPES)
      await assertRoom(user, file.data.byteLength)
      let mimeType = 'application/pdf'
      let pages = 1
      if (type === 'pdf') {
        pages = await pdfPages(file.data)
      } else {
        const decoded = await decodeImage(file.data)
        const meta = await decoded.metadata()
        // HEIC comes out of its decoder as raw pixels.
        mimeType = meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' ? `image/${meta.format}` : 'image/heic'
      }
      const { text, ocrConfidence, uncertain, textLayer } = await readText(file, locale)
      const reading = await readingFor(fields.kind, text, locale, uncertain)
      const data = new Uint8Array(file.data)
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${documents.position}), -1)`.mapWith(Number) })
        .from(documents)
        .where(eq(documents.userId, user.id))
      const [row] = await db
        .insert(documents)
        .values({
          userId: user.id,
          kind: fields.kind,
          title: fields.title,
          issuedOn: fields.issuedOn ?? null,
          position: (last?.position ?? -1) + 1,
          fileName: safeFileName(file.filename, `${fields.title}.${type === 'pdf' ? 'pdf' : 'jpg'}`),
          mimeType,
          bytes: data.byteLength,
          pages,
          data,
          text,
          ocrConfidence,
          textLayer,
          reading,
        })
        .returning({ id: documents.id, pages: documents.pages, bytes: documents.bytes })
      if (!row) throw new Error('insert returned no row')
      return row
    },

    async update(user: UserRow, id: string, body: UpdateDocumentBody, locale: Locale): Promise<DocumentRecord> {
      const before = await ownRow(user, id)
      const changes: Partial<typeof documents.$inferInsert> = { updatedAt: clock.now() }
      if (body.title !== undefined) changes.title = body.title
      if (body.issuedOn !== undefined) changes.issuedOn = body.issuedOn
      if (body.kind !== undefined && body.kind !== before.kind) {
        changes.kind = body.kind
        // Read before the transaction: it runs in the CPU workers and holds no connection meanwhile.
        if (body.kind !== 'zeugnis') changes.reading = null
        else if (!before.reading) {
          const [full] = await db.select({ text: documents.text }).from(documents).where(eq(documents.id, id))
          changes.reading = await readingFor('zeugnis', full?.text ?? '', locale, [])
        }
      }
      // Every statement on the transaction's own connection (PGlite has only one).
      await db.transaction(async (tx) => {
        await tx.update(documents).set(changes).where(and(eq(documents.id, id), eq(documents.userId, user.id)))
        if (body.position === undefined) return
        const ids = (await orderedIds(tx, user.id)).filter((other) => other !== id)
        ids.splice(Math.min(body.position, ids.length), 0, id)
        for (const [position, each] of ids.entries()) {
          await tx.update(documents).set({ position }).where(and(eq(documents.id, each), eq(documents.userId, user.id)))
        }
      })
      return toRecord(await ownRow(user, id))
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound()
      const deleted = await db
        .delete(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, user.id)))
        .returning({ id: documents.id })
      if (deleted.length === 0) throw notFound()
    },

    async file(user: UserRow, id: string): Promise<{ data: Buffer; mimeType: string; fileName: string }> {
      if (!UUID.test(id)) throw notFound()
      const [row] = await db
        .select({ dataBase64, mimeType: documents.mimeType, fileName: documents.fileName })
        .from(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, user.id)))
      if (!row) throw notFound()
      return { data: Buffer.from(row.dataBase64, 'base64'), mimeType: row.mimeType, fileName: row.fileName }
    },

    /** The documents of an application package with their files, in the order asked; one not the user's → 404. */
    async forPackage(user: UserRow, ids: readonly string[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return []
      if (new Set(ids).size !== ids.length) {
        throw new AppError('VALIDATION_FAILED', 400, 'documentIds: each document may be enclosed once.', { field: 'documentIds' })
      }
      if (!ids.every((id) => UUID.test(id))) throw notFound()
      const rows = await db
        .select({ ...withoutData, dataBase64 })
        .from(documents)
        .where(and(eq(documents.userId, user.id), inArray(documents.id, [...ids])))
      const byId = new Map(rows.map(({ dataBase64: base64, ...row }) => [row.id, { ...row, data: Buffer.from(base64, 'base64') }]))
      return ids.map((id) => {
        const row = byId.get(id)
        if (!row) throw notFound()
        return row
      })
    },

    /** For the account's data export: every document with its file as base64 (docs/decisions/document-storage.md). */
    async exportForAccount(userId: string) {
      const rows = await db
        .select({ ...withoutData, dataBase64 })
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(asc(documents.position), asc(documents.createdAt))
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: row.title,
        issuedOn: row.issuedOn,
        position: row.position,
        fileName: row.fileName,
        mimeType: row.mimeType,
        bytes: row.bytes,
        pages: row.pages,
        text: row.text,
        textLayer: row.textLayer,
        reading: row.reading,
        createdAt: row.createdAt.toISOString(),
        // Postgres breaks base64 into lines of 76 characters.
        dataBase64: row.dataBase64.replace(/\s+/g, ''),
      }))
    },
  }
}
