import { and, count, desc, eq } from 'drizzle-orm'
import {
  MAX_LETTERS,
  type CreateLetterBody,
  type LetterListItem,
  type LetterPreviewBody,
  type LetterRecord,
  type UpdateLetterBody,
} from '#shared/api/letters'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { cvs, letters, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import type { Caller, QuotaService } from '#server/plans/quota.service'
import type { RateLimiter } from '#server/rate-limit/rate-limiter'
import type { PreviewRequester, RenderService } from '#server/features/render/render.service'
import { MS, PREVIEWS_PER_PERSON_PER_MINUTE } from '#shared/limits'
import { LETTER_UUID, loadLetterDocument, storedFieldsOf, toLetterRecord, type LetterRow } from './letter-document'
import { renderLetterPdf } from './letter-pdf'
import { printLetterPreview } from './letter-preview'
import { letterFileName, letterToPlainText } from './letter-text'

type UserRow = typeof users.$inferSelect

const notFound = () => new AppError('LETTER_NOT_FOUND', 404, 'Letter not found')
const cvNotFound = () =>
  new AppError('CV_NOT_FOUND', 404, 'The CV this letter is linked to was not found. Choose one of your CVs.', { field: 'cvId' })

/** A title a person recognises in the list: the one given, else the subject, else the company. */
function titleOf(given: string | undefined, subject: string, company: string): string {
  return given?.trim() || subject.trim() || company.trim() || 'Letter'
}

function toListItem(row: LetterRow): LetterListItem {
  const record = toLetterRecord(row)
  return {
    id: record.id,
    version: record.version,
    cvId: record.cvId,
    title: record.title,
    language: record.language,
    layout: record.layout,
    company: record.recipient.company,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

export interface ExportedLetterFile {
  data: Buffer
  filename: string
  contentType: string
}

export type LettersService = ReturnType<typeof createLettersService>

export function createLettersService(deps: {
  db: Db
  clock: Clock
  printer: PdfPrinter
  quotas: QuotaService
  rateLimiter: RateLimiter
  /** The CV preview's cache and limits, shared by the letter's live preview. */
  render: Pick<RenderService, 'cachedPreview'>
}) {
  const { db, clock, quotas } = deps

  async function findOwned(user: UserRow, id: string): Promise<LetterRow> {
    if (!LETTER_UUID.test(id)) throw notFound()
    const [row] = await db.select().from(letters).where(and(eq(letters.id, id), eq(letters.userId, user.id))).limit(1)
    if (!row) throw notFound()
    return row
  }

  /** The CV must be the writer's own: another person's CV answers as one that does not exist. */
  async function assertOwnCv(user: UserRow, cvId: string): Promise<void> {
    const [row] = await db.select({ id: cvs.id }).from(cvs).where(and(eq(cvs.id, cvId), eq(cvs.userId, user.id))).limit(1)
    if (!row) throw cvNotFound()
  }

  async function document(user: UserRow, id: string) {
    const found = await loadLetterDocument(db, user.id, id)
    if (!found) throw notFound()
    return found
  }

  return {
    async list(user: UserRow): Promise<LetterListItem[]> {
      const rows = await db.select().from(letters).where(eq(letters.userId, user.id)).orderBy(desc(letters.updatedAt))
      return rows.map(toListItem)
    },

    async create(user: UserRow, body: CreateLetterBody): Promise<LetterRecord> {
      await assertOwnCv(user, body.cvId)
      const cap = quotas.status(user).isPro ? MAX_LETTERS.pro : MAX_LETTERS.trial
      const [kept] = await db.select({ n: count() }).from(letters).where(eq(letters.userId, user.id))
      if (Number(kept?.n ?? 0) >= cap) {
        throw new AppError('LETTER_LIMIT', 403, `Your plan keeps at most ${cap} letters. Delete a letter you no longer need to save a new one.`, {
          limit: cap,
        })
      }
      const now = clock.now()
      const record = { ...body, title: titleOf(body.title, body.subject, body.recipient.company) }
      const [row] = await db
        .insert(letters)
        .values({
          userId: user.id,
          cvId: body.cvId,
          title: record.title,
          language: body.language,
          layout: body.layout,
          content: body.content,
          fields: storedFieldsOf({ ...record, cvId: body.cvId }),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return toLetterRecord(row!)
    },

    async read(user: UserRow, id: string): Promise<LetterRecord> {
      return toLetterRecord(await findOwned(user, id))
    },

    async update(user: UserRow, id: string, body: UpdateLetterBody): Promise<LetterRecord> {
      const row = await findOwned(user, id)
      const current = toLetterRecord(row)
      const stale = (version: number) =>
        new AppError('LETTER_STALE_WRITE', 409, 'This letter was changed elsewhere. Reload it to see the latest version.', { version })
      if (body.version !== row.version) throw stale(row.version)
      if (body.cvId !== undefined && body.cvId !== row.cvId) await assertOwnCv(user, body.cvId)
      const { version: _version, ...changes } = body
      const next = { ...current, ...changes }
      const title =
        body.title !== undefined ? titleOf(body.title, next.subject, next.recipient.company) : current.title
      // The version check is part of the write: of two saves of one version, exactly one matches.
      const [updated] = await db
        .update(letters)
        .set({
          cvId: next.cvId,
          title,
          language: next.language,
          layout: next.layout,
          content: next.content,
          fields: storedFieldsOf(next),
          version: row.version + 1,
          updatedAt: new Date(Math.max(clock.now().getTime(), row.updatedAt.getTime() + 1)),
        })
        .where(and(eq(letters.id, row.id), eq(letters.version, body.version)))
        .returning()
      if (!updated) {
        const [latest] = await db.select({ version: letters.version }).from(letters).where(eq(letters.id, row.id)).limit(1)
        if (!latest) throw notFound()
        throw stale(latest.version)
      }
      return toLetterRecord(updated)
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const row = await findOwned(user, id)
      await db.delete(letters).where(eq(letters.id, row.id))
    },

    /** The letter as a PDF in its CV's design; `preview` marks it as the writer's preview. */
    async pdf(user: UserRow, id: string, options: { preview: boolean; mark: string }): Promise<ExportedLetterFile> {
      // Prints are not counted against a quota, so they are paced like the CV preview (per person).
      const pace = await deps.rateLimiter.hit(`letter-print:${user.id}`, PREVIEWS_PER_PERSON_PER_MINUTE, MS.minute)
      if (!pace.allowed) {
        throw new AppError('RATE_LIMITED', 429, 'The letter is printed too often. Please wait a moment.', {
          retryAfter: Math.max(1, Math.ceil(pace.retryAfterMs / 1000)),
        })
      }
      const printed = await renderLetterPdf(
        { db, printer: deps.printer, clock },
        user.id,
        id,
        options.preview ? { watermark: options.mark, priority: 'preview' } : {},
      )
      if (!printed) throw notFound()
      const found = await findOwned(user, id)
      return {
        data: Buffer.from(printed.pdf),
        filename: `${letterFileName(toLetterRecord(found))}.pdf`,
        contentType: 'application/pdf',
      }
    },

    /** The unsaved letter in its CV's design, marked as a preview (the writer's live view). */
    preview(user: UserRow, body: LetterPreviewBody, requester: PreviewRequester): Promise<Buffer> {
      return printLetterPreview({ db, printer: deps.printer, clock, render: deps.render }, user.id, body, requester)
    },

    /** A Word file (Pro, like the CV's Word export). */
    async docx(user: UserRow, id: string, caller: Caller): Promise<ExportedLetterFile> {
      const found = await document(user, id)
      const grant = await quotas.consume('docxExport', caller)
      const data = await grant.unlessFailed(async () => {
        const { renderLetterDocx } = await import('./letter-docx')
        return renderLetterDocx(found, clock.now().toISOString().slice(0, 10))
      })
      return {
        data,
        filename: `${letterFileName(found.letter)}.docx`,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }
    },

    async txt(user: UserRow, id: string): Promise<ExportedLetterFile> {
      const found = await document(user, id)
      return {
        data: Buffer.from(letterToPlainText(found, clock.now().toISOString().slice(0, 10)), 'utf8'),
        filename: `${letterFileName(found.letter)}.txt`,
        contentType: 'text/plain; charset=utf-8',
      }
    },
  }
}

/** Every letter of an account for the data export (GET /api/account/export). */
export async function exportLettersOf(db: Db, userId: string): Promise<LetterRecord[]> {
  const rows = await db.select().from(letters).where(eq(letters.userId, userId)).orderBy(letters.createdAt)
  return rows.map(toLetterRecord)
}

