import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { CvsService } from './cvs.service'

export function registerCvsRoutes(app: App, deps: { cvs: CvsService; guards: AuthGuards }) {
  const { cvs, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.cvs

  route(app, routes.list, owner, (request) => cvs.list(authOf(request).user))

  route(app, routes.create, owner, async (request, reply) =>
    reply.status(201).send(await cvs.create(authOf(request).user, request.body)),
  )

  // Shared CVs are readable without a session, so the guard is optional here.
  route(app, routes.read, { preHandler: guards.optionalUser }, (request) =>
    cvs.read(request.auth?.user ?? null, request.params.id),
  )

  route(app, routes.update, owner, (request) =>
    cvs.update(authOf(request).user, request.params.id, request.body),
  )

  route(app, routes.remove, owner, async (request) => {
    await cvs.remove(authOf(request).user, request.params.id)
    return { success: true as const }
  })

  route(app, routes.share, owner, (request) =>
    cvs.share(authOf(request).user, request.params.id, request.body.isPublic),
  )
}
