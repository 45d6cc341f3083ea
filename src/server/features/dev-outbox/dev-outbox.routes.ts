import type { App } from '#server/app-types'
import { OutboxQuery, OutboxReply } from '#shared/api/system'
import type { OutboxService } from '#server/mail/outbox.service'

/** Development only: the mails the app would have sent. Never registered in production. */
export function registerDevOutboxRoutes(app: App, outbox: OutboxService): void {
  app.get(
    '/api/dev/outbox',
    { schema: { querystring: OutboxQuery, response: { 200: OutboxReply } } },
    (request) => outbox.list(request.query.to),
  )
}
