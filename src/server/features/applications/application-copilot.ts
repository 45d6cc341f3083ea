import { and, eq } from 'drizzle-orm'
import type {
  ApplicationFitReply,
  ApplicationFollowUpReply,
  ApplicationLetterReply,
  ApplicationTailorReply,
  KeepApplicationLetterBody,
  KeepApplicationLetterReply,
  KeepTailoredCvBody,
  KeepTailoredCvReply,
} from '#shared/api/application-actions'
import { AI_TEXT_MAX_CHARS } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'
import { cvToPlainText } from '#documents/cv/plain-text'
import type { Db } from '#server/db/client'
import { applicationProofSettings, applications, cvs, type users } from '#server/db/schema'
import { sameStatements } from '#server/ai/tailor/same-statements'
import type { Clock } from '#server/clock'
import { AppError } from '#server/errors'
import type { Caller } from '#server/plans/quota.service'
import type { AiService } from '../ai/ai.service'
import type { LetterLayout } from '#shared/api/letters'
import type { CvsService } from '../cvs/cvs.service'
import type { LettersService } from '../letters/letters.service'
import { splitLetterHead } from './letter-head'
import { toCvData } from '../render/render.service'

type UserRow = typeof users.$inferSelect

// The Copilot of one application (issue 26): the fit of its linked CV against its posting (the ATS
// engine, metered as an ATS check), a cover-letter draft (the letter engine with its checker,
// metered as a cover letter), a tailored copy of the linked CV (reordered for the ad, metered as an
// ATS check; kept as a new CV only after the person saw the changes) and a follow-up e-mail from
// the application's facts (metered as a cover letter), as every other AI call is.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const needs = (field: string, message: string) => new AppError('VALIDATION_FAILED', 400, `${field}: ${message}`, { field })

export type ApplicationCopilot = ReturnType<typeof createApplicationCopilot>

const TITLE_MAX = 120
const stale = (version: number) =>
  new AppError('APPLICATION_STALE_WRITE', 409, 'This application was changed elsewhere in the meantime. Reload it to see the latest version, then make your change again.', {
    version,
  })

// The national layout a kept letter starts in, by the language it is written in (editable in Letters).
const LAYOUT_OF: Record<Locale, LetterLayout> = { de: 'din5008-b', en: 'uk', fr: 'fr', it: 'it', es: 'es', pt: 'pt', pl: 'pl', nl: 'uk' }

