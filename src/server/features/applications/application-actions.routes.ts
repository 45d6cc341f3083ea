import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { ApplicationActionsService } from './application-actions.service'
import { captureJobAd } from './application-capture'

export function registerApplicationActionsRoutes(app: App, deps: { actions: ApplicationActionsService; guards: AuthGuards }) {
  const { actions, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.applications

  route(app, routes.bulk, owner, (request) => actions.bulk(authOf(request).user, request.body))

  route(app, routes.calendarIcs, owner, async (request, reply) => {
    const ics = await actions.calendarIcs(authOf(request).user)
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="applications.ics"')
      .header('cache-control', 'private, no-store')
      .send(ics)
  })

  route(app, routes.capture, owner, (request) => captureJobAd(request.body.text))
}
