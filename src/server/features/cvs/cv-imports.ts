import { createHash } from 'node:crypto'
import type { CvImportRef, ImportQuery } from '#shared/api/parse'
import type { users } from '#server/db/schema'
import type { UploadFile } from '#server/import/files/detect-file-type'
import type { FileJobControl, ParseService } from '#server/features/parse/parse.service'
import type { ImportedCv } from '#server/workers/cpu-jobs'
import type { CvsService } from './cvs.service'

// The builder's import as a saved CV (issue 18 "importing the same file twice asks before creating
// a second copy"). A file is known by the SHA-256 of its bytes, pasted text by the SHA-256 of its
// normalised form; the fingerprint is stored with the CV (cvs.import_fingerprint). Parsing itself
// stays in features/parse; this file decides whether the result is saved.

type UserRow = typeof users.$inferSelect
type SaveMode = ImportQuery['save']

export type ImportOutcome = (ImportedCv & { saved?: CvImportRef }) | { importedBefore: CvImportRef }

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex')

/**
 * Pasted text as the same CV pasted again would arrive: Unicode NFC, one kind of line break, no
 * spaces at line ends, no blank lines at either end (a copy from a PDF viewer varies in exactly these).
 */
export function normaliseImportText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+$/u, ''))
    .join('\n')
    .trim()
}

export const fileFingerprint = (file: Pick<UploadFile, 'data'>) => sha256(file.data)

/** JSON with its object keys in a fixed order: the same document, however its keys are ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>
    return `{${Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A JSON Resume document is known by the SHA-256 of its canonical JSON (key order and spacing aside). */
export const jsonResumeFingerprint = (resume: unknown) => sha256(`json-resume:${canonicalJson(resume)}`)
export const textFingerprint = (text: string) => sha256(normaliseImportText(text))

export type CvImports = ReturnType<typeof createCvImports>

export function createCvImports({ parse, cvs }: { parse: ParseService; cvs: CvsService }) {
  /**
   * The parse, and for a signed-in user with a save mode the saved CV. Asked with `draft`, a CV of
   * the account with the same fingerprint is answered before any parsing; it is asked again when
   * saving, so that of two imports racing only the first is saved.
   */
  async function run(
    user: UserRow | null,
    fingerprintOf: () => string,
    save: SaveMode,
    work: () => Promise<ImportedCv>,
  ): Promise<ImportOutcome> {
    if (!user || !save) return work()
    const fingerprint = fingerprintOf()
    const ifNew = save === 'draft'
    if (ifNew) {
      const existing = await cvs.findImport(user, fingerprint)
      if (existing) return { importedBefore: existing }
    }
    const imported = await work()
    const stored = await cvs.saveImport(user, imported.cv, fingerprint, { ifNew })
    return 'saved' in stored ? { ...imported, saved: stored.saved } : stored
  }

  return {
    fromText: (user: UserRow | null, text: string, save: SaveMode) =>
      run(user, () => textFingerprint(text), save, () => parse.importCvText(text)),
    fromFile: (user: UserRow | null, file: UploadFile, save: SaveMode, control?: FileJobControl) =>
      run(user, () => fileFingerprint(file), save, () => parse.importCvFile(file, 'cv', control)),
  }
}
