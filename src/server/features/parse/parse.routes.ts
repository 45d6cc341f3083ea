import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { toCoverLetterCv } from '#shared/cv/cv-mappers'
import { MS, PARSE_TEXT_PER_IP_PER_MINUTE } from '#shared/limits'
import { AppError } from '#server/errors'
import { route } from '#server/route'
import { limitPerIp } from '#server/rate-limit/limit-per-ip'
import type { RateLimiter } from '#server/rate-limit/rate-limiter'
import type { UploadFile } from '#server/import/files/detect-file-type'
import type { CvImports, ImportOutcome } from '#server/features/cvs/cv-imports'
import type { AuthGuards } from '#server/plugins/session-auth'
import type { ParseService } from './parse.service'

const MALFORMED_UPLOAD =
  'The upload is not well-formed multipart/form-data. Send the file in the field "file".'

/** The one uploaded file (field `file`), read into memory; nothing is written to disk. */
async function readUpload(request: FastifyRequest): Promise<UploadFile> {
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'Send the file as multipart/form-data in the field "file".',
        { field: 'file' },
      )
    }
    const data = await part.toBuffer()
    return { filename: part.filename, mimetype: part.mimetype, data }
  } catch (error) {
    // The multipart parser throws plain Errors ("Unexpected end of multipart data", "Malformed part
    // header") for a body that does not match its boundary: that is the client's bad request. The
    // plugin's own limit errors (FST_…: too large, too many parts) keep their mapped status.
    if (error instanceof AppError || isFrameworkError(error)) throw error
    throw new AppError('VALIDATION_FAILED', 400, MALFORMED_UPLOAD, { field: 'file' })
  }
}

function isFrameworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('FST_')
}

function reply(outcome: ImportOutcome) {
  if ('importedBefore' in outcome) return { success: true as const, importedBefore: outcome.importedBefore }
  const { cv: cvData, doubts, saved } = outcome
  return { success: true as const, data: { ...toCoverLetterCv(cvData), cvData, doubts, saved } }
}

export function registerParseRoutes(
  app: App,
  deps: { parse: ParseService; imports: CvImports; guards: AuthGuards; rateLimiter: RateLimiter },
): void {
  const { parse, imports, guards, rateLimiter } = deps
  // Anonymous CPU work: counted per IP address like the other anonymous calls.
  const perIp = limitPerIp(rateLimiter, {
    name: 'parse-text',
    max: PARSE_TEXT_PER_IP_PER_MINUTE,
    windowMs: MS.minute,
    message: 'Too many CV texts were sent from your network. Please wait a minute and try again.',
  })

  // `?save=draft|copy`: the builder's import, saved for a signed-in user (features/cvs/cv-imports.ts).
  route(app, contract.parse.importText, { preHandler: [perIp, guards.optionalUser] }, async (request) =>
    reply(await imports.fromText(request.auth?.user ?? null, request.body.text, request.query.save)),
  )

  route(app, contract.parse.importFile, { preHandler: guards.optionalUser }, async (request) =>
    reply(await imports.fromFile(request.auth?.user ?? null, await readUpload(request), request.query.save)),
  )

  // The AI tools page: plain text of a PDF, TXT, DOC or DOCX file.
  route(app, contract.parse.extractText, async (request) => ({
    text: await parse.extractPlainText(await readUpload(request)),
  }))
}
