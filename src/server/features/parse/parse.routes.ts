import type { FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { ParseCvReply, ParsePlainTextReply, ParseTextBody } from '#shared/api/parse'
import { toCoverLetterCv } from '#shared/cv/cv-mappers'
import { MS, PARSE_TEXT_PER_IP_PER_MINUTE } from '#shared/limits'
import { AppError } from '#server/errors'
import { limitPerIp } from '#server/rate-limit/limit-per-ip'
import type { RateLimiter } from '#server/rate-limit/rate-limiter'
import type { UploadFile } from '#server/import/files/detect-file-type'
import type { ImportedCv } from '#server/workers/cpu-jobs'
import type { ParseService } from './parse.service'

const MALFORMED_UPLOAD = 'The upload is not well-formed multipart/form-data. Send the file in the field "file".'

/** The one uploaded file (field `file`), read into memory; nothing is written to disk. */
async function readUpload(request: FastifyRequest): Promise<UploadFile> {
  try {
    const part = await request.file()
    if (!part || part.fieldname !== 'file') {
      throw new AppError('VALIDATION_FAILED', 400, 'Send the file as multipart/form-data in the field "file".', { field: 'file' })
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

function reply({ cv: cvData, doubts }: ImportedCv) {
  return { success: true as const, data: { ...toCoverLetterCv(cvData), cvData, doubts } }
}

export function registerParseRoutes(app: App, deps: { parse: ParseService; rateLimiter: RateLimiter }): void {
  const { parse, rateLimiter } = deps
  // Anonymous CPU work: counted per IP address like the other anonymous calls.
  const perIp = limitPerIp(rateLimiter, {
    name: 'parse-text',
    max: PARSE_TEXT_PER_IP_PER_MINUTE,
    windowMs: MS.minute,
    message: 'Too many CV texts were sent from your network. Please wait a minute and try again.',
  })

  app.post(
    '/api/v2/cv/parse-text',
    { preHandler: perIp, schema: { body: ParseTextBody, response: { 200: ParseCvReply } } },
    async (request) => reply(await parse.importCvText(request.body.text)),
  )

  app.post('/api/v2/cv/parse-file', { schema: { response: { 200: ParseCvReply } } }, async (request) =>
    reply(await parse.importCvFile(await readUpload(request), 'cv')),
  )

  // The AI tools page: plain text of a PDF, TXT, DOC or DOCX file.
  app.post('/api/parse', { schema: { response: { 200: ParsePlainTextReply } } }, async (request) => ({
    text: await parse.extractPlainText(await readUpload(request)),
  }))
}
