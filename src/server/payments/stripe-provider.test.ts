import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MS } from '#shared/limits'
import { billingEvents, users } from '#server/db/schema'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { allMails, signInAgain, proTokenMails, type BillingTestApp, buildBillingApp, createSubscription, signInWithMailedToken } from '#tests/setup/billing-helpers'
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from '#tests/setup/fake-stripe'
import { describeEachDatabase } from '#tests/setup/test-database'
import { createStripeProvider } from './stripe-provider'

type Json = Record<string, unknown>

describeEachDatabase('billing with Stripe (a local fake of its API, real signatures)', (kind) => {
  let fake: FakeStripe
  let t: BillingTestApp

  beforeEach(async () => {
    fake = await startFakeStripe({ now: () => t.clock.now() })
    t = await buildBillingApp({
      db: kind,
      env: { APP_URL: 'https://applykit.test' },
      payments: () =>
        createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: 'price_pro_monthly', api: fake.api }),
    })
  })
  afterEach(async () => {
    await t.close()
    await fake.close()
  })

  const nowS = () => Math.floor(t.clock.now().getTime() / 1000)

  async function deliver(event: Json, options: { secret?: string; tamper?: (payload: string) => string; signature?: string | null } = {}) {
    const { payload, signature } = fake.signed(event, options.secret)
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.signature !== null) headers['stripe-signature'] = options.signature ?? signature
    return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers, payload: options.tamper ? options.tamper(payload) : payload })
  }

  /** create-subscription, Stripe's side of a paid checkout, and its webhook. */
  async function subscribe(email: string, language?: string) {
    const created = await createSubscription(t, email, language)
    expect(created.statusCode).toBe(200)
    const { sessionUrl } = created.json() as { sessionUrl: string }
    const sessionId = [...fake.sessions.values()].find((s) => s.url === sessionUrl)!.id as string
    const { session, subscription, invoice } = fake.completeCheckout(sessionId)
    const res = await deliver(fake.event('checkout.session.completed', session))
    expect(res.statusCode).toBe(200)
    return { sessionId, subscription, invoice, subscriptionId: subscription.id as string }
  }

  async function user(email: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    return row!
  }

  async function billing(email: string) {
    const session = await signInAgain(t, email)
    return (await t.app.inject({ method: 'GET', url: '/api/billing/overview', headers: session.headers })).json() as {
      accountStatus: string
      subscription: { status: string; renewal: string; cancelAtPeriodEnd: boolean; paymentMethod: unknown } | null
      invoices: Array<{ status: string; pdfUrl: string | null }>
    }
  }

  describe('POST /api/create-subscription', () => {
    it('creates a customer and a subscription-mode Checkout Session for the price, once for a double submit', async () => {
      const [a, b] = await Promise.all([createSubscription(t, 'Kim@Example.com', 'de'), createSubscription(t, 'kim@example.com', 'de')])
      expect(a.json()).toEqual(b.json())
      expect((a.json() as { sessionUrl: string }).sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)

      const customerCalls = fake.requests.filter((r) => r.path === '/v1/customers')
      const checkoutCalls = fake.requests.filter((r) => r.path === '/v1/checkout/sessions')
      expect(customerCalls).toHaveLength(1)
      expect(customerCalls[0]!.body).toMatchObject({ email: 'kim@example.com' })
      expect(checkoutCalls).toHaveLength(1)
      expect(checkoutCalls[0]!.body).toMatchObject({
        mode: 'subscription',
        customer: expect.stringMatching(/^cus_/),
        line_items: [{ price: 'price_pro_monthly', quantity: '1' }],
        success_url: 'https://applykit.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://applykit.test/checkout?type=pro&canceled=1',
        locale: 'de',
      })
    })

    it('carries 8.99 EUR a month inline when no STRIPE_PRICE_ID is set', async () => {
      await t.close()
      t = await buildBillingApp({
        db: kind,
        payments: () => createStripeProvider({ secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, priceId: undefined, api: fake.api }),
      })
      await createSubscription(t, 'inline@example.com')
      const checkout = fake.requests.find((r) => r.path === '/v1/checkout/sessions')!
      expect(checkout.body).toMatchObject({
        line_items: [{ price_data: { currency: 'eur', unit_amount: '899', recurring: { interval: 'month' } } }],
      })
    })
  })

  describe('POST /api/stripe/webhook', () => {
    it('makes the payer Pro until the period end and mails the Pro token on checkout.session.completed', async () => {
      await subscribe('Payer+cv@Example.com', 'es')
      const row = await user('payer+cv@example.com')
      expect(row.proUntil?.getTime()).toBe(t.clock.now().getTime() + 30 * MS.day)
      // The Pro token and the order confirmation with its invoice, both in the payer's language.
      const mails = await allMails(t, 'payer+cv@example.com')
      expect(mails).toHaveLength(2)
      expect(mails.every((mail) => mail.html.includes('lang="es"'))).toBe(true)
      expect(mails.some((mail) => mail.subject.startsWith('Tu pedido de ApplyKit Pro'))).toBe(true)
      const session = await signInWithMailedToken(t, 'payer+cv@example.com')
      expect(session.user.accountStatus).toBe('pro')

      const overview = await billing('payer+cv@example.com')
      expect(overview).toMatchObject({
        accountStatus: 'pro',
        subscription: { status: 'active', renewal: 'renews', paymentMethod: { brand: 'visa', last4: '4242' } },
        invoices: [{ status: 'paid', pdfUrl: expect.stringMatching(/^https:\/\/pay\.stripe\.test\/invoice\//) }],
      })
    })

    it('acknowledges a replayed event and applies it once', async () => {
      const created = await createSubscription(t, 'replay@example.com')
      const sessionId = [...fake.sessions.values()].find((s) => s.url === (created.json() as { sessionUrl: string }).sessionUrl)!.id as string
      const event = fake.event('checkout.session.completed', fake.completeCheckout(sessionId).session)
      const first = await deliver(event)
      const again = await deliver(event)
      expect([first.statusCode, again.statusCode]).toEqual([200, 200])
      expect(again.json()).toEqual({ received: true })
      // One Pro token and one order confirmation: the replay sends neither again.
      expect(await allMails(t, 'replay@example.com')).toHaveLength(2)
      const recorded = await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id as string))
      expect(recorded).toHaveLength(1)
    })

    it('refuses forged, unsigned and altered webhooks with 400 and changes nothing', async () => {
      const created = await createSubscription(t, 'forged@example.com')
      const sessionId = [...fake.sessions.values()].find((s) => s.url === (created.json() as { sessionUrl: string }).sessionUrl)!.id as string
      const event = fake.event('checkout.session.completed', fake.completeCheckout(sessionId).session)

      const forged = await deliver(event, { secret: 'whsec_someone_else' })
      const unsigned = await deliver(event, { signature: null })
      const altered = await deliver(event, { tamper: (payload) => payload.replace('"paid"', '"unpaid"') })
      const garbage = await deliver(event, { signature: 't=1,v1=deadbeef' })
      for (const res of [forged, unsigned, altered, garbage]) {
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({ code: 'WEBHOOK_INVALID' })
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.email, 'forged@example.com'))
      expect(row).toBeUndefined()
      expect(await allMails(t, 'forged@example.com')).toHaveLength(0)
    })

    it('ignores a late, older subscription update', async () => {
      const { subscription } = await subscribe('late@example.com')
      const older = fake.event('customer.subscription.updated', { ...subscription, cancel_at_period_end: false }, nowS() + 5)
      const newer = fake.event('customer.subscription.updated', fake.setCancelAtPeriodEnd(subscription.id as string, true), nowS() + 10)
      await deliver(newer)
      await deliver(older)
      expect((await billing('late@example.com')).subscription).toMatchObject({ cancelAtPeriodEnd: true, renewal: 'ends' })
    })

    it('extends Pro by a renewal whose invoice.paid arrives before the subscription update', async () => {
      const { subscriptionId } = await subscribe('renew@example.com')
      const start = t.clock.now().getTime()
      t.clock.advance(30 * MS.day + MS.hour)
      const staleSnapshot = fake.event('customer.subscription.updated', fake.subscriptions.get(subscriptionId)!, nowS() - 10)
      const { subscription, invoice } = fake.renew(subscriptionId, 'paid')
      await deliver(fake.event('invoice.paid', invoice))
      expect((await user('renew@example.com')).proUntil?.getTime()).toBe(start + 60 * MS.day)
      await deliver(fake.event('customer.subscription.updated', subscription))
      await deliver(staleSnapshot)
      expect((await user('renew@example.com')).proUntil?.getTime()).toBe(start + 60 * MS.day)
      expect((await billing('renew@example.com')).invoices).toHaveLength(2)
      // Renewals do not mail a new token: one mail, from the first payment.
      expect(await proTokenMails(t, 'renew@example.com')).toHaveLength(1)
    })

    it('ends Pro at the paid period end when the renewal payment fails, whatever the order', async () => {
      const { subscriptionId } = await subscribe('failing@example.com')
      const paidEnd = t.clock.now().getTime() + 30 * MS.day
      t.clock.advance(30 * MS.day + MS.hour)
      const { subscription, invoice } = fake.renew(subscriptionId, 'failed')
      // Stripe rolls the period over before it charges: while the charge is pending, access goes on.
      await deliver(fake.event('customer.subscription.updated', { ...subscription, status: 'active' }, nowS() - 60))
      expect((await billing('failing@example.com')).accountStatus).toBe('pro')
      await deliver(fake.event('invoice.payment_failed', invoice))
      expect((await user('failing@example.com')).proUntil?.getTime()).toBe(paidEnd)
      await deliver(fake.event('customer.subscription.updated', subscription))
      const overview = await billing('failing@example.com')
      expect(overview).toMatchObject({ accountStatus: 'trial', subscription: { status: 'past_due', renewal: 'ends' } })
    })

    it('keeps access after a cancellation until the period end; the deletion then ends it for good', async () => {
      const { subscriptionId } = await subscribe('cancel@example.com')
      await deliver(fake.event('customer.subscription.updated', fake.setCancelAtPeriodEnd(subscriptionId, true)))
      t.clock.advance(29 * MS.day)
      expect((await billing('cancel@example.com')).accountStatus).toBe('pro')
      t.clock.advance(MS.day + MS.minute)
      const active = structuredClone(fake.subscriptions.get(subscriptionId)!)
      await deliver(fake.event('customer.subscription.deleted', fake.endSubscription(subscriptionId)))
      // A late "active" snapshot never brings an ended subscription back.
      await deliver(fake.event('customer.subscription.updated', active, nowS() + 60))
      const session = await signInAgain(t, 'cancel@example.com')
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: session.headers })).json()
      expect(me).toMatchObject({ accountStatus: 'trial', isTrialExpired: true })
      expect((await billing('cancel@example.com')).subscription).toMatchObject({ status: 'canceled' })
    })

    it('cancels and refunds a second subscription of one account', async () => {
      const first = await subscribe('twice@example.com')
      t.clock.advance(MS.hour)
      const second = await subscribe('twice@example.com')
      expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${second.subscriptionId}`)).toBe(true)
      expect(fake.refunds).toHaveLength(1)
      expect(fake.refunds[0]).toMatchObject({ reason: 'duplicate', payment_intent: expect.stringMatching(/^pi_/) })
      expect(fake.requests.some((r) => r.path === `/v1/subscriptions/${first.subscriptionId}` && r.method === 'DELETE')).toBe(false)
      expect((await user('twice@example.com')).proUntil?.getTime()).toBe(t.clock.now().getTime() - MS.hour + 30 * MS.day)
    })

    it('acknowledges events of unknown customers and of types it does not use', async () => {
      const stranger = await deliver(fake.event('invoice.paid', { id: 'in_x', object: 'invoice', customer: 'cus_unknown', status: 'paid', amount_paid: 899, amount_due: 899, currency: 'eur', created: nowS(), period_start: nowS(), period_end: nowS(), number: null, status_transitions: { paid_at: nowS() }, lines: { data: [] }, parent: null }))
      const other = await deliver(fake.event('customer.created', { id: 'cus_new', object: 'customer' }))
      expect([stranger.statusCode, other.statusCode]).toEqual([200, 200])
    })
  })

  describe('POST /api/customer-portal', () => {
    it('opens a Stripe portal session for the signed-in owner, returning to settings', async () => {
      await subscribe('portal@example.com')
      const owner = await signInWithMailedToken(t, 'portal@example.com')
      const found = await t.app.inject({ method: 'POST', url: '/api/stripe/customers', headers: owner.headers, payload: { email: 'portal@example.com' } })
      const customerId = (found.json() as { data: Array<{ id: string }> }).data[0]!.id
      expect(customerId).toMatch(/^cus_/)
      const portal = await t.app.inject({ method: 'POST', url: '/api/customer-portal', headers: owner.headers, payload: { customerId } })
      expect(portal.json()).toMatchObject({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\//) })
      expect(fake.requests.find((r) => r.path === '/v1/billing_portal/sessions')!.body).toMatchObject({
        customer: customerId,
        return_url: 'https://applykit.test/settings',
      })

      const visitor = await t.app.inject({ method: 'POST', url: '/api/customer-portal', headers: SAME_ORIGIN, payload: { customerId } })
      expect(visitor.json()).toMatchObject({ url: null })
      expect(fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions')).toHaveLength(1)
    })
  })

  it('reports Stripe on the status endpoint', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as { services: Array<{ name: string; provider: string }> }
    expect(health.services).toContainEqual({ name: 'payments', status: 'operational', provider: 'stripe' })
  })
})
