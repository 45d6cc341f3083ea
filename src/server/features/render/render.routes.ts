import type { FastifyReply } from 'fastify'
import type { App } from '#server/app-types'
import { AppError } from '#server/errors'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import type { AuthGuards } from '#server/plugins/session-auth'
import { callerOf, visitorHashOf } from '#server/plugins/visitor'
import type { RenderService } from './render.service'

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so "Jürgen Müller.pdf" survives every browser. */
function contentDisposition(filename: string): string {
  const ascii =
    filename
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'CV'
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

  route(app, contract.render.renderHtml, async (request) => ({ html: await render.renderHtml(request.body) }))

  // The paginated preview: the fitted PDF, rendered page by page in the builder.
  route(app, contract.render.renderPreview, { preHandler: guards.optionalUser }, async (request, reply) => {
    const requester = { userId: request.auth?.user.id ?? null, ipHash: visitorHashOf(request) }
    const pdf = await withRetryAfter(reply, () => render.previewPdf(request.body, requester))
    return reply.header('content-type', 'application/pdf').header('cache-control', 'no-store').send(pdf)
  })

  // Pages per template, printed as the export prints them (the template step's badges).
  route(app, contract.render.pageCounts, { preHandler: guards.optionalUser }, async (request, reply) => {
    const requester = { userId: request.auth?.user.id ?? null, ipHash: visitorHashOf(request) }
    const pages = await withRetryAfter(reply, () => render.pageCounts(request.body, requester))
    return reply.header('cache-control', 'no-store').send({ pages })
  })

  route(app, contract.render.exportFile, { preHandler: guards.optionalUser }, async (request, reply) => {
    const file = await withRetryAfter(reply, () => render.exportFile(request.body, callerOf(request)))
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .header('cache-control', 'no-store')
      .send(file.data)
  })

  // The owner's print of a saved CV: the export's HTML (counted, watermarked on the trial), printed by the browser.
  route(app, contract.render.printHtml, { preHandler: guards.optionalUser }, async (request, reply) => {
    const html = await withRetryAfter(reply, () => render.printHtml(request.body, callerOf(request)))
    return reply.header('cache-control', 'no-store').send({ html })
  })

  route(app, contract.render.thumbnail, async (request, reply) => {
    const image = await withRetryAfter(reply, () =>
      render.thumbnail(request.params.templateId, request.query.theme, request.query.language ?? 'en'),
    )
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(image)
  })
}
