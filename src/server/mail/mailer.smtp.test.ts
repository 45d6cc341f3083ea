import { eq } from 'drizzle-orm'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterEach, describe, expect, it } from 'vitest'
import { MS } from '#shared/limits'
import { mailOutbox } from '#server/db/schema'
import { createMailer } from './mailer'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { mailWorkDone, SAME_ORIGIN, tokenFromMail } from '#tests/setup/auth-helpers'

interface Received {
  to: string
  raw: string
}

/** A real SMTP server on loopback that records what it receives. */
async function startSmtpServer(port = 0) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address() as AddressInfo
  return { received, port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

describe('mail over SMTP', () => {
  let t: TestApp | undefined
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
  afterEach(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('delivers the trial mail with its login link to a real SMTP server and keeps no usable token', async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, APP_URL: 'https://applykit.test' } })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-trial-token',
      headers: SAME_ORIGIN,
      payload: { email: 'smtp@example.com', language: 'en' },
    })
    expect(res.statusCode).toBe(200)
    await mailWorkDone(t)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.to).toBe('smtp@example.com')
    const body = decodeQuotedPrintable(smtp.received[0]!.raw)
    expect(body).toMatch(/Subject: Welcome to ApplyKit/)
    const token = tokenFromMail(body)

    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp@example.com'))
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: '', html: '' })

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload: { token } })
    expect(login.statusCode).toBe(200)
  })

  it('keeps a mail that could not be sent and delivers it on a retry, with a token that still works', async () => {
    // Reserve a free port, then close the server so that the first delivery fails.
    const probe = await startSmtpServer()
    const port = probe.port
    await probe.close()
    t = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-trial-token',
      headers: SAME_ORIGIN,
      payload: { email: 'retry@example.com' },
    })
    expect(res.statusCode).toBe(200)
    await mailWorkDone(t)
    const [queued] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@example.com'))
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 })
    expect(queued!.text).toContain('/auth/token?token=')

    smtp = await startSmtpServer(port)
    t.clock.advance(5 * MS.minute)
    // The retry job's own code path, on the same stored mail.
    const mailer = createMailer({ db: t.database.db, clock: t.clock, log: t.app.log, smtpUrl: `smtp://127.0.0.1:${port}`, from: 'ApplyKit <a@b.c>' })
    expect(await mailer.retryPending()).toBe(1)
    mailer.close()
    expect(smtp.received).toHaveLength(1)
    const token = tokenFromMail(decodeQuotedPrintable(smtp.received[0]!.raw))
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload: { token } })
    expect(login.statusCode).toBe(200)
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'retry@example.com'))
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
  })
})
