import type { ApplicationRecord } from '#shared/api/applications'
import type { ProofCountry, ProofLanguage } from '#shared/api/application-proof'
import type { ProofWords } from './proof-words'

// From the tracker's records to the rows of a proof: one row per application sent or other effort
// made in the period, and nothing else — a row is never made up, and every cell says only what the
// person entered (an empty field prints as a dash, never as a guess).

export type ProofResult = keyof ProofWords['result']
type ChannelGroup = 'written' | 'inPerson' | 'phone'

/** A record as the forms need it: facts only, words chosen later per form and language. */
export interface ProofRow {
  id: string
  date: string
  company: string
  address: string
  contactName: string
  contactPhone: string
  contactEmail: string
  role: string
  kind: ApplicationRecord['kind']
  channel: ApplicationRecord['channel']
  channelGroup: ChannelGroup | null
  assignedByAgency: boolean
  workloadPercent: number | null
  location: string
  result: ProofResult | null
}

const GROUP_OF: Record<NonNullable<ApplicationRecord['channel']>, ChannelGroup> = {
  online: 'written',
  email: 'written',
  letter: 'written',
  phone: 'phone',
  in_person: 'inPerson',
}

function resultOf(record: ApplicationRecord): ProofResult | null {
  switch (record.stage) {
    case 'saved':
      return null
    case 'applied':
    case 'screening':
      return 'open'
    case 'interview':
      return 'interview'
    case 'offer':
      return 'offer'
    case 'closed':
      return record.closedReason === 'accepted' ? 'hired' : (record.closedReason ?? null)
  }
}

/**
 * The records a proof of the period lists: an application once it was sent (it has left Saved and
 * has its day), another effort (job fair, talk with a recruiter) on the day it was made.
 */
