import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { ImportCvReply, ParsePlainTextReply } from '#shared/api/parse'
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
import { fileJobControl, sendWithProgress, wantsProgress } from './upload-progress'

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
  const { cv: cvData, doubts, saved, ocr } = outcome
  return { success: true as const, data: { ...toCoverLetterCv(cvData), cvData, doubts, saved, ...(ocr ? { ocr } : {}) } }
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

  // A file, a photo or a scan; with `Accept: application/x-ndjson` the answer streams the pages read
  // (upload-progress.ts). The file's size and type are checked before any answer starts.
  route(app, contract.parse.importFile, { preHandler: guards.optionalUser }, async (request, response) => {
    const file = await readUpload(request)
    parse.checkFile(file, 'cv')
    const user = request.auth?.user ?? null
    if (wantsProgress(request)) {
      return sendWithProgress(request, response, ImportCvReply, async (control) =>
        reply(await imports.fromFile(user, file, request.query.save, control)),
      )
    }
    return reply(await imports.fromFile(user, file, request.query.save, fileJobControl(request, response)))
  })

  // The AI tools page: plain text of a PDF, TXT, DOC or DOCX file, a photo or a scan.
  route(app, contract.parse.extractText, async (request, response) => {
    const file = await readUpload(request)
    parse.checkFile(file, 'any')
    if (wantsProgress(request)) {
      return sendWithProgress(request, response, ParsePlainTextReply, (control) => parse.extractFileText(file, control))
    }
    return parse.extractFileText(file, fileJobControl(request, response))
  })
}
