import { randomBytes } from 'node:crypto'
import { and, eq, gte, isNotNull, lte } from 'drizzle-orm'
import {
  monthOf,
  PROOF_LANGUAGES,
  ravDeadlineFor,
  type ProofLanguage,
  type ProofOverview,
  type ProofQuery,
  type ProofSettings,
  type ProofSettingsBody,
} from '#shared/api/application-proof'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { applicationProofSettings, applications, type users } from '#server/db/schema'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { printerError } from '../../render/render.service'
import { toApplicationRecord } from '../applications.service'
import { writeCsv } from '../csv'
import { renderProofHtml } from './proof-document'
import { proofCsvTable, proofRowsOf } from './proof-rows'
import { PROOF_WORDS } from './proof-words'

type UserRow = typeof users.$inferSelect

const EMPTY_SETTINGS: ProofSettings = {
  fullName: '',
  address: '',
  deCustomerNumber: '',
  chAhvNumber: '',
  atAmsNumber: '',
  country: null,
  monthlyTarget: null,
  remindersEnabled: false,
}

const FILE_NAMES = { DE: 'Nachweis-Eigenbemuehungen', CH: 'RAV-Arbeitsbemuehungen', AT: 'AMS-Bewerbungsliste' } as const
/** The RAV's form is also printed in French (ORP) and Italian (URC): its file is named in that language. */
const CH_FILE_NAMES = { de: FILE_NAMES.CH, fr: 'ORP-Recherches-emploi', it: 'URC-Ricerche-impiego' } as const

/** A token for the mails' one-click unsubscribe link: unguessable, one per account. */
export const newUnsubscribeToken = () => randomBytes(24).toString('base64url')

export type ProofService = ReturnType<typeof createProofService>

export function createProofService({ db, clock, printer }: { db: Db; clock: Clock; printer: PdfPrinter }) {
  const today = () => clock.now().toISOString().slice(0, 10)

  async function settingsOf(userId: string): Promise<ProofSettings> {
    const [row] = await db.select().from(applicationProofSettings).where(eq(applicationProofSettings.userId, userId)).limit(1)
    if (!row) return EMPTY_SETTINGS
    return {
      fullName: row.fullName,
      address: row.address,
      deCustomerNumber: row.deCustomerNumber,
      chAhvNumber: row.chAhvNumber,
      atAmsNumber: row.atAmsNumber,
      country: row.country,
      monthlyTarget: row.monthlyTarget,
      remindersEnabled: row.remindersEnabled,
    }
  }

  /** The records the proof of the period lists, oldest first. */
  async function rowsOf(userId: string, from: string, to: string) {
    const rows = await db
      .select()
      .from(applications)
      .where(
        and(eq(applications.userId, userId), isNotNull(applications.appliedAt), gte(applications.appliedAt, from), lte(applications.appliedAt, to)),
      )
      .orderBy(applications.appliedAt, applications.createdAt)
    return proofRowsOf(rows.map(toApplicationRecord), from, to)
  }

  function languageFor(user: UserRow, query: ProofQuery): ProofLanguage {
    const languages: readonly string[] = PROOF_LANGUAGES[query.country]
    if (query.language) return query.language as ProofLanguage
    return (languages.includes(user.language) ? user.language : languages[0]) as ProofLanguage
  }

  return {
    settingsOf,

    async saveSettings(user: UserRow, body: ProofSettingsBody): Promise<ProofSettings> {
      const values = { ...body, updatedAt: clock.now() }
      await db
        .insert(applicationProofSettings)
        .values({ userId: user.id, unsubscribeToken: newUnsubscribeToken(), ...values })
        .onConflictDoUpdate({ target: applicationProofSettings.userId, set: values })
      return settingsOf(user.id)
    },

    /** Settings, this month's efforts against the target, and the RAV deadline ahead. */
    async overview(user: UserRow): Promise<ProofOverview> {
      const day = today()
      const month = monthOf(day)
      const rows = await rowsOf(user.id, month.from, month.to)
      return {
        settings: await settingsOf(user.id),
        today: day,
        month,
        effortsThisMonth: rows.length,
        ravDeadline: ravDeadlineFor(day),
      }
    },

    /** The proof of the period in the office's shape, as a PDF (printed by Chromium) or a CSV. */
    async exportProof(user: UserRow, query: ProofQuery): Promise<{ data: Buffer; filename: string; contentType: string }> {
      const language = languageFor(user, query)
      const rows = await rowsOf(user.id, query.from, query.to)
      const name = query.country === 'CH' ? CH_FILE_NAMES[language] : FILE_NAMES[query.country]
      const base = `${name}_${query.from}_${query.to}`
      if (query.format === 'csv') {
        // `;` as Excel in German, French and Italian expects it; a BOM so that it reads UTF-8.
        const csv = writeCsv(proofCsvTable(query.country, rows, PROOF_WORDS[language]), ';')
        return { data: Buffer.from(`\uFEFF${csv}`, 'utf8'), filename: `${base}.csv`, contentType: 'text/csv; charset=utf-8' }
      }
      const html = renderProofHtml({ country: query.country, language, from: query.from, to: query.to, settings: await settingsOf(user.id), rows })
      let data: Buffer
      try {
        data = await printer.printPdf(html, 'export')
      } catch (error) {
        throw printerError(error, 'The PDF could not be created. Please try again, or download the CSV.')
      }
      return { data, filename: `${base}.pdf`, contentType: 'application/pdf' }
    },

    /** The account's data export: the proof header and reminder choice. */
    exportForAccount: settingsOf,
  }
}
