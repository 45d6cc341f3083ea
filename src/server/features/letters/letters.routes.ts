import type { FastifyReply } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import { callerOf, visitorHashOf } from '#server/plugins/visitor'
import { PREVIEW_MARK } from '#server/features/render/render.service'
import type { ExportedLetterFile, LettersService } from './letters.service'

function sendFile(reply: FastifyReply, file: ExportedLetterFile, disposition: 'attachment' | 'inline') {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.data)
}

export function registerLettersRoutes(app: App, deps: { letters: LettersService; guards: AuthGuards }) {
  const { letters, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.letters

  route(app, routes.list, owner, (request) => letters.list(authOf(request).user))

  route(app, routes.create, owner, async (request, reply) =>
    reply.status(201).send(await letters.create(authOf(request).user, request.body)),
  )

  // The writer's live preview of the letter as it stands: shares the CV preview's cache and limits.
  route(app, routes.preview, owner, async (request, reply) => {
    const requester = { userId: authOf(request).user.id, ipHash: visitorHashOf(request) }
    const pdf = await letters.preview(authOf(request).user, request.body, requester)
    return reply.header('content-type', 'application/pdf').header('cache-control', 'private, no-store').send(pdf)
  })

  route(app, routes.read, owner, (request) => letters.read(authOf(request).user, request.params.id))

  route(app, routes.update, owner, (request) => letters.update(authOf(request).user, request.params.id, request.body))

  route(app, routes.remove, owner, async (request) => {
    await letters.remove(authOf(request).user, request.params.id)
    return { success: true as const }
  })

  route(app, routes.pdf, owner, async (request, reply) => {
    const preview = request.query.preview === '1'
    const file = await letters.pdf(authOf(request).user, request.params.id, { preview, mark: PREVIEW_MARK })
    return sendFile(reply, file, preview ? 'inline' : 'attachment')
  })

  route(app, routes.docx, owner, async (request, reply) =>
    sendFile(reply, await letters.docx(authOf(request).user, request.params.id, callerOf(request)), 'attachment'),
  )

  route(app, routes.txt, owner, async (request, reply) =>
    sendFile(reply, await letters.txt(authOf(request).user, request.params.id), 'attachment'),
  )
}
