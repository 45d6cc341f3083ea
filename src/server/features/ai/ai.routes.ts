import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import {
  CoverLetterBody,
  CoverLetterReply,
  EnhanceBulletsBody,
  EnhanceBulletsReply,
  GenerateCoverLetterBody,
  GenerateCoverLetterReply,
  HumanizeBody,
  HumanizeCvBody,
  HumanizeCvReply,
  HumanizeReply,
  OptimizeAtsBody,
  OptimizeAtsReply,
  TranslateCvBody,
  TranslateCvReply,
} from '#shared/api/ai'
import { ZeugnisAnalysis, ZeugnisCheckBody } from '#shared/api/zeugnis'
import { requestLocaleOrDefault } from '#server/plugins/request-locale'
import type { AuthGuards } from '#server/plugins/session-auth'
import { callerOf } from '#server/plugins/visitor'
import type { AiService } from './ai.service'
import { lowerForUncertainWords } from './uncertain-words'

const localeOf = (request: FastifyRequest) => requestLocaleOrDefault(request)

export function registerAiRoutes(app: App, deps: { ai: AiService; guards: AuthGuards }) {
  const { ai, guards } = deps
  const visitorsWelcome = { preHandler: guards.optionalUser }
  const signedIn = { preHandler: guards.requireUser }

  app.post(
    '/api/ai/zeugnis-check',
    { ...visitorsWelcome, schema: { body: ZeugnisCheckBody, response: { 200: ZeugnisAnalysis } } },
    (request) =>
      ai.metered('zeugnis', callerOf(request), async () =>
        lowerForUncertainWords(await ai.engine.zeugnisCheck(request.body, localeOf(request)), request.body),
      ),
  )

  app.post(
    '/api/ai/enhance-bullets',
    { ...visitorsWelcome, schema: { body: EnhanceBulletsBody, response: { 200: EnhanceBulletsReply } } },
    (request) => ai.metered('bullets', callerOf(request), () => ai.engine.enhanceBullets(request.body, localeOf(request))),
  )

  app.post(
    '/api/ai/optimize-ats',
    { ...visitorsWelcome, schema: { body: OptimizeAtsBody, response: { 200: OptimizeAtsReply } } },
    (request) => ai.metered('ats', callerOf(request), () => ai.engine.optimizeAts(request.body, localeOf(request))),
  )

  app.post(
    '/api/ai/generate-cover-letter',
    { ...signedIn, schema: { body: GenerateCoverLetterBody, response: { 200: GenerateCoverLetterReply } } },
    (request) => ai.metered('coverLetter', callerOf(request), () => ai.engine.generateCoverLetter(request.body, ai.now())),
  )

  app.post(
    '/api/ai/cover-letter',
    { ...signedIn, schema: { body: CoverLetterBody, response: { 200: CoverLetterReply } } },
    (request) => ai.metered('coverLetter', callerOf(request), () => ai.engine.coverLetter(request.body, ai.now())),
  )

  app.post(
    '/api/ai/translate-cv',
    { ...visitorsWelcome, schema: { body: TranslateCvBody, response: { 200: TranslateCvReply } } },
    (request) => ai.metered('translate', callerOf(request), () => ai.engine.translateCv(request.body)),
  )

  app.post(
    '/api/ai/humanize',
    { ...visitorsWelcome, schema: { body: HumanizeBody, response: { 200: HumanizeReply } } },
    (request) =>
      ai.metered(request.body.context === 'professional_title' ? 'title' : 'humanize', callerOf(request), () =>
        ai.engine.humanize(request.body),
      ),
  )

  app.post(
    '/api/ai/humanize-cv',
    { ...visitorsWelcome, schema: { body: HumanizeCvBody, response: { 200: HumanizeCvReply } } },
    (request) => ai.metered('humanize', callerOf(request), () => ai.engine.humanizeCv(request.body)),
  )
}
