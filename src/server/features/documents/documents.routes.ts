import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { UploadDocumentFields } from '#shared/api/documents'
import { AppError } from '#server/errors'
import type { UploadFile } from '#server/import/files/detect-file-type'
import { route } from '#server/route'
import { requestLocaleOrDefault } from '#server/plugins/request-locale'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { DocumentsService } from './documents.service'
import { attachmentDisposition } from './file-name'

const SEND_FILE = 'Send the document as multipart/form-data: the file in the field "file", with "kind" and "title".'

/** The one file (field `file`) and the text fields beside it, in any order; nothing is written to disk. */
async function readDocumentUpload(request: FastifyRequest): Promise<{ file: UploadFile; fields: UploadDocumentFields }> {
  let file: UploadFile | undefined
  const values: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new AppError('VALIDATION_FAILED', 400, SEND_FILE, { field: 'file' })
        file = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() }
      } else if (typeof part.value === 'string') {
        values[part.fieldname] = part.value
      }
    }
  } catch (error) {
    // A body that does not match its boundary is the client's bad request; the plugin's own limit
    // errors (FST_…: too large, too many parts) keep their mapped status.
    const code = (error as { code?: unknown } | null)?.code
    if (error instanceof AppError || (typeof code === 'string' && code.startsWith('FST_'))) throw error
    throw new AppError('VALIDATION_FAILED', 400, SEND_FILE, { field: 'file' })
  }
  if (!file) throw new AppError('VALIDATION_FAILED', 400, SEND_FILE, { field: 'file' })
  const fields = UploadDocumentFields.safeParse({
    kind: values.kind,
    title: values.title,
    ...(values.issuedOn ? { issuedOn: values.issuedOn } : {}),
  })
  if (!fields.success) {
    const issue = fields.error.issues[0]
    const field = String(issue?.path[0] ?? 'kind')
    const message =
      field === 'kind'
        ? 'kind: must be one of zeugnis, certificate, other'
        : field === 'issuedOn'
          ? 'issuedOn: must be a date written YYYY-MM-DD'
          : 'title: a title of 1 to 200 characters is required'
    throw new AppError('VALIDATION_FAILED', 400, message, { field })
  }
  return { file, fields: fields.data }
}

export function registerDocumentsRoutes(app: App, deps: { documents: DocumentsService; guards: AuthGuards }) {
  const { documents, guards } = deps
  const owner = { preHandler: guards.requireUser }
  const routes = contract.documents

  route(app, routes.list, owner, (request) => documents.list(authOf(request).user, request.query))

  // A photo is read by OCR in the CPU workers before the answer (seconds per page).
  route(app, routes.upload, owner, async (request, reply) => {
    const { file, fields } = await readDocumentUpload(request)
    // Read in the interface language the user sees (OCR tries it first; ZeugnisCheck's words are in it).
    return reply.status(201).send(await documents.upload(authOf(request).user, file, fields, requestLocaleOrDefault(request)))
  })

  route(app, routes.update, owner, (request) =>
    documents.update(authOf(request).user, request.params.id, request.body, requestLocaleOrDefault(request)),
  )

  route(app, routes.remove, owner, async (request) => {
    await documents.remove(authOf(request).user, request.params.id)
    return { success: true as const }
  })

  route(app, routes.download, owner, async (request, reply) => {
    const file = await documents.file(authOf(request).user, request.params.id)
    return reply
      .header('content-type', file.mimeType)
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.data)
  })
}
