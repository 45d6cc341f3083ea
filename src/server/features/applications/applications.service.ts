import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import {
  ApplicationListReply,
  closedReasonProblem,
  type ApplicationCost,
  type ApplicationListQuery,
  type ApplicationRecord,
  type CreateApplicationBody,
  type ImportApplicationsReply,
  type StageHistoryEntry,
  type UpdateApplicationBody,
} from '#shared/api/applications'
import { isLocale } from '#shared/i18n/locales'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { applications, cvs, letters, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import { initialHistory, readApplicationsCsv, writeApplicationsCsv } from './applications-csv'
import { createListCache, listFingerprint } from './list-cache'

type UserRow = typeof users.$inferSelect
type ApplicationRow = typeof applications.$inferSelect

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// Another account's application answers exactly as a missing one does.
const notFound = () => new AppError('APPLICATION_NOT_FOUND', 404, 'Application not found')
const stale = (version: number) =>
  new AppError('APPLICATION_STALE_WRITE', 409, 'This application was changed elsewhere in the meantime. Reload it to see the latest version, then make your change again.', {
    version,
  })

/** The stored history, or an empty one if the column was ever written by hand in a wrong shape. */
const historyOf = (row: ApplicationRow) => (Array.isArray(row.stageHistory) ? (row.stageHistory as StageHistoryEntry[]) : [])

export function toApplicationRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    version: row.version,
    company: row.company,
    role: row.role,
    location: row.location,
    employerAddress: row.employerAddress,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    sourceUrl: row.sourceUrl,
    stage: row.stage,
    closedReason: row.closedReason,
    appliedAt: row.appliedAt,
    channel: row.channel,
    origin: row.origin,
    workloadPercent: row.workloadPercent,
    interviewRound: row.interviewRound,
    followUpAt: row.followUpAt,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    tags: row.tags,
    notes: row.notes,
    kind: row.kind,
    cvId: row.cvId,
    agencyProposedAt: row.agencyProposedAt,
    agencyReplyBy: row.agencyReplyBy,
    stageHistory: historyOf(row),
    interviewAt: row.interviewAt,
    contractType: row.contractType,
    referenceNumber: row.referenceNumber,
    postingText: row.postingText,
    letterId: row.letterId,
    costs: Array.isArray(row.costs) ? (row.costs as ApplicationCost[]) : [],
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

function salaryProblem(min: number | null, max: number | null): string | null {
  return min !== null && max !== null && min > max ? 'salaryMax: is below salaryMin' : null
}

function assertConsistent(fields: Pick<ApplicationRecord, 'stage' | 'closedReason' | 'salaryMin' | 'salaryMax'>) {
  const problem = closedReasonProblem(fields.stage, fields.closedReason) ?? salaryProblem(fields.salaryMin, fields.salaryMax)
  if (problem) throw new AppError('VALIDATION_FAILED', 400, problem, { field: problem.slice(0, problem.indexOf(':')) })
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>

export function createApplicationsService({
  db,
  clock,
  onSent,
}: {
  db: Db
  clock: Clock
  /** Called once an application has moved to Applied (the sent snapshot of its CV: features/applications/snapshots). */
  onSent?: (user: UserRow, application: ApplicationRecord) => Promise<unknown>
}) {
  const listCache = createListCache()
  /** The day in UTC: the stage history is kept by the day, as the proof forms ask. */
  const today = () => clock.now().toISOString().slice(0, 10)

  async function findOwned(user: UserRow, id: string): Promise<ApplicationRow> {
    if (!UUID.test(id)) throw notFound()
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.userId, user.id)))
      .limit(1)
    if (!row) throw notFound()
    return row
  }

  /** A linked CV must be one of the account's own; another's answers as a missing one. */
  async function assertOwnCv(user: UserRow, cvId: string | null | undefined): Promise<void> {
    if (!cvId) return
    const [cv] = await db
      .select({ id: cvs.id })
      .from(cvs)
      .where(and(eq(cvs.id, cvId), eq(cvs.userId, user.id)))
      .limit(1)
    if (!cv) throw new AppError('VALIDATION_FAILED', 400, 'cvId: is not one of your saved CVs', { field: 'cvId' })
  }

  /** A linked letter must be one of the account's own saved letters. */
  async function assertOwnLetter(user: UserRow, letterId: string | null | undefined): Promise<void> {
    if (!letterId) return
    const [letter] = await db
      .select({ id: letters.id })
      .from(letters)
      .where(and(eq(letters.id, letterId), eq(letters.userId, user.id)))
      .limit(1)
    if (!letter) throw new AppError('VALIDATION_FAILED', 400, 'letterId: is not one of your saved letters', { field: 'letterId' })
  }

  async function allOf(userId: string): Promise<ApplicationRecord[]> {
    const rows = await db
      .select()
      .from(applications)
      .where(eq(applications.userId, userId))
      .orderBy(asc(applications.createdAt), asc(applications.id))
    return rows.map(toApplicationRecord)
  }

  /** Moving past Saved without a date means it was sent today. */
  const appliedAtFor = (stage: ApplicationRecord['stage'], appliedAt: string | null) =>
    appliedAt ?? (stage === 'saved' ? null : today())

  return {
    async list(user: UserRow, query: ApplicationListQuery): Promise<ApplicationRecord[]> {
      // The day of an application: when it was sent, or when it was saved if not sent yet.
      const day = sql`coalesce(${applications.appliedAt}, (${applications.createdAt} at time zone 'UTC')::date)`
      const conditions: SQL[] = [
        eq(applications.userId, user.id),
        query.archived === 'true' ? isNotNull(applications.archivedAt) : isNull(applications.archivedAt),
      ]
      if (query.stage) conditions.push(eq(applications.stage, query.stage))
      if (query.from) conditions.push(gte(day, query.from))
      if (query.to) conditions.push(lte(day, query.to))
      if (query.q) {
        const pattern = likePattern(query.q)
        conditions.push(
          or(
            ilike(applications.company, pattern),
            ilike(applications.role, pattern),
            ilike(applications.location, pattern),
            ilike(applications.contactName, pattern),
            ilike(applications.notes, pattern),
            sql`${applications.tags}::text ilike ${pattern}`,
          )!,
        )
      }
      const rows = await db
        .select()
        .from(applications)
        .where(and(...conditions))
        .orderBy(desc(applications.updatedAt), asc(applications.id))
      return rows.map(toApplicationRecord)
    },

    /**
     * GET /api/applications as its JSON text, checked against the reply's schema as the serializer
     * would. The whole list (no filter) is kept per account while the database's fingerprint of its
     * rows is unchanged (list-cache.ts), so a repeated call costs the fingerprint, not the rows.
     */
    async listJson(user: UserRow, query: ApplicationListQuery): Promise<string> {
      const serialise = (records: ApplicationRecord[]) => JSON.stringify(ApplicationListReply.parse(records))
      // Filtered and archived lists are read each time; the cache holds the plain list only.
      if (query.stage || query.q || query.from || query.to || query.archived === 'true') return serialise(await this.list(user, query))
      // The fingerprint is read before the rows: rows kept under it are never older than it says.
      const fingerprint = await listFingerprint(db, user.id)
      const cached = listCache.get(user.id, fingerprint)
      if (cached !== undefined) return cached
      const json = serialise(await this.list(user, query))
      listCache.set(user.id, fingerprint, json)
      return json
    },

    async create(user: UserRow, body: CreateApplicationBody): Promise<ApplicationRecord> {
      assertConsistent(body)
      await assertOwnCv(user, body.cvId)
      await assertOwnLetter(user, body.letterId)
      const now = clock.now()
      const appliedAt = appliedAtFor(body.stage, body.appliedAt)
      const [row] = await db
        .insert(applications)
        .values({
          ...body,
          appliedAt,
          userId: user.id,
          stageHistory: initialHistory({ ...body, appliedAt }, today()),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      const created = toApplicationRecord(row!)
      if (created.stage === 'applied') await onSent?.(user, created)
      return created
    },

    async read(user: UserRow, id: string): Promise<ApplicationRecord> {
      return toApplicationRecord(await findOwned(user, id))
    },

    async update(user: UserRow, id: string, body: UpdateApplicationBody): Promise<ApplicationRecord> {
      const row = await findOwned(user, id)
      if (row.version !== body.version) throw stale(row.version)
      await assertOwnCv(user, body.cvId)
      await assertOwnLetter(user, body.letterId)
      const { version, ...changes } = body
      const stage = changes.stage ?? row.stage
      // Leaving Closed clears its reason unless a new one is given for a closed stage.
      const closedReason = changes.closedReason !== undefined ? changes.closedReason : stage === 'closed' ? row.closedReason : null
      assertConsistent({
        stage,
        closedReason,
        salaryMin: changes.salaryMin !== undefined ? changes.salaryMin : row.salaryMin,
        salaryMax: changes.salaryMax !== undefined ? changes.salaryMax : row.salaryMax,
      })
      // The ad as it was when the application was sent stays as it was (issue 26: "frozen once applied").
      if (changes.postingText !== undefined && changes.postingText !== row.postingText && row.stage !== 'saved' && row.postingText !== '') {
        throw new AppError('VALIDATION_FAILED', 400, 'postingText: is kept as it was when the application was sent', { field: 'postingText' })
      }
      const history = historyOf(row)
      const stageChanged = stage !== row.stage || closedReason !== row.closedReason
      const appliedAt = appliedAtFor(stage, changes.appliedAt !== undefined ? changes.appliedAt : row.appliedAt)
      // Applied is dated by the day it was sent, which the person may give; other stages by today.
      const enteredOn = stage === 'applied' && appliedAt ? appliedAt : today()
      // The version check is part of the write: of two edits of one version racing (two tabs, two
      // replicas), the database lets exactly one UPDATE match; the other gets no row and answers 409.
      const [updated] = await db
        .update(applications)
        .set({
          ...changes,
          closedReason,
          appliedAt,
          // A history the person corrected is kept as given; otherwise a new stage adds its entry.
          stageHistory: changes.stageHistory ?? (stageChanged ? [...history, { stage, closedReason, on: enteredOn }] : history),
          version: row.version + 1,
          updatedAt: clock.now(),
        })
        .where(and(eq(applications.id, row.id), eq(applications.version, version)))
        .returning()
      if (!updated) {
        const [current] = await db.select({ version: applications.version }).from(applications).where(eq(applications.id, row.id)).limit(1)
        if (!current) throw notFound()
        throw stale(current.version)
      }
      const record = toApplicationRecord(updated)
      if (record.stage === 'applied' && row.stage !== 'applied') await onSent?.(user, record)
      return record
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const row = await findOwned(user, id)
      await db.delete(applications).where(eq(applications.id, row.id))
    },

    /** Saves every readable row in one statement: the readable rows are saved all or none. */
    async importCsv(user: UserRow, text: string): Promise<ImportApplicationsReply> {
      const { rows, skipped } = readApplicationsCsv(text, today(), isLocale(user.language) ? user.language : 'en')
      if (rows.length > 0) {
        const now = clock.now()
        await db.insert(applications).values(
          rows.map(({ body, stageHistory }) => ({ ...body, userId: user.id, stageHistory, createdAt: now, updatedAt: now })),
        )
      }
      return { imported: rows.length, skipped }
    },

    /** The account's data export (features/account): every application with its history. */
    exportForAccount: allOf,

    async exportCsv(user: UserRow): Promise<string> {
      return writeApplicationsCsv(await allOf(user.id))
    },
  }
}
