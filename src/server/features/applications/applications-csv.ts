import {
  CLOSED_REASONS,
  CreateApplicationBody,
  MAX_IMPORT_ROWS,
  type ApplicationRecord,
  type ApplicationStage,
  type StageHistoryEntry,
} from '#shared/api/applications'
import { AppError } from '#server/errors'
import type { Locale } from '#shared/i18n/locales'
import { costTotals, formatCostTotalsPlain } from '#shared/application-costs'
import { foldText } from '#server/text/fold'
import { CHANNEL_WORDS, COLUMN_ALIASES, type CsvColumn, ORIGIN_WORDS, STAGE_WORDS } from './applications-csv.data'
import { parseCsv, unprotectCell, writeCsv } from './csv'
import { type RowLabel, type RowProblemInfo, skipReason } from './import-reasons'

// The CSV form of applications: the import reads people's own spreadsheets (headers and words in the
// 8 languages), the export writes every field and the stage history in a form the import reads back.

const COLUMNS = Object.keys(COLUMN_ALIASES) as CsvColumn[]

/** Folded, without the decorations people put on headers and values ("Status:", "Firma*", "no_answer"). */
const fold = (text: string) => foldText(text).replace(/[_*:]/g, ' ').replace(/\s+/g, ' ').trim()

function lookup<T>(table: ReadonlyArray<readonly [T, readonly string[]]>, value: string): T | undefined {
  const folded = fold(value)
  return table.find(([, words]) => words.includes(folded))?.[0]
}

const ALIAS_TABLE = COLUMNS.map((column) => [column, COLUMN_ALIASES[column]] as const)
const CHANNEL_TABLE = Object.entries(CHANNEL_WORDS) as Array<[keyof typeof CHANNEL_WORDS, readonly string[]]>
const ORIGIN_TABLE = Object.entries(ORIGIN_WORDS) as Array<[keyof typeof ORIGIN_WORDS, readonly string[]]>
const STAGE_TABLE = STAGE_WORDS.map((entry) => [entry, entry.words] as const)
const REASON_TABLE = [
  ...CLOSED_REASONS.map((reason) => [reason, [fold(reason)]] as const),
  ...STAGE_WORDS.filter((entry) => entry.closedReason).map((entry) => [entry.closedReason!, entry.words] as const),
]

/** `2026-12-03`, `3.12.2026`, `03/12/2026` or `3-12-2026` (day before month, as in all 8 languages but US English). */
function readDay(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
  const european = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value)
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : european ? [european[3], european[2], european[1]] : []
  if (!year || !month || !day) return null
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null
}

/** "80 %", "80-100%", "100": the highest percentage named. */
function readPercent(value: string): number | null {
  const numbers = value.match(/\d+/g)?.map(Number) ?? []
  return numbers.length > 0 ? Math.max(...numbers) : null
}

class RowProblem extends Error {
  constructor(readonly info: RowProblemInfo) {
    super(skipReason(info, 'en'))
  }
}

const HISTORY_ENTRY = /^(\d{4}-\d{2}-\d{2}) ([a-z]+)(?: \(([a-z_]+)\))?$/

function formatHistory(history: readonly StageHistoryEntry[]): string {
  return history.map((entry) => `${entry.on} ${entry.stage}${entry.closedReason ? ` (${entry.closedReason})` : ''}`).join('; ')
}

function readHistory(value: string): StageHistoryEntry[] {
  return value.split(';').map((part) => {
    const match = HISTORY_ENTRY.exec(part.trim())
    const stage = STAGE_TABLE.find(([entry]) => !entry.closedReason && entry.stage === match?.[2])?.[0].stage
    const reason = match?.[3] ? lookup(REASON_TABLE, match[3]) : null
    if (!match || !stage || reason === undefined) throw new RowProblem({ kind: 'badHistory', value: part.trim() })
    return { on: match[1]!, stage, closedReason: reason }
  })
}

export interface ImportedRow {
  body: CreateApplicationBody
  stageHistory: StageHistoryEntry[]
}

/** Where each known column is in the header, or a 400 naming what is missing. */
function readHeader(header: readonly string[]): Map<CsvColumn, number> {
  const positions = new Map<CsvColumn, number>()
  header.forEach((cell, index) => {
    const column = lookup(ALIAS_TABLE, cell)
    if (column && !positions.has(column)) positions.set(column, index)
  })
  if (!positions.has('company')) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'The file has no company column. Name it Company, Firma, Arbeitgeber, Entreprise, Empresa, Azienda or Bedrijf.',
      { field: 'file' },
    )
  }
  return positions
}

