import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import type { OutboxService } from '#server/mail/outbox.service'

/** Development only: the mails the app would have sent. Never registered in production. */
export function registerDevOutboxRoutes(app: App, outbox: OutboxService, mailWorkDone: () => Promise<void>): void {
  // The e-mail calls answer before their mail is written (the mail queue writes it later): the
  // development outbox first does what they asked for, then lists it.
  route(app, contract.system.devOutbox, async (request) => {
    await mailWorkDone()
    return outbox.list(request.query.to)
  })
}
