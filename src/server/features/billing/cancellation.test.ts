import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { MAILS_PER_EMAIL_PER_HOUR } from '#shared/limits'
import * as schema from '#server/db/schema'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { allMails, buildBillingApp, type BillingTestApp, subscribeWithTestCard } from '#tests/setup/billing-helpers'
import { describeEachDatabase } from '#tests/setup/test-database'

// Each test builds the whole app and signs people in: slow on a loaded machine, not wrong.
vi.setConfig({ testTimeout: 120_000 })

// Issue 31.2, § 312k BGB: the cancellation page answers the same on every path, declarations are
// idempotent, the owner can keep the subscription with one click, and a stranger cannot use up
// the owner's mail or login budget.
describeEachDatabase('POST /api/contract/cancel', (kind) => {
  let t: BillingTestApp
  beforeEach(async () => {
    t = await buildBillingApp({ db: kind, env: { APP_URL: 'https://applykit.test' } })
  })
  afterEach(() => t.close())

  const cancel = (email: string, ip = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: '/api/contract/cancel', headers: SAME_ORIGIN, remoteAddress: ip, payload: { email, language: 'en' } })
  const cancelledMails = async (email: string) => (await allMails(t, email)).filter((mail) => mail.subject.includes('cancellation is confirmed'))
  const keepTokenOf = (text: string) => /\/subscription\?keep=([A-Za-z0-9_-]{43})/.exec(text)?.[1]

  it('answers a subscriber, an account without a subscription and an unknown address alike', async () => {
    await subscribeWithTestCard(t, 'subscriber@example.com')
    await t.app.inject({ method: 'POST', url: '/api/auth/send-trial-token', headers: SAME_ORIGIN, payload: { email: 'trial@example.com' } })
    const answers = await Promise.all(['subscriber@example.com', 'trial@example.com', 'stranger@example.com'].map((email) => cancel(email)))
    expect(new Set(answers.map((res) => `${res.statusCode} ${res.body}`)).size).toBe(1)
    expect(answers[0]!.statusCode).toBe(200)
    // The work happened after the answers: the subscriber's contract ends with its period.
    expect(await cancelledMails('subscriber@example.com')).toHaveLength(1)
    const [row] = await t.database.db.select().from(schema.subscriptions)
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
  })

  it('is idempotent: repeated declarations for one contract send one confirmation', async () => {
    const email = 'twice@example.com'
    await subscribeWithTestCard(t, email)
    await Promise.all([cancel(email), cancel(email), cancel(email, '198.51.100.21')])
    await cancel(email)
    expect(await cancelledMails(email)).toHaveLength(1)
  })

  it('the confirmation keeps the subscription with one click on its link, once', async () => {
    const email = 'not-me@example.com'
    await subscribeWithTestCard(t, email)
    await cancel(email, '203.0.113.5')
    const [mail] = await cancelledMails(email)
    expect(mail?.text).toContain('I did not cancel — keep my subscription')
    const token = keepTokenOf(mail?.text ?? '')
    expect(token).toBeDefined()

    // Opening the link changes nothing (mail scanners open links); the page's button does.
    const [before] = await t.database.db.select().from(schema.subscriptions)
    expect(before?.cancelAtPeriodEnd).toBe(true)
    const kept = await t.app.inject({ method: 'POST', url: '/api/billing/keep', headers: SAME_ORIGIN, payload: { token } })
    expect(kept.statusCode).toBe(200)
    const [after] = await t.database.db.select().from(schema.subscriptions)
    expect(after).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, canceledAt: null })
    // A second click says the same and changes nothing; a made-up token is refused.
    expect((await t.app.inject({ method: 'POST', url: '/api/billing/keep', headers: SAME_ORIGIN, payload: { token } })).statusCode).toBe(200)
    const wrong = await t.app.inject({ method: 'POST', url: '/api/billing/keep', headers: SAME_ORIGIN, payload: { token: 'x'.repeat(43) } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'KEEP_LINK_INVALID' })
  })

  it('never uses up the owner’s budget: strangers from 10 networks leave the owner’s login links working', async () => {
    const email = 'owner@example.com'
    await subscribeWithTestCard(t, email)
    // 60 declarations: three times the address's hourly mail ceiling (MAILS_PER_EMAIL_PER_HOUR).
    expect(10 * 6).toBeGreaterThan(MAILS_PER_EMAIL_PER_HOUR)
    for (let network = 1; network <= 10; network++) {
      for (let i = 0; i < 6; i++) await cancel(email, `192.0.2.${network}`)
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/request-token', headers: SAME_ORIGIN, remoteAddress: '198.51.100.200', payload: { email } })
    expect(login.statusCode).toBe(200)
    // And the address got one confirmation, not sixty.
    expect(await cancelledMails(email)).toHaveLength(1)
  })

  it('tells an address without a contract at most once a day', async () => {
    for (let network = 1; network <= 4; network++) await cancel('flood@example.com', `192.0.2.${network}`)
    const mails = await allMails(t, 'flood@example.com')
    expect(mails.filter((mail) => /no running ApplyKit subscription/.test(mail.text))).toHaveLength(1)
  })
})
