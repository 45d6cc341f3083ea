import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { AppError } from '#server/errors'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { ApplicationRecord } from '#shared/api/applications'
import type { ApplicationsService } from './applications.service'
import { sendAttachment } from './attachment-reply'

const SEND_CSV = 'Send the CSV file as multipart/form-data in the field "file".'

/** The uploaded CSV (field `file`) as text; UTF-8, or Windows-1252 as older Excel saves it. */
async function readCsvUpload(request: FastifyRequest): Promise<string> {
  let data: Buffer
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', 400, SEND_CSV, { field: 'file' })
    data = await part.toBuffer()
  } catch (error) {
    // A body that does not match its boundary is the client's bad request; the plugin's own limit
    // errors (FST_…: too large, too many parts) keep their mapped status.
    const code = (error as { code?: unknown } | null)?.code
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw error
    throw new AppError('VALIDATION_FAILED', 400, SEND_CSV, { field: 'file' })
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data)
  } catch {
    return new TextDecoder('windows-1252').decode(data)
  }
}

export function registerApplicationsRoutes(app: App, deps: { applications: ApplicationsService; guards: AuthGuards }) {
  const { applications, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.applications

  // Sent as the JSON text the service checked against the reply's schema (and may have kept): Fastify
  // sends a string with a JSON content type as it is, without serialising it again.
  route(app, routes.list, owner, async (request, reply) => {
    const json = await applications.listJson(authOf(request).user, request.query)
    return reply.type('application/json; charset=utf-8').send(json as unknown as ApplicationRecord[])
  })

  route(app, routes.create, owner, async (request, reply) =>
    reply.status(201).send(await applications.create(authOf(request).user, request.body)),
  )

  route(app, routes.importCsv, owner, async (request) =>
    applications.importCsv(authOf(request).user, await readCsvUpload(request)),
  )

  // A download: the browser saves it under this name.
  route(app, routes.exportCsv, owner, async (request, reply) =>
    sendAttachment(reply, 'text/csv; charset=utf-8', 'applications.csv', await applications.exportCsv(authOf(request).user)),
  )

  route(app, routes.read, owner, (request) => applications.read(authOf(request).user, request.params.id))

  route(app, routes.update, owner, (request) =>
    applications.update(authOf(request).user, request.params.id, request.body),
  )

  route(app, routes.remove, owner, async (request) => {
    await applications.remove(authOf(request).user, request.params.id)
    return { success: true as const }
  })
}
