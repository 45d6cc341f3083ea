import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import type { AfterReply } from '#server/jobs/after-reply'
import type { OutboxService } from '#server/mail/outbox.service'

/** Development only: the mails the app would have sent. Never registered in production. */
export function registerDevOutboxRoutes(app: App, outbox: OutboxService, afterReply: AfterReply): void {
  // The e-mail calls answer before their mail is written; the outbox lists what they promised.
  route(app, contract.system.devOutbox, async (request) => {
    await afterReply.idle()
    return outbox.list(request.query.to)
  })
}
