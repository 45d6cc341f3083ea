import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import { requestLocaleOrDefault } from '#server/plugins/request-locale'
import { callerOf } from '#server/plugins/visitor'
import type { ApplicationActionsService } from './application-actions.service'
import { captureJobAd } from './application-capture'
import { sendAttachment } from './attachment-reply'
import type { ApplicationCopilot } from './application-copilot'
import type { JobAdCapture } from './capture-provider'

export function registerApplicationActionsRoutes(
  app: App,
  deps: { actions: ApplicationActionsService; copilot: ApplicationCopilot; guards: AuthGuards; capture?: JobAdCapture },
) {
  const { actions, copilot, guards, capture } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.applications

  route(app, routes.bulk, owner, (request) => actions.bulk(authOf(request).user, request.body))

  route(app, routes.calendarIcs, owner, async (request, reply) =>
    sendAttachment(reply, 'text/calendar; charset=utf-8', 'applications.ics', await actions.calendarIcs(authOf(request).user)),
  )

  // The built-in reading first: it is the answer when no provider is configured or the provider fails.
  route(app, routes.capture, owner, async (request) => {
    const builtin = captureJobAd(request.body.text)
    return capture ? capture(builtin) : builtin
  })

  route(app, routes.fit, owner, (request) =>
    copilot.fit(authOf(request).user, callerOf(request), request.params.id, requestLocaleOrDefault(request)),
  )

  route(app, routes.letter, owner, (request) =>
    copilot.letter(authOf(request).user, callerOf(request), request.params.id, requestLocaleOrDefault(request)),
  )

  route(app, routes.keepLetter, owner, async (request, reply) =>
    reply.status(201).send(await copilot.keepLetter(authOf(request).user, request.params.id, request.body, requestLocaleOrDefault(request))),
  )

  route(app, routes.tailor, owner, (request) =>
    copilot.tailor(authOf(request).user, callerOf(request), request.params.id, requestLocaleOrDefault(request)),
  )

  route(app, routes.keepTailored, owner, async (request, reply) =>
    reply.status(201).send(await copilot.keepTailored(authOf(request).user, request.params.id, request.body)),
  )

  route(app, routes.followUp, owner, (request) =>
    copilot.followUp(authOf(request).user, callerOf(request), request.params.id, requestLocaleOrDefault(request)),
  )
}