export function proofRowsOf(records: readonly ApplicationRecord[], from: string, to: string): ProofRow[] {
  return records
    .filter((record) => record.appliedAt !== null && record.appliedAt >= from && record.appliedAt <= to)
    .filter((record) => record.kind !== 'application' || record.stage !== 'saved')
    .map((record) => ({
      id: record.id,
      date: record.appliedAt!,
      company: record.company,
      address: record.employerAddress,
      contactName: record.contactName,
      contactPhone: record.contactPhone,
      contactEmail: record.contactEmail,
      role: record.role,
      kind: record.kind,
      channel: record.channel,
      channelGroup: record.channel ? GROUP_OF[record.channel] : null,
      assignedByAgency: record.origin === 'agency',
      workloadPercent: record.workloadPercent,
      location: record.location,
      result: resultOf(record),
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** A column of a printed form: its heading and the lines of each cell. */
export interface ProofColumn {
  label: string
  /** Narrow columns (yes/no, a cross, a percentage) are centred and kept small. */
  narrow?: boolean
  cell(row: ProofRow): string[]
}

export function dayText(day: string, language: ProofLanguage): string {
  const [year, month, date] = day.split('-')
  return language === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`
}

/** The type of an effort: what it was for another effort, how it was sent for an application. */
function typeText(row: ProofRow, words: ProofWords): string {
  if (row.kind !== 'application') return words.kind[row.kind]
  return row.channel ? words.channel[row.channel] : words.none
}

const resultText = (row: ProofRow, words: ProofWords) => (row.result ? words.result[row.result] : words.none)
const lines = (...values: string[]) => values.map((value) => value.trim()).filter(Boolean)
const orNone = (values: string[], words: ProofWords) => (values.length > 0 ? values : [words.none])
const positionText = (row: ProofRow, words: ProofWords) => row.role || (row.kind !== 'application' ? words.kind[row.kind] : words.none)
const workloadText = (row: ProofRow, words: ProofWords) =>
  row.workloadPercent === null ? words.none : `${row.workloadPercent} % (${row.workloadPercent >= 100 ? words.fullTime : words.partTime})`

/** The columns of each office's form, in the form's order. */
export function proofColumns(country: ProofCountry, words: ProofWords, language: ProofLanguage): ProofColumn[] {
  const c = words.columns
  const date: ProofColumn = { label: c.date, narrow: true, cell: (row) => [dayText(row.date, language)] }
  const cross = (group: ChannelGroup) => (row: ProofRow) => [row.channelGroup === group ? '✗' : '']
  switch (country) {
    case 'DE':
      return [
        date,
        { label: c.employer, cell: (row) => lines(row.company, ...row.address.split('\n')) },
        { label: c.contact, cell: (row) => orNone(lines(row.contactName, row.contactPhone, row.contactEmail), words) },
        { label: c.position, cell: (row) => [positionText(row, words)] },
        { label: c.type, cell: (row) => [typeText(row, words)] },
        { label: c.result, cell: (row) => [resultText(row, words)] },
      ]
    case 'CH':
      return [
        date,
        {
          label: `${c.employer}, ${c.contact}, ${c.phone}`,
          cell: (row) => lines(row.company, ...row.address.split('\n'), row.contactName, row.contactPhone),
        },
        { label: c.position, cell: (row) => [positionText(row, words)] },
        { label: c.assigned, narrow: true, cell: (row) => [row.assignedByAgency ? words.yes : words.no] },
        { label: c.workload, narrow: true, cell: (row) => [row.workloadPercent === null ? words.none : `${row.workloadPercent} %`] },
        { label: c.typeWritten, narrow: true, cell: cross('written') },
        { label: c.typeInPerson, narrow: true, cell: cross('inPerson') },
        { label: c.typePhone, narrow: true, cell: cross('phone') },
        { label: c.result, cell: (row) => lines(resultText(row, words), row.kind !== 'application' ? words.kind[row.kind] : '') },
      ]
    case 'AT':
      return [
        date,
        { label: c.employer, cell: (row) => lines(row.company, ...row.address.split('\n')) },
        { label: c.contact, cell: (row) => orNone(lines(row.contactName, row.contactPhone, row.contactEmail), words) },
        { label: c.position, cell: (row) => [positionText(row, words)] },
        {
          label: c.timePlace,
          cell: (row) => lines(dayText(row.date, language), row.location || (row.channel ? words.channel[row.channel] : '')),
        },
        { label: c.type, cell: (row) => [typeText(row, words)] },
        { label: c.amsProposal, narrow: true, cell: (row) => [row.assignedByAgency ? words.yes : words.no] },
        { label: c.result, cell: (row) => [resultText(row, words)] },
      ]
  }
}

/** The CSV's columns: one fact a column, the day as YYYY-MM-DD, in the form's words. */
export function proofCsvTable(country: ProofCountry, rows: readonly ProofRow[], words: ProofWords): string[][] {
  const c = words.columns
  const base = [
    { label: c.date, cell: (row: ProofRow) => row.date },
    { label: c.employerName, cell: (row: ProofRow) => row.company },
    { label: words.address, cell: (row: ProofRow) => row.address.replace(/\s*\n\s*/g, ', ') },
    { label: c.contact, cell: (row: ProofRow) => row.contactName },
    { label: c.phone, cell: (row: ProofRow) => row.contactPhone },
    { label: 'E-Mail', cell: (row: ProofRow) => row.contactEmail },
    { label: c.position, cell: (row: ProofRow) => positionText(row, words) },
  ]
  const byCountry = {
    DE: [
      { label: c.type, cell: (row: ProofRow) => typeText(row, words) },
      { label: c.result, cell: (row: ProofRow) => resultText(row, words) },
    ],
    CH: [
      { label: c.assigned, cell: (row: ProofRow) => (row.assignedByAgency ? words.yes : words.no) },
      { label: c.workload, cell: (row: ProofRow) => workloadText(row, words) },
      { label: c.type, cell: (row: ProofRow) => typeText(row, words) },
      { label: c.result, cell: (row: ProofRow) => resultText(row, words) },
    ],
    AT: [
      { label: c.timePlace, cell: (row: ProofRow) => row.location },
      { label: c.type, cell: (row: ProofRow) => typeText(row, words) },
      { label: c.amsProposal, cell: (row: ProofRow) => (row.assignedByAgency ? words.yes : words.no) },
      { label: c.result, cell: (row: ProofRow) => resultText(row, words) },
    ],
  }[country]
  const columns = [...base, ...byCountry]
  return [columns.map((column) => column.label), ...rows.map((row) => columns.map((column) => column.cell(row)))]
}
