import { createHash } from 'node:crypto'
import { and, count, desc, eq } from 'drizzle-orm'
import { resolveThemeId, TEMPLATES } from '#shared/catalogue'
import { isLocale } from '#shared/i18n/locales'
import { PLAN_FEATURES } from '#shared/plans'
import { SNAPSHOT_LIMITS, type SnapshotList, type SnapshotRecord } from '#shared/api/application-proof'
import { getCvLabels } from '#documents/cv/labels'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { applications, applicationSnapshots, cvs, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { accountStatusOf } from '#server/plans/account-status'
import { fitCvPdf } from '../../render/fit-cv'
import { renderCvHtmlOnDemand } from '../../render/html-renderer'
import { printerError, resolveTemplateOrThrow, toCvData } from '../../render/render.service'

// The "sent" snapshot (issue 26): when an application moves to Applied with a linked CV, the CV is
// printed as its export prints it (same template, fitting, and the trial's mark on a trial) and the
// PDF kept in the database with its SHA-256 and time, as evidence of what was sent. It is not
// counted as an export: the person did not ask for a file, the tracker keeps one for them.

type UserRow = typeof users.$inferSelect
type SnapshotRow = typeof applicationSnapshots.$inferSelect

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const notFound = () => new AppError('APPLICATION_NOT_FOUND', 404, 'Application not found')

export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex')

function toRecord(row: Omit<SnapshotRow, 'pdf'>): SnapshotRecord {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    cvId: row.cvId,
    letterId: row.letterId,
    cvTitle: row.cvTitle,
    filename: row.filename,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  }
}

const listColumns = {
  id: applicationSnapshots.id,
  userId: applicationSnapshots.userId,
  applicationId: applicationSnapshots.applicationId,
  kind: applicationSnapshots.kind,
  cvId: applicationSnapshots.cvId,
  letterId: applicationSnapshots.letterId,
  cvTitle: applicationSnapshots.cvTitle,
  filename: applicationSnapshots.filename,
  sizeBytes: applicationSnapshots.sizeBytes,
  sha256: applicationSnapshots.sha256,
  createdAt: applicationSnapshots.createdAt,
}

export type SnapshotsService = ReturnType<typeof createSnapshotsService>

/** The owner's saved letter as a PDF (the letters room prints it), null when it is gone. */
export type PrintLetter = (user: UserRow, letterId: string, watermark: string | undefined) => Promise<{ pdf: Uint8Array; title: string } | null>