function readRow(cells: Map<CsvColumn, string>, today: string): ImportedRow {
  const value = (column: CsvColumn) => cells.get(column) ?? ''
  const word = <T>(column: CsvColumn, table: ReadonlyArray<readonly [T, readonly string[]]>, label: RowLabel): T | null => {
    if (!value(column)) return null
    const found = lookup(table, value(column))
    if (found === undefined) throw new RowProblem({ kind: 'unknownValue', label, value: value(column) })
    return found
  }
  const day = (column: CsvColumn, label: RowLabel) => {
    if (!value(column)) return null
    const found = readDay(value(column))
    if (!found) throw new RowProblem({ kind: 'notDate', label, value: value(column) })
    return found
  }
  const whole = (column: CsvColumn) => (value(column) ? readPercent(value(column)) : null)

  const appliedAt = day('appliedAt', 'date')
  const stageWord = word('stage', STAGE_TABLE, 'status')
  const stage: ApplicationStage = stageWord?.stage ?? (appliedAt ? 'applied' : 'saved')
  const closedReason = stage === 'closed' ? (stageWord?.closedReason ?? word('closedReason', REASON_TABLE, 'closedReason')) : null
  // The one cell every row needs: said in words, not as the schema's "too small".
  if (!value('company')) throw new RowProblem({ kind: 'noCompany' })
  const parsed = CreateApplicationBody.safeParse({
    company: value('company'),
    role: value('role'),
    location: value('location'),
    employerAddress: value('employerAddress'),
    contactName: value('contactName'),
    contactEmail: value('contactEmail'),
    contactPhone: value('contactPhone'),
    sourceUrl: value('sourceUrl'),
    stage,
    closedReason,
    appliedAt,
    channel: word('channel', CHANNEL_TABLE, 'channel'),
    origin: word('origin', ORIGIN_TABLE, 'origin') ?? 'own',
    workloadPercent: whole('workloadPercent'),
    interviewRound: whole('interviewRound'),
    followUpAt: day('followUpAt', 'followUp'),
    salaryMin: whole('salaryMin'),
    salaryMax: whole('salaryMax'),
    salaryCurrency: value('salaryCurrency').toUpperCase(),
    salaryPeriod: value('salaryPeriod') || null,
    tags: value('tags').split(/[,;]/).map((tag) => tag.trim()).filter(Boolean),
    notes: value('notes'),
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new RowProblem({ kind: 'invalid', field: issue.path.join('.') || 'row', message: issue.message })
  }
  const stageHistory = value('stageHistory') ? readHistory(value('stageHistory')) : initialHistory(parsed.data, today)
  return { body: parsed.data, stageHistory }
}

/** The history a new application starts with: the day it was sent, and the stage it has now as of today. */
export function initialHistory(body: Pick<CreateApplicationBody, 'stage' | 'closedReason' | 'appliedAt'>, today: string): StageHistoryEntry[] {
  const history: StageHistoryEntry[] = []
  if (body.appliedAt && body.stage !== 'saved') history.push({ stage: 'applied', closedReason: null, on: body.appliedAt })
  if (body.stage !== 'applied' || !body.appliedAt) history.push({ stage: body.stage, closedReason: body.closedReason, on: today })
  return history
}

/** The rows of an uploaded CSV as applications to save, and the rows that cannot be, with why. */
export function readApplicationsCsv(text: string, today: string, locale: Locale = 'en') {
  const [header, ...records] = parseCsv(text)
  if (!header) throw new AppError('VALIDATION_FAILED', 400, 'The file is empty.', { field: 'file' })
  const positions = readHeader(header)
  if (records.length > MAX_IMPORT_ROWS) {
    throw new AppError('VALIDATION_FAILED', 400, `The file has ${records.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`, {
      field: 'file',
      limit: MAX_IMPORT_ROWS,
    })
  }
  const rows: ImportedRow[] = []
  const skipped: Array<{ row: number; reason: string }> = []
  records.forEach((record, index) => {
    // Spreadsheets save trailing rows of empty cells; they are nobody's application.
    if (record.every((cell) => cell.trim() === '')) return
    const cells = new Map([...positions].map(([column, at]) => [column, unprotectCell(record[at] ?? '').trim()]))
    try {
      rows.push(readRow(cells, today))
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error
      skipped.push({ row: index + 2, reason: skipReason(error.info, locale) })
    }
  })
  return { rows, skipped }
}

const EXPORT_COLUMNS = COLUMNS
const COSTS_HEADER = 'Costs'
const headerOf = (column: CsvColumn) => COLUMN_ALIASES[column][0].replace(/^./, (first) => first.toUpperCase())

/** Every application as one CSV row with its stage history; the header is the one the import reads. */
export function writeApplicationsCsv(applications: readonly ApplicationRecord[]): string {
  const cell = (application: ApplicationRecord, column: CsvColumn): string => {
    if (column === 'stageHistory') return formatHistory(application.stageHistory)
    if (column === 'tags') return application.tags.join(', ')
    const value = application[column]
    return value === null ? '' : String(value)
  }
  // Costs are exported as their sum per currency (for the office's reimbursement form); the import
  // does not read them back, a header it does not know is skipped.
  const costs = (application: ApplicationRecord) => formatCostTotalsPlain(costTotals(application.costs))
  return writeCsv([
    [...EXPORT_COLUMNS.map(headerOf), COSTS_HEADER],
    ...applications.map((application) => [...EXPORT_COLUMNS.map((column) => cell(application, column)), costs(application)]),
  ])
}
