import { and, eq } from 'drizzle-orm'
import type { ApplicationFitReply, ApplicationLetterReply } from '#shared/api/application-actions'
import { AI_TEXT_MAX_CHARS } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'
import { cvToPlainText } from '#documents/cv/plain-text'
import type { Db } from '#server/db/client'
import { applications, cvs, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { Caller } from '#server/plans/quota.service'
import type { AiService } from '../ai/ai.service'
import { toCvData } from '../render/render.service'

type UserRow = typeof users.$inferSelect

// The Copilot of one application (issue 26): the fit of its linked CV against its posting (the ATS
// engine, metered as an ATS check) and a cover-letter draft (the letter engine with its checker,
// metered as a cover letter), as every other AI call is.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const needs = (field: string, message: string) => new AppError('VALIDATION_FAILED', 400, `${field}: ${message}`, { field })

export type ApplicationCopilot = ReturnType<typeof createApplicationCopilot>

export function createApplicationCopilot({ db, ai }: { db: Db; ai: AiService }) {
  /** The application's posting and its linked CV as text, or a 400 naming what is missing. */
  async function postingAndCv(user: UserRow, id: string, language: Locale) {
    const [application] = UUID.test(id)
      ? await db
          .select({ postingText: applications.postingText, cvId: applications.cvId })
          .from(applications)
          .where(and(eq(applications.id, id), eq(applications.userId, user.id)))
          .limit(1)
      : []
    if (!application) throw new AppError('APPLICATION_NOT_FOUND', 404, 'Application not found')
    if (!application.postingText.trim()) throw needs('postingText', 'paste the job ad into the application first')
    if (!application.cvId) throw needs('cvId', 'link one of your saved CVs to the application first')
    const [cv] = await db
      .select({ data: cvs.data })
      .from(cvs)
      .where(and(eq(cvs.id, application.cvId), eq(cvs.userId, user.id)))
      .limit(1)
    if (!cv) throw needs('cvId', 'link one of your saved CVs to the application first')
    const cvContent = cvToPlainText(toCvData(cv.data), language).slice(0, AI_TEXT_MAX_CHARS)
    if (!cvContent.trim()) throw needs('cvId', 'the linked CV is empty')
    return { cvContent, jobDescription: application.postingText.slice(0, AI_TEXT_MAX_CHARS) }
  }

  return {
    async fit(user: UserRow, caller: Caller, id: string, language: Locale): Promise<ApplicationFitReply> {
      const { cvContent, jobDescription } = await postingAndCv(user, id, language)
      const result = await ai.metered('ats', caller, () =>
        ai.engine.optimizeAts({ cvContent, jobDescription, language }, language),
      )
      return {
        matchScore: result.matchScore,
        covered: result.keywords.filter((keyword) => keyword.found).map((keyword) => keyword.term),
        missing: result.keywords.filter((keyword) => !keyword.found).map((keyword) => ({ term: keyword.term, importance: keyword.importance })),
      }
    },

    /** A cover-letter draft from the linked CV and the posting, by the letter engine and its checker. */
    async letter(user: UserRow, caller: Caller, id: string, language: Locale): Promise<ApplicationLetterReply> {
      const { cvContent, jobDescription } = await postingAndCv(user, id, language)
      const reply = await ai.metered('coverLetter', caller, () =>
        ai.engine.coverLetter({ jobDescription, cvText: cvContent, language, templateType: 'cover', alignment: 'left' }, ai.now()),
      )
      return { content: reply.data.content }
    },
  }
}
