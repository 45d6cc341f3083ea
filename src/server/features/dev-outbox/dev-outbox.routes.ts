import type { App } from '#server/app-types'
import { OutboxQuery, OutboxReply } from '#shared/api/system'
import type { AfterReply } from '#server/jobs/after-reply'
import type { OutboxService } from '#server/mail/outbox.service'

/** Development only: the mails the app would have sent. Never registered in production. */
export function registerDevOutboxRoutes(app: App, outbox: OutboxService, afterReply: AfterReply): void {
  app.get(
    '/api/dev/outbox',
    { schema: { querystring: OutboxQuery, response: { 200: OutboxReply } } },
    // The e-mail calls answer before their mail is written; the outbox lists what they promised.
    async (request) => {
      await afterReply.idle()
      return outbox.list(request.query.to)
    },
  )
}
