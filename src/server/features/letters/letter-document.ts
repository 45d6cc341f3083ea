import { and, eq } from 'drizzle-orm'
import {
  CreateLetterBody,
  LETTER_LAYOUTS,
  type LetterRecord,
  type LetterLayout,
} from '#shared/api/letters'
import { DEFAULT_TEMPLATE_ID, resolveTemplateId, resolveThemeId, TEMPLATES, type TemplateId, type ThemeId } from '#shared/catalogue'
import { emptyCv, type CvData } from '#shared/cv/cv.schema'
import { isLocale } from '#shared/i18n/locales'
import type { Db } from '#server/db/client'
import { cvs, letters, users } from '#server/db/schema'
import { toCvData } from '#server/features/render/render.service'

// A stored letter as the documents print it: the record, and the design of the CV it is linked to
// (the account's default design when the CV is gone).

export type LetterRow = typeof letters.$inferSelect

export const LETTER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The jsonb `fields` of a row: everything of the record that has no column of its own. */
const StoredFields = CreateLetterBody.omit({ cvId: true, content: true, language: true, layout: true, title: true })

export function toLetterRecord(row: LetterRow): LetterRecord {
  const fields = StoredFields.parse(row.fields)
  return {
    id: row.id,
    version: row.version,
    cvId: row.cvId,
    title: row.title,
    content: row.content,
    language: isLocale(row.language) ? row.language : 'en',
    layout: (LETTER_LAYOUTS as readonly string[]).includes(row.layout) ? (row.layout as LetterLayout) : 'din5008-a',
    ...fields,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The part of a record stored in `fields`. */
export function storedFieldsOf(record: Omit<LetterRecord, 'id' | 'version' | 'createdAt' | 'updatedAt'>) {
  const { recipient, reference, subject, place, date, salary, notice, startDate, enclosures, sender, foldMarks } = record
  return { recipient, reference, subject, place, date, salary, notice, startDate, enclosures, sender, foldMarks }
}

export interface LetterDocument {
  letter: LetterRecord
  templateId: TemplateId
  themeId: ThemeId
  cv: CvData
}

/** The owner's letter with its CV's design, or null for anyone else (and for an id that is no id). */
export async function loadLetterDocument(db: Db, userId: string, letterId: string): Promise<LetterDocument | null> {
  if (!LETTER_UUID.test(letterId) || !LETTER_UUID.test(userId)) return null
  const [found] = await db
    .select({ letter: letters, cv: cvs, user: { defaultTemplate: users.defaultTemplate, defaultTheme: users.defaultTheme } })
    .from(letters)
    .innerJoin(users, eq(users.id, letters.userId))
    .leftJoin(cvs, and(eq(cvs.id, letters.cvId), eq(cvs.userId, letters.userId)))
    .where(and(eq(letters.id, letterId), eq(letters.userId, userId)))
    .limit(1)
  if (!found) return null
  const templateId =
    resolveTemplateId(found.cv?.templateId ?? found.user.defaultTemplate) ?? DEFAULT_TEMPLATE_ID
  const themeId =
    resolveThemeId(found.cv?.themeId ?? found.user.defaultTheme) ?? TEMPLATES[templateId].defaultTheme
  return {
    letter: toLetterRecord(found.letter),
    templateId,
    themeId,
    cv: found.cv ? toCvData(found.cv.data) : emptyCv(),
  }
}
