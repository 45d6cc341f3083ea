import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { RemindersService } from '../reminders/reminders.service'
import type { SnapshotsService } from '../snapshots/snapshots.service'
import type { ProofService } from './proof.service'

export function registerProofRoutes(app: App, deps: { proof: ProofService; snapshots: SnapshotsService; reminders: RemindersService; guards: AuthGuards }) {
  const { proof, snapshots, reminders, guards } = deps
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

  route(app, routes.snapshots, owner, (request) => snapshots.list(authOf(request).user, request.params.id))

  route(app, routes.snapshotPdf, owner, async (request, reply) => {
    const file = await snapshots.download(authOf(request).user, request.params.id, request.params.snapshotId)
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w. -]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data)
  })

  // A navigation from a mail, without a session: the token is the account's own unguessable one.
  route(app, routes.unsubscribe, async (request, reply) => {
    const done = await reminders.unsubscribe(request.query.token)
    return reply.redirect(`/bulk-application/proof?reminders=${done ? 'off' : 'unknown'}`, 303)
  })
}
