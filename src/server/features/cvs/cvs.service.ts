import { and, desc, eq, sql } from 'drizzle-orm'
import type { CreateCvBody, CvListItem, CvRecord, UpdateCvBody } from '#shared/api/cv'
import type { CvImportRef } from '#shared/api/parse'
import { DEFAULT_TEMPLATE_ID, resolveTemplateId, resolveThemeId, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { isLocale } from '#shared/i18n/locales'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { cvs, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import { resolveTemplateOrThrow, toCvData } from '#server/features/render/render.service'
import type { QuotaService } from '#server/plans/quota.service'

type UserRow = typeof users.$inferSelect
type CvRow = typeof cvs.$inferSelect

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const notFound = () => new AppError('CV_NOT_FOUND', 404, 'CV not found')

function titleOf(cv: CvData, title: string | undefined): string {
  return title?.trim() || cv.personal.fullName.trim() || 'Untitled CV'
}

/**
 * The title after an update: a title given now wins (empty = the CV's name); otherwise a title that
 * was the CV's name follows the name as it changes, and one the person chose (a rename) stays.
 */
function nextTitle(row: { title: string; data: unknown }, cv: CvData, given: string | undefined): string {
  if (given !== undefined) return titleOf(cv, given)
  const followsName = row.title === titleOf(toCvData(row.data), undefined)
  return followsName ? titleOf(cv, undefined) : row.title
}

function toListItem(row: CvRow): CvListItem {
  const template = resolveTemplateId(row.templateId) ?? 'executive-modern'
  return {
    id: row.id,
    title: row.title,
    content: {
      template,
      theme: resolveThemeId(row.themeId) ?? TEMPLATES[template].defaultTheme,
      language: isLocale(row.language) ? row.language : 'en',
    },
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

function toImportRef(row: Pick<CvRow, 'id' | 'title' | 'updatedAt'>): CvImportRef {
  return { id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() }
}

// Lock space of "one import of one file per account at a time" (pg_advisory_xact_lock(int, int)).
const IMPORT_LOCK_SPACE = 740_212

/** A stable 32-bit key of an account's import of one file, for the advisory lock. */
function importLockKey(userId: string, fingerprint: string): number {
  let hash = 0x811c9dc5
  for (const char of `${userId}:${fingerprint}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  return hash | 0
}

export type CvsService = ReturnType<typeof createCvsService>

export function createCvsService({ db, clock, quotas }: { db: Db; clock: Clock; quotas: QuotaService }) {
  async function findOwned(user: UserRow, id: string): Promise<CvRow> {
    if (!UUID.test(id)) throw notFound()
    const [row] = await db.select().from(cvs).where(and(eq(cvs.id, id), eq(cvs.userId, user.id))).limit(1)
    if (!row) throw notFound()
    return row
  }

  const importedBefore = async (tx: Db, user: UserRow, fingerprint: string): Promise<CvImportRef | null> => {
    const [row] = await tx
      .select({ id: cvs.id, title: cvs.title, updatedAt: cvs.updatedAt })
      .from(cvs)
      .where(and(eq(cvs.userId, user.id), eq(cvs.importFingerprint, fingerprint)))
      .orderBy(desc(cvs.updatedAt))
      .limit(1)
    return row ? toImportRef(row) : null
  }

  return {
    /** The most recently edited of the account's CVs imported from this file or text, if any. */
    findImport: (user: UserRow, fingerprint: string) => importedBefore(db, user, fingerprint),

    /**
     * Saves an import as a new CV carrying its fingerprint. `ifNew`: only when the account has no CV
     * of that fingerprint yet, else that CV is answered and nothing is saved. Check and insert run in
     * one transaction under an advisory lock on (account, fingerprint), so two imports of one file at
     * the same moment (two tabs, two replicas) make one CV.
     */
    async saveImport(
      user: UserRow,
      cv: CvData,
      fingerprint: string,
      options: { ifNew: boolean; title?: string },
    ): Promise<{ saved: CvImportRef } | { importedBefore: CvImportRef }> {
      const templateId = resolveTemplateId(user.defaultTemplate) ?? DEFAULT_TEMPLATE_ID
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_SPACE}::int, ${importLockKey(user.id, fingerprint)}::int)`)
        if (options.ifNew) {
          const existing = await importedBefore(tx as unknown as Db, user, fingerprint)
          if (existing) return { importedBefore: existing }
        }
        const now = clock.now()
        const [row] = await tx
          .insert(cvs)
          .values({
            userId: user.id,
            title: titleOf(cv, options.title),
            templateId,
            themeId: resolveThemeId(user.defaultTheme) ?? TEMPLATES[templateId].defaultTheme,
            language: cv.language ?? (isLocale(user.language) ? user.language : 'en'),
            data: cv,
            importFingerprint: fingerprint,
            createdAt: now,
            updatedAt: now,
          })
          .returning()
        return { saved: toImportRef(row!) }
      })
    },

    async list(user: UserRow): Promise<CvListItem[]> {
      const rows = await db.select().from(cvs).where(eq(cvs.userId, user.id)).orderBy(desc(cvs.updatedAt))
      return rows.map(toListItem)
    },

    async create(user: UserRow, body: CreateCvBody): Promise<CvRecord> {
      const cv = toCvData(body.cvData)
      const templateId = resolveTemplateOrThrow(body.templateId)
      const now = clock.now()
      const [row] = await db
        .insert(cvs)
        .values({
          userId: user.id,
          title: titleOf(cv, body.title),
          templateId,
          themeId: resolveThemeId(body.themeId) ?? TEMPLATES[templateId].defaultTheme,
          language: body.language,
          data: cv,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return { ...toListItem(row!), cvData: cv, isOwner: true }
    },

    /** The owner's CV, or anyone's when it is shared; every other case is the same 404. */
    async read(user: UserRow | null, id: string): Promise<CvRecord> {
      if (!UUID.test(id)) throw notFound()
      const [row] = await db.select().from(cvs).where(eq(cvs.id, id)).limit(1)
      const isOwner = row !== undefined && user !== null && row.userId === user.id
      if (!row || (!isOwner && !row.isPublic)) throw notFound()
      return { ...toListItem(row), cvData: toCvData(row.data), isOwner }
    },

    async update(user: UserRow, id: string, body: UpdateCvBody): Promise<CvRecord> {
      const row = await findOwned(user, id)
      const seen = new Date(body.updatedAt)
      const stale = (current: Date) =>
        new AppError('CV_STALE_WRITE', 409, 'This CV was changed elsewhere. Reload it to see the latest version.', {
          updatedAt: current.toISOString(),
        })
      // Only the version the client saw may be overwritten: an older editor must not overwrite.
      if (row.updatedAt.getTime() !== seen.getTime()) throw stale(row.updatedAt)
      const cv = body.cvData === undefined ? toCvData(row.data) : toCvData(body.cvData)
      const templateId = body.templateId ? resolveTemplateOrThrow(body.templateId) : row.templateId
      // The version check is part of the write: of two saves of one version racing (two tabs, two
      // replicas), the database lets exactly one UPDATE match; the other gets no row and answers 409.
      const [updated] = await db
        .update(cvs)
        .set({
          title: nextTitle(row, cv, body.title),
          templateId,
          themeId: body.themeId ? (resolveThemeId(body.themeId) ?? row.themeId) : row.themeId,
          language: body.language ?? row.language,
          data: cv,
          updatedAt: new Date(Math.max(clock.now().getTime(), row.updatedAt.getTime() + 1)),
        })
        .where(and(eq(cvs.id, row.id), sql`date_trunc('milliseconds', ${cvs.updatedAt}) = ${seen.toISOString()}::timestamptz`))
        .returning()
      if (!updated) {
        const [current] = await db.select({ updatedAt: cvs.updatedAt }).from(cvs).where(eq(cvs.id, row.id)).limit(1)
        if (!current) throw notFound()
        throw stale(current.updatedAt)
      }
      return { ...toListItem(updated), cvData: cv, isOwner: true }
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const row = await findOwned(user, id)
      await db.delete(cvs).where(eq(cvs.id, row.id))
    },

    async share(user: UserRow, id: string, isPublic: boolean): Promise<CvListItem> {
      const row = await findOwned(user, id)
      // Turning sharing off is always allowed; turning it on is a Pro feature.
      if (isPublic) quotas.requirePro(user, 'Sharing a CV by link')
      const [updated] = await db.update(cvs).set({ isPublic }).where(eq(cvs.id, row.id)).returning()
      return toListItem(updated!)
    },
  }
}