export function createSnapshotsService(deps: { db: Db; clock: Clock; printer: PdfPrinter; planLimits: 'on' | 'off'; printLetter?: PrintLetter }) {
  const { db, clock, printer, planLimits, printLetter } = deps

  const limitOf = (user: UserRow) => (accountStatusOf(user, clock.now(), planLimits).isPro ? SNAPSHOT_LIMITS.pro : SNAPSHOT_LIMITS.trial)

  async function usedBy(userId: string): Promise<number> {
    const [row] = await db.select({ used: count() }).from(applicationSnapshots).where(eq(applicationSnapshots.userId, userId))
    return Number(row?.used ?? 0)
  }

  async function ownedApplication(user: UserRow, id: string) {
    if (!UUID.test(id)) throw notFound()
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, user.id)))
      .limit(1)
    if (!row) throw notFound()
    return row
  }

  return {
    /**
     * Keeps the linked CV's PDF of an application that was just sent. Returns null when there is
     * nothing to keep (no CV linked, the CV was deleted) or the plan's number of snapshots is reached.
     */
    async take(user: UserRow, applicationId: string, cvId: string | null): Promise<SnapshotRecord | null> {
      if (!cvId) return null
      const [cv] = await db
        .select()
        .from(cvs)
        .where(and(eq(cvs.id, cvId), eq(cvs.userId, user.id)))
        .limit(1)
      if (!cv) return null
      if ((await usedBy(user.id)) >= limitOf(user)) return null
      const templateId = resolveTemplateOrThrow(cv.templateId)
      const language = isLocale(cv.language) ? cv.language : 'en'
      const look = {
        templateId,
        themeId: resolveThemeId(cv.themeId) ?? TEMPLATES[templateId].defaultTheme,
        language,
        cv: toCvData(cv.data),
      }
      const watermark = !accountStatusOf(user, clock.now(), planLimits).isPro && PLAN_FEATURES.trial.watermark ? getCvLabels(language).trialMark : undefined
      let pdf: Buffer
      try {
        const fitted = await fitCvPdf({
          templateId,
          cv: look.cv,
          print: async (scale) => printer.printPdf(await renderCvHtmlOnDemand({ ...look, watermark, scale }), 'export'),
        })
        pdf = fitted.pdf
      } catch (error) {
        throw printerError(error, 'The sent CV could not be kept as a PDF. Please try again.')
      }
      const name = look.cv.personal.fullName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'CV'
      const [row] = await db
        .insert(applicationSnapshots)
        .values({
          userId: user.id,
          applicationId,
          cvId: cv.id,
          cvTitle: cv.title,
          filename: `${name} - ${clock.now().toISOString().slice(0, 10)}.pdf`,
          pdf,
          sizeBytes: pdf.length,
          sha256: sha256Hex(pdf),
          createdAt: clock.now(),
        })
        .returning(listColumns)
      return toRecord(row!)
    },

    /** Keeps the linked letter's PDF beside the CV's, under the same cap; null when there is none. */
    async takeLetter(user: UserRow, applicationId: string, letterId: string | null): Promise<SnapshotRecord | null> {
      if (!letterId || !printLetter) return null
      if ((await usedBy(user.id)) >= limitOf(user)) return null
      const language = isLocale(user.language) ? user.language : 'en'
      const watermark = !accountStatusOf(user, clock.now(), planLimits).isPro && PLAN_FEATURES.trial.watermark ? getCvLabels(language).trialMark : undefined
      const letter = await printLetter(user, letterId, watermark)
      if (!letter) return null
      const pdf = Buffer.from(letter.pdf)
      const title = letter.title.trim() || 'Letter'
      const name = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim() || 'Letter'
      const [row] = await db
        .insert(applicationSnapshots)
        .values({
          userId: user.id,
          applicationId,
          kind: 'letter',
          letterId,
          cvTitle: title,
          filename: `${name} - ${clock.now().toISOString().slice(0, 10)}.pdf`,
          pdf,
          sizeBytes: pdf.length,
          sha256: sha256Hex(pdf),
          createdAt: clock.now(),
        })
        .returning(listColumns)
      return toRecord(row!)
    },

    async list(user: UserRow, applicationId: string): Promise<SnapshotList> {
      await ownedApplication(user, applicationId)
      const rows = await db
        .select(listColumns)
        .from(applicationSnapshots)
        .where(eq(applicationSnapshots.applicationId, applicationId))
        .orderBy(desc(applicationSnapshots.createdAt))
      return { snapshots: rows.map(toRecord), used: await usedBy(user.id), limit: limitOf(user) }
    },

    async download(user: UserRow, applicationId: string, snapshotId: string): Promise<{ data: Buffer; filename: string }> {
      await ownedApplication(user, applicationId)
      if (!UUID.test(snapshotId)) throw new AppError('NOT_FOUND', 404, 'Snapshot not found')
      const [row] = await db
        .select()
        .from(applicationSnapshots)
        .where(and(eq(applicationSnapshots.id, snapshotId), eq(applicationSnapshots.applicationId, applicationId), eq(applicationSnapshots.userId, user.id)))
        .limit(1)
      if (!row) throw new AppError('NOT_FOUND', 404, 'Snapshot not found')
      return { data: Buffer.from(row.pdf), filename: row.filename }
    },

    /** The account's data export: each kept PDF with its hash, as base64. */
    async exportForAccount(userId: string) {
      const rows = await db
        .select()
        .from(applicationSnapshots)
        .where(eq(applicationSnapshots.userId, userId))
        .orderBy(applicationSnapshots.createdAt)
      return rows.map((row) => ({ ...toRecord(row), pdfBase64: Buffer.from(row.pdf).toString('base64') }))
    },
  }
}
