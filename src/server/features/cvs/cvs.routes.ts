import type { App } from '#server/app-types'
import { CreateCvBody, CvIdParams, CvListItem, CvListReply, CvRecord, DeleteCvReply, ShareCvBody, UpdateCvBody } from '#shared/api/cv'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { CvsService } from './cvs.service'

export function registerCvsRoutes(app: App, deps: { cvs: CvsService; guards: AuthGuards }) {
  const { cvs, guards } = deps
  const owner = { preHandler: guards.requireUser }

  app.get('/api/cvs', { ...owner, schema: { response: { 200: CvListReply } } }, (request) => cvs.list(authOf(request).user))

  app.post('/api/cvs', { ...owner, schema: { body: CreateCvBody, response: { 201: CvRecord } } }, async (request, reply) =>
    reply.status(201).send(await cvs.create(authOf(request).user, request.body)),
  )

  // Shared CVs are readable without a session, so the guard is optional here.
  app.get(
    '/api/cv/:id',
    { preHandler: guards.optionalUser, schema: { params: CvIdParams, response: { 200: CvRecord } } },
    (request) => cvs.read(request.auth?.user ?? null, request.params.id),
  )

  app.put('/api/cv/:id', { ...owner, schema: { params: CvIdParams, body: UpdateCvBody, response: { 200: CvRecord } } }, (request) =>
    cvs.update(authOf(request).user, request.params.id, request.body),
  )

  app.delete('/api/cv/:id', { ...owner, schema: { params: CvIdParams, response: { 200: DeleteCvReply } } }, async (request) => {
    await cvs.remove(authOf(request).user, request.params.id)
    return { success: true as const }
  })

  app.patch(
    '/api/cv/:id/share',
    { ...owner, schema: { params: CvIdParams, body: ShareCvBody, response: { 200: CvListItem } } },
    (request) => cvs.share(authOf(request).user, request.params.id, request.body.isPublic),
  )
}
