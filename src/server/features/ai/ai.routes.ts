import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { requestLocaleOrDefault } from '#server/plugins/request-locale'
import type { AuthGuards } from '#server/plugins/session-auth'
import { callerOf } from '#server/plugins/visitor'
import type { AiService } from './ai.service'

const localeOf = (request: FastifyRequest) => requestLocaleOrDefault(request)

export function registerAiRoutes(app: App, deps: { ai: AiService; guards: AuthGuards }) {
  const { ai, guards } = deps
  const visitorsWelcome = { preHandler: guards.optionalUser }
  const signedIn = { preHandler: guards.requireUser }

  route(app, contract.ai.checkZeugnis, visitorsWelcome, (request) =>
    ai.metered('zeugnis', callerOf(request), () => ai.engine.zeugnisCheck(request.body, localeOf(request))),
  )

  route(app, contract.ai.enhanceBullets, visitorsWelcome, (request) =>
    ai.metered('bullets', callerOf(request), () => ai.engine.enhanceBullets(request.body, localeOf(request))),
  )

  route(app, contract.ai.optimizeAts, visitorsWelcome, (request) =>
    ai.metered('ats', callerOf(request), () => ai.engine.optimizeAts(request.body, localeOf(request))),
  )

  route(app, contract.ai.generateCoverLetter, signedIn, (request) =>
    ai.metered('coverLetter', callerOf(request), () => ai.engine.generateCoverLetter(request.body, ai.now())),
  )

  route(app, contract.ai.writeCoverLetter, signedIn, (request) =>
    ai.metered('coverLetter', callerOf(request), () => ai.engine.coverLetter(request.body, ai.now())),
  )

  route(app, contract.ai.translateCv, visitorsWelcome, (request) =>
    ai.metered('translate', callerOf(request), () => ai.engine.translateCv(request.body)),
  )

  route(app, contract.ai.humanize, visitorsWelcome, (request) =>
    ai.metered(request.body.context === 'professional_title' ? 'title' : 'humanize', callerOf(request), () =>
      ai.engine.humanize(request.body),
    ),
  )

  route(app, contract.ai.humanizeCv, visitorsWelcome, (request) =>
    ai.metered('humanize', callerOf(request), () => ai.engine.humanizeCv(request.body)),
  )
}
