import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { ProofService } from './proof.service'

export function registerProofRoutes(app: App, deps: { proof: ProofService; guards: AuthGuards }) {
  const { proof, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.applicationProof

  // A download: the browser saves it under the form's name and the period.
  route(app, routes.proof, owner, async (request, reply) => {
    const file = await proof.exportProof(authOf(request).user, request.query)
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data)
  })

  route(app, routes.overview, owner, (request) => proof.overview(authOf(request).user))

  route(app, routes.saveSettings, owner, (request) => proof.saveSettings(authOf(request).user, request.body))
}
