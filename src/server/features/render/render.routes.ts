import type { FastifyReply } from 'fastify'
import type { App } from '#server/app-types'
import { AppError } from '#server/errors'
import { ExportTemplateBody, RenderTemplateBody, RenderTemplateReply, ThumbnailQuery } from '#shared/api/render'
import type { AuthGuards } from '#server/plugins/session-auth'
import { callerOf, visitorHashOf } from '#server/plugins/visitor'
import type { RenderService } from './render.service'

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so "Jürgen Müller.pdf" survives every browser. */
function contentDisposition(filename: string): string {
  const ascii = filename.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'CV'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`
}

/** A busy printer's 503 tells the client when to come back (RFC 9110 Retry-After). */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof AppError && typeof error.extra.retryAfter === 'number') {
      void reply.header('retry-after', String(error.extra.retryAfter))
    }
    throw error
  }
}

export function registerRenderRoutes(app: App, deps: { render: RenderService; guards: AuthGuards }) {
  const { render, guards } = deps

  app.post(
    '/api/v2/cv/render-template',
    { schema: { body: RenderTemplateBody, response: { 200: RenderTemplateReply } } },
    async (request) => ({ html: await render.renderHtml(request.body) }),
  )

  // The paginated preview: the fitted PDF, rendered page by page in the builder.
  app.post(
    '/api/v2/cv/render-preview',
    { schema: { body: RenderTemplateBody }, preHandler: guards.optionalUser },
    async (request, reply) => {
      const requester = { userId: request.auth?.user.id ?? null, ipHash: visitorHashOf(request) }
      const pdf = await withRetryAfter(reply, () => render.previewPdf(request.body, requester))
      return reply.header('content-type', 'application/pdf').header('cache-control', 'no-store').send(pdf)
    },
  )

  app.post(
    '/api/render-template',
    { schema: { body: ExportTemplateBody }, preHandler: guards.optionalUser },
    async (request, reply) => {
      const file = await withRetryAfter(reply, () => render.exportFile(request.body, callerOf(request)))
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .send(file.data)
    },
  )

  app.get(
    '/api/templates/:templateId/thumbnail',
    { schema: { querystring: ThumbnailQuery } },
    async (request, reply) => {
      const { templateId } = request.params as { templateId: string }
      const image = await withRetryAfter(reply, () =>
        render.thumbnail(templateId, request.query.theme, request.query.language ?? 'en'),
      )
      return reply.header('content-type', 'image/jpeg').header('cache-control', 'public, max-age=86400').send(image)
    },
  )
}
