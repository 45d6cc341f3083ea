import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MS } from '#shared/limits'
import { checkoutSessions, subscriptions, users } from '#server/db/schema'
import { PAST_DUE_GRACE_MS } from '#server/payments/test-mode-provider'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import {
  allMails,
  proTokenMails,
  signInAgain,
  type BillingTestApp,
  buildBillingApp,
  createSubscription,
  payTestCheckout,
  signInWithMailedToken,
  subscribeWithTestCard,
  testSessionIdOf,
} from '#tests/setup/billing-helpers'
import { describeEachDatabase } from '#tests/setup/test-database'

const post = (t: BillingTestApp, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { ...SAME_ORIGIN, ...headers } })
const get = (t: BillingTestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

async function userRow(t: BillingTestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
  return row
}

async function overview(t: BillingTestApp, headers: Record<string, string>) {
  const res = await get(t, '/api/billing/overview', headers)
  expect(res.statusCode).toBe(200)
  return res.json() as {
    accountStatus: string
    proUntil: string | null
    subscription: { status: string; renewal: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string; paymentMethod: { brand: string; last4: string } | null } | null
    invoices: Array<{ id: string; number: string | null; issuedAt: string; status: string; amountCents: number; currency: string; pdfUrl: string }>
  }
}

/** Opens the test-mode portal as the signed-in owner and returns its id. */
async function openPortal(t: BillingTestApp, headers: Record<string, string>, email: string) {
  const found = (await post(t, '/api/stripe/customers', { email }, headers)).json() as { data: Array<{ id: string }> }
  const portal = (await post(t, '/api/customer-portal', { customerId: found.data[0]!.id }, headers)).json() as { url: string }
  return /\/billing\/test-portal\/([A-Za-z0-9_-]+)$/.exec(portal.url)![1]!
}

describeEachDatabase('billing with the built-in test-mode provider', (kind) => {
  let t: BillingTestApp
  beforeEach(async () => {
    t = await buildBillingApp({ db: kind, env: { APP_URL: 'https://applykit.test' } })
  })
  afterEach(() => t.close())

  describe('POST /api/create-subscription', () => {
    it('answers a checkout page of the test-mode provider for 8.99 EUR a month', async () => {
      const res = await createSubscription(t, 'new@example.com')
      expect(res.statusCode).toBe(200)
      const { sessionUrl } = res.json() as { sessionUrl: string }
      expect(sessionUrl).toMatch(/^https:\/\/applykit\.test\/billing\/test-checkout\/cs_test_[A-Za-z0-9_-]{32}$/)
      const view = (await get(t, `/api/billing/test-mode/checkout/${testSessionIdOf(sessionUrl)}`)).json()
      expect(view).toMatchObject({ email: 'new@example.com', status: 'open', amountCents: 899, currency: 'EUR' })
      // No account exists before the payment: nobody's trial starts because someone typed their address.
      expect(await userRow(t, 'new@example.com')).toBeUndefined()
    })

    it('makes one checkout of a double submit and of mixed-case spellings', async () => {
      const [a, b] = await Promise.all([createSubscription(t, 'Double@Example.com'), createSubscription(t, 'double@example.COM')])
      const c = await createSubscription(t, ' DOUBLE@example.com ')
      expect(a.json()).toEqual(b.json())
      expect(c.json()).toEqual(a.json())
      const rows = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.email, 'double@example.com'))
      expect(rows).toHaveLength(1)
    })

    it('refuses an invalid address with the field named', async () => {
      const res = await createSubscription(t, 'not-an-email')
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' })
    })
  })

  describe('test-mode checkout', () => {
    it('pays with 4242, redirects with session_id, makes the account Pro for 30 days and mails a Pro token in its language', async () => {
      const { sessionId, redirectUrl } = await subscribeWithTestCard(t, 'Lena+Pro@Example.com', {}, 'de')
      expect(redirectUrl).toBe(`https://applykit.test/payment-success?session_id=${sessionId}`)

      const user = await userRow(t, 'lena+pro@example.com')
      expect(user?.proUntil?.toISOString()).toBe(new Date(t.clock.now().getTime() + 30 * MS.day).toISOString())
      expect(user?.trialEndsAt).toBeNull()

      // The Pro token and the order confirmation with its invoice, both in the buyer's language.
      const mails = await allMails(t, 'lena+pro@example.com')
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        expect.stringMatching(/^Ihr Anmeldecode für ApplyKit Pro/),
        expect.stringMatching(/^Ihre Bestellung von ApplyKit Pro: Bestätigung und Rechnung /),
      ])
      expect(mails.every((mail) => mail.html.includes('lang="de"'))).toBe(true)
      const session = await signInWithMailedToken(t, 'lena+pro@example.com')
      expect(session.user).toMatchObject({ email: 'lena+pro@example.com', accountStatus: 'pro' })
      const stats = (await get(t, '/api/dashboard/stats', session.headers)).json()
      expect(stats).toMatchObject({ accountStatus: 'pro' })
    })

    it('declines 4000 0000 0000 0002 with a clear message and no Pro, and then accepts a good card', async () => {
      const sessionId = testSessionIdOf((await createSubscription(t, 'decline@example.com')).json().sessionUrl as string)
      const declined = await payTestCheckout(t, sessionId, { cardNumber: '4000 0000 0000 0002' })
      expect(declined.statusCode).toBe(402)
      expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.', declineCode: 'card_declined' })
      expect(await userRow(t, 'decline@example.com')).toBeUndefined()
      expect(await allMails(t, 'decline@example.com')).toHaveLength(0)
      expect((await get(t, `/api/billing/test-mode/checkout/${sessionId}`)).json()).toMatchObject({ status: 'open' })

      expect((await payTestCheckout(t, sessionId)).statusCode).toBe(200)
      expect((await userRow(t, 'decline@example.com'))?.proUntil).not.toBeNull()
    })

    it.each([
      ['4242 4242 4242 4241', 'invalid_number'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
      ['4111 1111 1111 1111', 'test_mode_live_card'],
    ])('declines %s (%s)', async (cardNumber, declineCode) => {
      const sessionId = testSessionIdOf((await createSubscription(t, 'cards@example.com')).json().sessionUrl as string)
      const res = await payTestCheckout(t, sessionId, { cardNumber })
      expect(res.statusCode).toBe(402)
      expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED', declineCode })
    })

    it('declines an expired card', async () => {
      const sessionId = testSessionIdOf((await createSubscription(t, 'expired-card@example.com')).json().sessionUrl as string)
      const res = await payTestCheckout(t, sessionId, { expiry: '12/25' })
      expect(res.json()).toMatchObject({ code: 'PAYMENT_DECLINED', declineCode: 'expired_card' })
    })

    it('charges a double click once', async () => {
      const sessionId = testSessionIdOf((await createSubscription(t, 'twice@example.com')).json().sessionUrl as string)
      const [a, b] = await Promise.all([payTestCheckout(t, sessionId), payTestCheckout(t, sessionId)])
      expect([a.statusCode, b.statusCode]).toEqual([200, 200])
      const user = await userRow(t, 'twice@example.com')
      const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))
      expect(rows).toHaveLength(1)
      // One Pro token and one order confirmation: a double click sends neither twice.
      expect(await proTokenMails(t, 'twice@example.com')).toHaveLength(1)
      expect(await allMails(t, 'twice@example.com')).toHaveLength(2)
    })

    it('upgrades an existing trial account instead of making a second one', async () => {
      const trial = await signInAgain(t, 'trial-first@example.com')
      await subscribeWithTestCard(t, 'Trial-First@example.com')
      const me = (await get(t, '/api/auth/user', trial.headers)).json()
      expect(me).toMatchObject({ id: trial.user.id, accountStatus: 'pro' })
    })

    it('undoes and refunds a second subscription of an account that already pays', async () => {
      await subscribeWithTestCard(t, 'again@example.com')
      const before = (await userRow(t, 'again@example.com'))!.proUntil
      t.clock.advance(MS.day)
      await subscribeWithTestCard(t, 'again@example.com')
      const user = await userRow(t, 'again@example.com')
      const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user!.id))
      expect(rows.map((r) => r.status).sort()).toEqual(['active', 'canceled'])
      expect(user!.proUntil).toEqual(before)
      const session = await signInWithMailedToken(t, 'again@example.com')
      const billing = await overview(t, session.headers)
      expect(billing.invoices.map((i) => i.status).sort()).toEqual(['paid', 'refunded'])
    })
  })

  describe('POST /api/payment/request-link', () => {
    it('gives every address the same answer and mails a payment link with the price', async () => {
      await subscribeWithTestCard(t, 'customer@example.com')
      const unknown = await post(t, '/api/payment/request-link', { email: 'Someone@Example.com', language: 'fr' })
      const customer = await post(t, '/api/payment/request-link', { email: 'customer@example.com' })
      expect(unknown.statusCode).toBe(200)
      expect(unknown.json()).toEqual(customer.json())

      const [mail] = await allMails(t, 'someone@example.com')
      expect(mail!.text).toContain('https://applykit.test/checkout?type=pro&email=someone%40example.com')
      expect(mail!.text).toContain('8,99')
      expect(mail!.html).toContain('lang="fr"')
      // A running subscriber is sent the way to manage it instead of a second subscription.
      const customerMails = await allMails(t, 'customer@example.com')
      expect(customerMails.filter((m) => m.text.includes('https://applykit.test/api/billing/portal?token='))).toHaveLength(1)
      expect(customerMails.filter((m) => m.text.includes('/checkout?type=pro'))).toHaveLength(0)
    })

    it('is rate limited per address with the auth limiter', async () => {
      const statuses: number[] = []
      for (let i = 0; i < 6; i++) statuses.push((await post(t, '/api/payment/request-link', { email: 'spam@example.com' })).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    })
  })

  describe('POST /api/stripe/customers and POST /api/customer-portal', () => {
    it('gives the signed-in owner the portal and nobody else any billing', async () => {
      await subscribeWithTestCard(t, 'owner@example.com')
      const owner = await signInWithMailedToken(t, 'owner@example.com')

      const mine = await post(t, '/api/stripe/customers', { email: 'Owner@Example.com' }, owner.headers)
      expect(mine.json()).toMatchObject({ success: true, delivery: 'portal', data: [{ id: expect.stringMatching(/^cus_test_/) }] })
      const customerId = (mine.json() as { data: Array<{ id: string }> }).data[0]!.id
      const portal = await post(t, '/api/customer-portal', { customerId }, owner.headers)
      expect(portal.json()).toMatchObject({ success: true, url: expect.stringMatching(/^https:\/\/applykit\.test\/billing\/test-portal\/bps_test_/) })

      // A visitor and another signed-in person asking about the owner: the generic answer, the link to the owner's inbox.
      const stranger = await signInAgain(t, 'stranger@example.com')
      const visitorAsks = await post(t, '/api/stripe/customers', { email: 'owner@example.com' })
      const strangerAsks = await post(t, '/api/stripe/customers', { email: 'owner@example.com' }, stranger.headers)
      const unknownAsks = await post(t, '/api/stripe/customers', { email: 'nobody@example.com' })
      expect(visitorAsks.json()).toEqual({ success: true, data: [], delivery: 'email', message: expect.any(String) })
      expect(strangerAsks.json()).toEqual(visitorAsks.json())
      expect(unknownAsks.json()).toEqual(visitorAsks.json())

      const strangerPortal = await post(t, '/api/customer-portal', { customerId }, stranger.headers)
      const unknownPortal = await post(t, '/api/customer-portal', { customerId: 'cus_test_doesnotexist' })
      expect(strangerPortal.json()).toEqual({ success: true, url: null, message: expect.any(String) })
      expect(unknownPortal.json()).toEqual(strangerPortal.json())

      const portalMails = (await allMails(t, 'owner@example.com')).filter((m) => m.text.includes('/api/billing/portal?token='))
      expect(portalMails).toHaveLength(3)
      expect(await allMails(t, 'nobody@example.com')).toHaveLength(0)
    })

    it('tells the signed-in owner without a subscription that none was found', async () => {
      const trial = await signInAgain(t, 'no-sub@example.com')
      const res = await post(t, '/api/stripe/customers', { email: 'no-sub@example.com' }, trial.headers)
      expect(res.json()).toMatchObject({ data: [], delivery: 'portal', message: 'No active subscription found for this email address.' })
    })

    it('opens the portal from the e-mailed link for 24 hours', async () => {
      await subscribeWithTestCard(t, 'mailed@example.com')
      await post(t, '/api/stripe/customers', { email: 'mailed@example.com' })
      const mails = await allMails(t, 'mailed@example.com')
      const pattern = /https:\/\/applykit\.test(\/api\/billing\/portal\?token=[A-Za-z0-9_-]{43})/
      const link = pattern.exec(mails.find((m) => pattern.test(m.text))!.text)![1]!
      const opened = await get(t, link)
      expect(opened.statusCode).toBe(303)
      expect(opened.headers.location).toMatch(/^https:\/\/applykit\.test\/billing\/test-portal\/bps_test_/)

      t.clock.advance(25 * MS.hour)
      expect((await get(t, link)).headers.location).toBe('https://applykit.test/subscription?link=expired')
      expect((await get(t, '/api/billing/portal?token=forged')).headers.location).toBe('https://applykit.test/subscription?link=expired')
    })
  })

  describe('POST /api/generate-token-for-customer', () => {
    it('mails a Pro token to a paying customer and answers everyone the same', async () => {
      await subscribeWithTestCard(t, 'paying@example.com')
      await signInAgain(t, 'trial-only@example.com')
      const paying = await post(t, '/api/generate-token-for-customer', { email: 'PAYING@example.com' })
      const trial = await post(t, '/api/generate-token-for-customer', { email: 'trial-only@example.com' })
      const unknown = await post(t, '/api/generate-token-for-customer', { email: 'ghost@example.com' })
      expect(paying.json()).toEqual(trial.json())
      expect(unknown.json()).toEqual(trial.json())

      expect(await proTokenMails(t, 'paying@example.com')).toHaveLength(2)
      expect(await allMails(t, 'trial-only@example.com')).toHaveLength(1) // the sign-up mail only
      expect(await allMails(t, 'ghost@example.com')).toHaveLength(0)
      const session = await signInWithMailedToken(t, 'paying@example.com')
      expect(session.user.accountStatus).toBe('pro')
    })
  })

  describe('the subscription over time (portal, renewals)', () => {
    it('keeps access after cancelling until the period end, then the account is expired', async () => {
      await subscribeWithTestCard(t, 'leaver@example.com')
      const session = await signInWithMailedToken(t, 'leaver@example.com')
      const portalId = await openPortal(t, session.headers, 'leaver@example.com')
      const cancelled = await post(t, `/api/billing/test-mode/portal/${portalId}/cancel`)
      expect(cancelled.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: true, status: 'active' } })

      const billing = await overview(t, session.headers)
      expect(billing).toMatchObject({ accountStatus: 'pro', subscription: { renewal: 'ends', cancelAtPeriodEnd: true } })

      t.clock.advance(30 * MS.day - MS.minute)
      await t.testMode!.runRenewals()
      const later = await signInAgain(t, 'leaver@example.com')
      expect((await get(t, '/api/auth/user', later.headers)).json()).toMatchObject({ accountStatus: 'pro' })

      t.clock.advance(2 * MS.minute)
      await t.testMode!.runRenewals()
      const fresh = await signInAgain(t, 'leaver@example.com')
      expect((await get(t, '/api/auth/user', fresh.headers)).json()).toMatchObject({ accountStatus: 'trial', isTrialExpired: true })
      expect((await get(t, '/api/dashboard/stats', fresh.headers)).json()).toMatchObject({ accountStatus: 'trial', trialDaysRemaining: 0 })
      expect((await overview(t, fresh.headers)).subscription).toMatchObject({ status: 'canceled', renewal: 'ends' })
    })

    it('renews after reactivation and extends Pro by a period with a second invoice', async () => {
      await subscribeWithTestCard(t, 'stayer@example.com')
      const session = await signInWithMailedToken(t, 'stayer@example.com')
      const portalId = await openPortal(t, session.headers, 'stayer@example.com')
      await post(t, `/api/billing/test-mode/portal/${portalId}/cancel`)
      const reactivated = await post(t, `/api/billing/test-mode/portal/${portalId}/reactivate`)
      expect(reactivated.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } })

      const start = t.clock.now().getTime()
      t.clock.advance(30 * MS.day + MS.minute)
      await t.testMode!.runRenewals()
      const user = await userRow(t, 'stayer@example.com')
      expect(user!.proUntil!.getTime()).toBe(start + 60 * MS.day)
      const billing = await overview(t, (await signInAgain(t, 'stayer@example.com')).headers)
      expect(billing.invoices).toHaveLength(2)
      expect(billing.invoices.every((i) => i.status === 'paid' && i.amountCents === 899 && i.currency === 'EUR')).toBe(true)
      expect(billing.subscription).toMatchObject({ renewal: 'renews', paymentMethod: { brand: 'visa', last4: '4242' } })

      // Issue 30.11: the first payment brings the order confirmation with its invoice, each renewal
      // an invoice mail; one mail per invoice, with the number, the amount and how to cancel.
      const mails = await allMails(t, 'stayer@example.com')
      const confirmations = mails.filter((mail) => mail.subject.startsWith('Your ApplyKit Pro order: confirmation and invoice'))
      const renewals = mails.filter((mail) => mail.subject.startsWith('Your ApplyKit invoice'))
      expect(confirmations).toHaveLength(1)
      expect(renewals).toHaveLength(1)
      const [first, second] = [...billing.invoices].sort((a, b) => a.issuedAt.localeCompare(b.issuedAt))
      expect(confirmations[0]!.subject).toContain(first!.number!)
      expect(confirmations[0]!.text).toContain('€8.99 per month including 19 % VAT')
      expect(confirmations[0]!.text).toContain('https://applykit.test/cancel')
      expect(confirmations[0]!.text).toContain('https://applykit.test/terms')
      expect(renewals[0]!.subject).toContain(second!.number!)
      expect(renewals[0]!.text).toContain('€8.99 paid')
    })

    it('ends Pro at the period end when the renewal fails, and cancels after the retries', async () => {
      const start = t.clock.now().getTime()
      await subscribeWithTestCard(t, 'broke@example.com', { cardNumber: '4000 0000 0000 0341' })
      t.clock.advance(30 * MS.day + MS.minute)
      await t.testMode!.runRenewals()
      const user = await userRow(t, 'broke@example.com')
      expect(user!.proUntil!.getTime()).toBe(start + 30 * MS.day)
      const session = await signInAgain(t, 'broke@example.com')
      expect((await get(t, '/api/auth/user', session.headers)).json()).toMatchObject({ accountStatus: 'trial', isTrialExpired: true })
      const billing = await overview(t, session.headers)
      expect(billing.subscription).toMatchObject({ status: 'past_due', renewal: 'ends' })
      expect(billing.invoices.map((i) => i.status)).toEqual(['open', 'paid'])

      t.clock.advance(PAST_DUE_GRACE_MS)
      await t.testMode!.runRenewals()
      expect((await overview(t, (await signInAgain(t, 'broke@example.com')).headers)).subscription).toMatchObject({ status: 'canceled' })
    })

    it('pays a past-due invoice with a new card from the portal and restores Pro', async () => {
      await subscribeWithTestCard(t, 'recover@example.com', { cardNumber: '4000000000000341' })
      t.clock.advance(30 * MS.day + MS.minute)
      await t.testMode!.runRenewals()
      const session = await signInAgain(t, 'recover@example.com')
      expect((await get(t, '/api/auth/user', session.headers)).json()).toMatchObject({ accountStatus: 'trial' })
      const portalId = await openPortal(t, session.headers, 'recover@example.com')
      const updated = await post(t, `/api/billing/test-mode/portal/${portalId}/payment-method`, { cardNumber: '5555555555554444', expiry: '01/35', cvc: '999' })
      expect(updated.json()).toMatchObject({ subscription: { status: 'active', paymentMethod: { brand: 'mastercard', last4: '4444' } } })
      expect((await get(t, '/api/auth/user', session.headers)).json()).toMatchObject({ accountStatus: 'pro' })
    })
  })

  describe('GET /api/billing/overview and invoices', () => {
    it('shows the plan, renewal date, card and invoices, and serves the owner a PDF invoice', async () => {
      await subscribeWithTestCard(t, 'invoices@example.com')
      const session = await signInWithMailedToken(t, 'invoices@example.com')
      const billing = await overview(t, session.headers)
      expect(billing).toMatchObject({
        accountStatus: 'pro',
        provider: 'test',
        subscription: { status: 'active', renewal: 'renews', paymentMethod: { brand: 'visa', last4: '4242' } },
      })
      expect(billing.subscription!.currentPeriodEnd).toBe(billing.proUntil)
      const [invoice] = billing.invoices
      expect(invoice!.pdfUrl).toBe(`/api/billing/invoices/${invoice!.id}/pdf`)

      const pdf = await get(t, invoice!.pdfUrl, session.headers)
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.body.startsWith('%PDF')).toBe(true)
      expect(t.printer.printed.at(-1)).toContain('invoices@example.com')
      expect(t.printer.printed.at(-1)).toMatch(/8[.,]99/)

      const other = await signInAgain(t, 'other@example.com')
      expect((await get(t, invoice!.pdfUrl, other.headers)).statusCode).toBe(404)
      expect((await get(t, invoice!.pdfUrl)).statusCode).toBe(401)
    })

    it('shows a trial account no subscription', async () => {
      const trial = await signInAgain(t, 'plain@example.com')
      expect(await overview(t, trial.headers)).toMatchObject({ accountStatus: 'trial', subscription: null, invoices: [] })
    })
  })

  describe('POST /api/stripe/webhook without Stripe', () => {
    it('refuses every webhook with 400 when no Stripe key is configured', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_INVALID' })
    })
  })

  it('reports the payments service on the status endpoint', async () => {
    const health = (await get(t, '/api/health')).json() as { services: Array<{ name: string; provider: string }> }
    expect(health.services).toContainEqual({ name: 'payments', status: 'operational', provider: 'test mode' })
  })
})
