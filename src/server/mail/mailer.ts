import { and, eq, lte } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'
import { MS } from '#shared/limits'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { mailOutbox } from '#server/db/schema'
import type { MailContent } from './render-mail'

// Mail goes through SMTP when SMTP_URL is set, otherwise into the development outbox (stored,
// printed to the log, listed by GET /api/dev/outbox). Every mail is stored before it is sent, so a
// failed delivery is retried from the stored copy and the token inside it is never lost.

export const MAIL_MAX_ATTEMPTS = 6
const SEND_TIMEOUT_MS = 10_000
const RETRY_BASE_MS = 30 * MS.second

export interface OutgoingMail {
  to: string
  content: MailContent
  /** The link inside the mail, printed in development so that nobody needs a mail client. */
  link: string
}

export interface Mailer {
  readonly mode: 'outbox' | 'smtp'
  send(mail: OutgoingMail): Promise<void>
  /** Retries stored mails whose delivery failed; called by a timer. Returns how many were sent. */
  retryPending(): Promise<number>
  close(): void
}

export function createMailer(deps: {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  smtpUrl?: string | undefined
  from: string
  /** Prints each outbox mail's link to the log: the development outbox only, never production. */
  logsLinks?: boolean
}): Mailer {
  const { db, clock, log } = deps
  if (!deps.smtpUrl) {
    return {
      mode: 'outbox',
      async send(mail) {
        await db.insert(mailOutbox).values({
          to: mail.to,
          subject: mail.content.subject,
          text: mail.content.text,
          html: mail.content.html,
          status: 'outbox',
          createdAt: clock.now(),
        })
        if (deps.logsLinks) log.info({ to: mail.to, subject: mail.content.subject, link: mail.link }, 'mail stored in the development outbox')
      },
      retryPending: async () => 0,
      close: () => {},
    }
  }

  // Timeouts travel as query parameters of the connection URL, which nodemailer reads as options.
  const smtpUrl = new URL(deps.smtpUrl)
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) {
    if (!smtpUrl.searchParams.has(name)) smtpUrl.searchParams.set(name, String(SEND_TIMEOUT_MS))
  }
  // nodemailer is loaded with the first delivery, not at every start (~0.4 MB of code).
  let transport: Promise<Transporter> | null = null
  const getTransport = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl.toString())))

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const attempts = row.attempts + 1
    try {
      await (await getTransport()).sendMail({ from: deps.from, to: row.to, subject: row.subject, text: row.text, html: row.html })
      // Sent: drop the body, which holds a live login link, so the database keeps no usable token.
      await db
        .update(mailOutbox)
        .set({ status: 'sent', attempts, sentAt: clock.now(), text: '', html: '', lastError: null })
        .where(eq(mailOutbox.id, row.id))
      return true
    } catch (error) {
      const isFinal = attempts >= MAIL_MAX_ATTEMPTS
      await db
        .update(mailOutbox)
        .set({
          status: isFinal ? 'failed' : 'pending',
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: new Date(clock.now().getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)),
        })
        .where(eq(mailOutbox.id, row.id))
      log.warn({ to: row.to, attempts, isFinal }, 'mail delivery failed; it stays queued for a retry')
      return false
    }
  }

  return {
    mode: 'smtp',
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.content.subject,
          text: mail.content.text,
          html: mail.content.html,
          status: 'pending',
          createdAt: clock.now(),
          nextAttemptAt: clock.now(),
        })
        .returning()
      if (row) await deliver(row)
    },
    async retryPending() {
      const due = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, clock.now())))
        .limit(50)
      let sent = 0
      for (const row of due) if (await deliver(row)) sent++
      return sent
    },
    close: () => void transport?.then((opened) => opened.close()),
  }
}