export function createApplicationCopilot({
  db,
  ai,
  cvs: cvService,
  letters: letterService,
  clock,
}: {
  db: Db
  ai: AiService
  cvs: CvsService
  letters: LettersService
  clock: Clock
}) {
  /** Links a new document to the application if its version is still the one the person saw. */
  async function link(applicationId: string, version: number, change: { cvId: string } | { letterId: string }) {
    const [updated] = await db
      .update(applications)
      .set({ ...change, version: version + 1, updatedAt: clock.now() })
      .where(and(eq(applications.id, applicationId), eq(applications.version, version)))
      .returning({ version: applications.version })
    return updated ?? null
  }

  /** The account's application, or the same 404 for a missing one and another account's. */
  async function owned(user: UserRow, id: string) {
    const [application] = UUID.test(id)
      ? await db
          .select()
          .from(applications)
          .where(and(eq(applications.id, id), eq(applications.userId, user.id)))
          .limit(1)
      : []
    if (!application) throw new AppError('APPLICATION_NOT_FOUND', 404, 'Application not found')
    return application
  }

  /** The linked CV's row, or a 400 naming cvId. */
  async function linkedCv(user: UserRow, cvId: string | null) {
    const [cv] = cvId
      ? await db
          .select()
          .from(cvs)
          .where(and(eq(cvs.id, cvId), eq(cvs.userId, user.id)))
          .limit(1)
      : []
    if (!cv) throw needs('cvId', 'link one of your saved CVs to the application first')
    return cv
  }

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

    /** The linked CV reordered for the posting, with the list of changes; nothing is saved. */
    async tailor(user: UserRow, caller: Caller, id: string, language: Locale): Promise<ApplicationTailorReply> {
      const application = await owned(user, id)
      if (!application.postingText.trim()) throw needs('postingText', 'paste the job ad into the application first')
      const cv = await linkedCv(user, application.cvId)
      const cvData = toCvData(cv.data)
      const jobDescription = application.postingText.slice(0, AI_TEXT_MAX_CHARS)
      const reply = await ai.metered('ats', caller, () => ai.engine.tailorCv({ cv: cvData, jobDescription, language }))
      return { ...reply, baseCvId: cv.id, baseTitle: cv.title, baseUpdatedAt: cv.updatedAt.toISOString() }
    },

    /**
     * "Keep as new CV": the reviewed copy saved as a new CV and linked to the application. The copy
     * must state exactly what the linked CV states (the texts only reordered), else 400; a linked
     * CV or an application changed since the review answers 409.
     */
    async keepTailored(user: UserRow, id: string, body: KeepTailoredCvBody): Promise<KeepTailoredCvReply> {
      const application = await owned(user, id)
      if (application.version !== body.version) throw stale(application.version)
      const base = await linkedCv(user, application.cvId)
      if (base.updatedAt.toISOString() !== new Date(body.baseUpdatedAt).toISOString())
        throw new AppError('CV_STALE_WRITE', 409, 'The linked CV was changed since the tailored copy was made. Make the copy again.', {
          updatedAt: base.updatedAt.toISOString(),
        })
      const copy = toCvData(body.cvData)
      if (!sameStatements(toCvData(base.data), copy))
        throw needs('cvData', 'the tailored copy may only reorder the texts of the linked CV, not change or add any')
      const title = `${base.title} – ${application.company}`.slice(0, TITLE_MAX)
      const saved = await cvService.create(user, {
        title,
        templateId: base.templateId,
        themeId: base.themeId,
        language: base.language as Locale,
        cvData: copy,
      })
      const updated = await link(application.id, body.version, { cvId: saved.id })
      if (!updated) {
        // Another edit won the race: the copy is not left behind unlinked.
        await cvService.remove(user, saved.id)
        const [current] = await db.select({ version: applications.version }).from(applications).where(eq(applications.id, application.id)).limit(1)
        throw stale(current?.version ?? application.version)
      }
      return { cvId: saved.id, title: saved.title, version: updated.version }
    },

    /**
     * "Keep as letter": the draft, as the person edited it, saved as a letter of the letters room
     * (addressed to the company and contact, in the draft's language) and linked to the application.
     */
    async keepLetter(user: UserRow, id: string, body: KeepApplicationLetterBody, language: Locale): Promise<KeepApplicationLetterReply> {
      const application = await owned(user, id)
      if (application.version !== body.version) throw stale(application.version)
      const cv = await linkedCv(user, application.cvId)
      const { subject, body: content } = splitLetterHead(body.content)
      const letter = await letterService.create(user, {
        cvId: cv.id,
        content,
        recipient: {
          company: application.company,
          department: '',
          contactName: application.contactName,
          street: '',
          postalCode: '',
          city: application.location,
          country: '',
        },
        language,
        layout: LAYOUT_OF[language],
        title: '',
        reference: application.referenceNumber,
        subject,
        place: '',
        date: null,
        salary: null,
        notice: null,
        startDate: null,
        enclosures: [],
        sender: null,
        foldMarks: false,
      })
      const updated = await link(application.id, body.version, { letterId: letter.id })
      if (!updated) {
        await letterService.remove(user, letter.id)
        const [current] = await db.select({ version: applications.version }).from(applications).where(eq(applications.id, application.id)).limit(1)
        throw stale(current?.version ?? application.version)
      }
      return { letterId: letter.id, title: letter.title, version: updated.version }
    },

    /** A follow-up e-mail in the person's language, from the application's facts only, checked. */
    async followUp(user: UserRow, caller: Caller, id: string, language: Locale): Promise<ApplicationFollowUpReply> {
      const application = await owned(user, id)
      // The sender's name as the person wrote it: on the linked CV, else in the proof settings.
      const [cv] = application.cvId
        ? await db.select({ data: cvs.data }).from(cvs).where(and(eq(cvs.id, application.cvId), eq(cvs.userId, user.id))).limit(1)
        : []
      const [settings] = await db
        .select({ fullName: applicationProofSettings.fullName })
        .from(applicationProofSettings)
        .where(eq(applicationProofSettings.userId, user.id))
        .limit(1)
      const cvName = cv ? toCvData(cv.data).personal.fullName.trim() : ''
      const facts = {
        company: application.company,
        role: application.role,
        contactName: application.contactName,
        appliedAt: application.appliedAt,
        senderName: cvName || settings?.fullName.trim() || '',
      }
      const draft = await ai.metered('coverLetter', caller, () => ai.engine.followUpEmail(facts, language))
      if (draft.problems.length > 0)
        throw new AppError('VALIDATION_FAILED', 422, 'company: no follow-up e-mail could be written from these details that passes the check. Please check the company and role of the application.', { field: 'company' })
      return { language: draft.language, subject: draft.subject, body: draft.body }
    },
  }
}
