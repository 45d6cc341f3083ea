import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createManualClock } from '#server/clock'
import { mailOutbox } from '#server/db/schema'
import { createMailer } from '#server/mail/mailer'
import { mailOperatorOf } from '#server/mail/render-mail'
import { signIn } from '#tests/setup/auth-helpers'
import type { TestApp } from '#tests/setup/build-test-app'
import { buildReplicas } from '#tests/setup/replicas'
import { describeEachDatabase } from '#tests/setup/test-database'
import { createRemindersService } from './reminders.service'

type Headers = Record<string, string>

describeEachDatabase('reminder digests', (kind) => {
  let replicas: Awaited<ReturnType<typeof buildReplicas>>
  let t: TestApp
  // Two days before the RAV deadline of March (5 April), in the morning.
  const clock = createManualClock(new Date('2027-04-03T07:30:00Z'))
  beforeEach(async () => {
    clock.set(new Date('2027-04-03T07:30:00Z'))
    replicas = await buildReplicas(kind, { clock })
    t = replicas.apps[0]
  })
  afterEach(() => replicas.close())

  /** The reminder job of one replica: its own connection to the database and its own mailer. */
  const jobOf = (replica: TestApp) =>
    createRemindersService({
      db: replica.database.db,
      clock,
      mailer: createMailer({ db: replica.database.db, clock, log: replica.app.log, from: 'ApplyKit <noreply@example.com>' }),
      appUrl: 'https://applykit.example',
      operator: mailOperatorOf(replica.config),
    })
  const create = async (headers: Headers, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/applications', headers, payload })
    expect(res.statusCode, res.body).toBe(201)
  }
  const settings = (headers: Headers, changes: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/applications/proof/settings',
      headers,
      payload: { fullName: '', address: '', deCustomerNumber: '', chAhvNumber: '', atAmsNumber: '', country: 'CH', monthlyTarget: 10, remindersEnabled: true, ...changes },
    })
  /** The reminder digests in the outbox (the sign-in mails are there too). */
  const mailsTo = async (email: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((mail) => mail.text.includes('/reminders/unsubscribe'))

  it('sends each subscriber one digest a day in their language, once across two replicas running together', async () => {
    const zurich = await signIn(t, 'zuerich@example.com')
    await t.app.inject({ method: 'PUT', url: '/api/user/language', headers: zurich.headers, payload: { language: 'de' } })
    await settings(zurich.headers, {})
    await create(zurich.headers, { company: 'Muster AG', role: 'Buchhalterin', stage: 'applied', appliedAt: '2027-03-20', channel: 'email', followUpAt: '2027-04-03' })
    await create(zurich.headers, { company: 'Vorschlag AG', origin: 'agency', agencyProposedAt: '2027-03-30', agencyReplyBy: '2027-04-04' })
    await create(zurich.headers, { company: 'Geschlossen AG', stage: 'closed', closedReason: 'rejected', appliedAt: '2027-03-05', followUpAt: '2027-04-03' })
    const quiet = await signIn(t, 'quiet@example.com')
    await settings(quiet.headers, { remindersEnabled: false })
    await create(quiet.headers, { company: 'Muster AG', followUpAt: '2027-04-03' })

    const [first, second] = replicas.apps
    const sent = await Promise.all([jobOf(first).sendDue(), jobOf(second).sendDue(), jobOf(first).sendDue()])
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1)
    const mails = await mailsTo('zuerich@example.com')
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toContain('Bewerbungs-Erinnerungen')
    expect(mail.text).toContain('Muster AG (Buchhalterin): nachfragen bis')
    expect(mail.text).toContain('Vorschlag AG: das Amt erwartet Ihre Rückmeldung bis')
    expect(mail.text).toMatch(/März 2027 ist am .* beim RAV fällig\. Bisher erfasst: 2\. Ihr Monatsziel: 10\./)
    expect(mail.text).not.toContain('Geschlossen AG')
    expect(await mailsTo('quiet@example.com')).toHaveLength(0)

    // The same day again: nothing more. The next day, the follow-up is still listed (overdue).
    expect(await jobOf(second).sendDue()).toBe(0)
    clock.set(new Date('2027-04-04T07:00:00Z'))
    expect(await jobOf(second).sendDue()).toBe(1)

    // The one-click link turns them off without a session.
    const token = /unsubscribe\?token=([\w-]+)/.exec(mail.text)![1]
    const off = await t.app.inject({ method: 'GET', url: `/api/applications/reminders/unsubscribe?token=${token}` })
    expect(off.statusCode).toBe(303)
    expect(off.headers.location).toBe('/bulk-application/proof?reminders=off')
    clock.set(new Date('2027-04-05T07:00:00Z'))
    expect(await jobOf(first).sendDue()).toBe(0)
    const unknown = await t.app.inject({ method: 'GET', url: '/api/applications/reminders/unsubscribe?token=nobody' })
    expect(unknown.headers.location).toBe('/bulk-application/proof?reminders=unknown')
  })

  it('sends nothing at night or when nothing is due', async () => {
    const person = await signIn(t, 'nothing@example.com')
    await settings(person.headers, { country: 'DE' })
    await create(person.headers, { company: 'Später AG', followUpAt: '2027-04-20' })
    expect(await jobOf(t).sendDue()).toBe(0)
    clock.set(new Date('2027-04-20T03:00:00Z'))
    expect(await jobOf(t).sendDue()).toBe(0)
    clock.set(new Date('2027-04-20T06:00:00Z'))
    expect(await jobOf(t).sendDue()).toBe(1)
  })
})
