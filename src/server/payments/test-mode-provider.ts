import { and, desc, eq, ne, sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { InvoiceSummary, PaymentMethod, TestCardBody, TestCheckoutView, TestPortalView } from '#shared/api/billing'
import { MS, PRO_PERIOD_DAYS } from '#shared/limits'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales'
import { CURRENCY, PRO_PRICE_CENTS } from '#shared/plans'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { testPaymentObjects } from '#server/db/schema'
import { AppError } from '#server/errors'
import { contract } from '#shared/api/contract'
import { routeUrl } from '#shared/api/route'
import {
  type BillingEvent,
  type CheckoutOutcome,
  type InvoiceSnapshot,
  type PaymentProvider,
  type SubscriptionChange,
  type SubscriptionSnapshot,
  WebhookSignatureError,
} from './payment-provider'

// The built-in test-mode provider: a small Stripe of our own for installs without STRIPE_SECRET_KEY.
// Its checkout and customer-portal pages are screens of the web app (/billing/test-checkout/…,
// /billing/test-portal/…); its records live in one table; its events go, in process, to the same
// handler as Stripe's webhooks. Test cards behave like Stripe's (shared/api/billing.ts TEST_CARDS).

export const CHECKOUT_TTL_MS = 24 * MS.hour
export const PORTAL_TTL_MS = MS.hour
/** How long a failed renewal stays past_due (Stripe retries meanwhile) before it is cancelled. */
export const PAST_DUE_GRACE_MS = 7 * MS.day
const PERIOD_MS = PRO_PERIOD_DAYS * MS.day

const Iso = z.string()
const StoredCard = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
  failsOnRenewal: z.boolean(),
})
type StoredCard = z.infer<typeof StoredCard>

const Customer = z.object({ id: z.string(), email: z.string(), card: StoredCard.nullable() })
type Customer = z.infer<typeof Customer>

const CheckoutSession = z.object({
  id: z.string(),
  customerId: z.string(),
  email: z.string(),
  language: z.string(),
  status: z.enum(['open', 'processing', 'complete']),
  successUrl: z.string(),
  cancelUrl: z.string(),
  expiresAt: Iso,
  subscriptionId: z.string().nullable(),
})
type CheckoutSession = z.infer<typeof CheckoutSession>

const Subscription = z.object({
  id: z.string(),
  customerId: z.string(),
  status: z.enum(['active', 'past_due', 'canceled']),
  currentPeriodStart: Iso,
  currentPeriodEnd: Iso,
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: Iso.nullable(),
  endedAt: Iso.nullable(),
  card: StoredCard.nullable(),
  failedSince: Iso.nullable(),
  latestInvoiceId: z.string().nullable(),
})
type Subscription = z.infer<typeof Subscription>

const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  customerId: z.string(),
  subscriptionId: z.string(),
  email: z.string(),
  status: z.enum(['paid', 'open', 'uncollectible', 'refunded']),
  amountCents: z.number().int(),
  currency: z.string(),
  periodStart: Iso,
  periodEnd: Iso,
  issuedAt: Iso,
  paidAt: Iso.nullable(),
  card: StoredCard.nullable(),
})
export type TestInvoice = z.infer<typeof Invoice>

const PortalSession = z.object({
  id: z.string(),
  customerId: z.string(),
  returnUrl: z.string(),
  language: z.string(),
  expiresAt: Iso,
})

const KINDS = {
  customer: Customer,
  checkout_session: CheckoutSession,
  subscription: Subscription,
  invoice: Invoice,
  portal_session: PortalSession,
} as const
type Kind = keyof typeof KINDS
type Stored<K extends Kind> = z.infer<(typeof KINDS)[K]>

/** Card numbers that pay; everything else is answered like Stripe's test mode. */
const CARDS: Record<string, { brand: string; failsOnRenewal: boolean } | { decline: string; message: string }> = {
  '4242424242424242': { brand: 'visa', failsOnRenewal: false },
  '5555555555554444': { brand: 'mastercard', failsOnRenewal: false },
  '4000000000000341': { brand: 'visa', failsOnRenewal: true },
  '4000000000000002': { decline: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
}

function declined(declineCode: string, message: string): AppError {
  return new AppError('PAYMENT_DECLINED', 402, message, { declineCode })
}

function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

const newId = (prefix: string, bytes = 12) => `${prefix}_test_${randomBytes(bytes).toString('base64url')}`
const iso = (date: Date) => date.toISOString()

export type TestModeProvider = ReturnType<typeof createTestModeProvider>

export function createTestModeProvider(deps: { db: Db; clock: Clock; appUrl: string }) {
  const { db, clock, appUrl } = deps
  let deliver: (event: BillingEvent) => Promise<void> = async () => {}

  async function put<K extends Kind>(kind: K, data: Stored<K>, customerId: string | null): Promise<void> {
    const now = clock.now()
    await db
      .insert(testPaymentObjects)
      .values({ id: data.id, kind, customerId, data, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: testPaymentObjects.id, set: { data, updatedAt: now } })
  }

  async function get<K extends Kind>(kind: K, id: string): Promise<Stored<K> | null> {
    const [row] = await db
      .select({ data: testPaymentObjects.data })
      .from(testPaymentObjects)
      .where(and(eq(testPaymentObjects.id, id), eq(testPaymentObjects.kind, kind)))
      .limit(1)
    return row ? (KINDS[kind].parse(row.data) as Stored<K>) : null
  }

  async function list<K extends Kind>(kind: K, customerId?: string): Promise<Array<Stored<K>>> {
    const rows = await db
      .select({ data: testPaymentObjects.data })
      .from(testPaymentObjects)
      .where(
        customerId
          ? and(eq(testPaymentObjects.kind, kind), eq(testPaymentObjects.customerId, customerId))
          : eq(testPaymentObjects.kind, kind),
      )
      .orderBy(desc(testPaymentObjects.createdAt), desc(testPaymentObjects.id))
    return rows.map((row) => KINDS[kind].parse(row.data) as Stored<K>)
  }

  /** Checks a card as Stripe's test mode would; throws 402 PAYMENT_DECLINED with Stripe's sentence. */
  function chargeableCard(card: TestCardBody): StoredCard {
    const digits = card.cardNumber.replace(/[\s-]/g, '')
    if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
      throw declined('invalid_number', 'Your card number is invalid.')
    }
    const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry)
    const month = Number(expiry?.[1])
    if (!expiry || month < 1 || month > 12) throw declined('invalid_expiry', "Your card's expiration date is invalid.")
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])
    // A card is valid through the last day of its expiry month.
    if (Date.UTC(year, month, 1) <= clock.now().getTime()) throw declined('expired_card', 'Your card has expired.')
    if (!/^\d{3,4}$/.test(card.cvc)) throw declined('invalid_cvc', "Your card's security code is invalid.")
    const known = CARDS[digits]
    if (!known) {
      throw declined('test_mode_live_card', 'Your card was declined. This is test mode: please use a test card.')
    }
    if ('decline' in known) throw declined(known.decline, known.message)
    return { paymentMethodId: newId('pm'), brand: known.brand, last4: digits.slice(-4), failsOnRenewal: known.failsOnRenewal }
  }

  function cardOf(card: StoredCard | null): PaymentMethod | null {
    return card ? { brand: card.brand, last4: card.last4 } : null
  }

  function subscriptionSnapshot(subscription: Subscription): SubscriptionSnapshot {
    return {
      id: subscription.id,
      customerId: subscription.customerId,
      status: subscription.status,
      currentPeriodStart: new Date(subscription.currentPeriodStart),
      currentPeriodEnd: new Date(subscription.currentPeriodEnd),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      canceledAt: subscription.canceledAt ? new Date(subscription.canceledAt) : null,
      endedAt: subscription.endedAt ? new Date(subscription.endedAt) : null,
      paymentMethodId: subscription.card?.paymentMethodId ?? null,
      paymentMethod: cardOf(subscription.card),
    }
  }

  function invoiceSnapshot(invoice: TestInvoice): InvoiceSnapshot {
    return {
      id: invoice.id,
      customerId: invoice.customerId,
      subscriptionId: invoice.subscriptionId,
      number: invoice.number,
      status: invoice.status,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      periodStart: new Date(invoice.periodStart),
      periodEnd: new Date(invoice.periodEnd),
      // Rendered by our app (GET /api/billing/invoices/:id/pdf), not hosted by a provider.
      pdfUrl: null,
      issuedAt: new Date(invoice.issuedAt),
      paidAt: invoice.paidAt ? new Date(invoice.paidAt) : null,
    }
  }

  async function emit(event: BillingEvent['type'], object: Subscription | TestInvoice | CheckoutSession): Promise<void> {
    const base = { id: newId('evt'), created: clock.now() }
    let billingEvent: BillingEvent
    if (event === 'checkout.session.completed') {
      const session = object as CheckoutSession
      billingEvent = {
        ...base,
        type: event,
        session: { id: session.id, customerId: session.customerId, subscriptionId: session.subscriptionId, isPaid: true },
      }
    } else if (event === 'invoice.paid' || event === 'invoice.payment_failed') {
      billingEvent = { ...base, type: event, invoice: invoiceSnapshot(object as TestInvoice) }
    } else {
      billingEvent = { ...base, type: event, subscription: subscriptionSnapshot(object as Subscription) }
    }
    await deliver(billingEvent)
  }

  async function nextInvoiceNumber(customerId: string): Promise<string> {
    const existing = await list('invoice', customerId)
    const prefix = customerId.replace(/^cus_test_/, '').slice(0, 8).toUpperCase().replace(/[^A-Z0-9]/g, 'X')
    return `${prefix}-${String(existing.length + 1).padStart(4, '0')}`
  }

  async function createInvoice(
    subscription: Subscription,
    email: string,
    card: StoredCard | null,
    isPaid: boolean,
  ): Promise<TestInvoice> {
    const now = clock.now()
    const invoice: TestInvoice = {
      id: newId('in'),
      number: await nextInvoiceNumber(subscription.customerId),
      customerId: subscription.customerId,
      subscriptionId: subscription.id,
      email,
      status: isPaid ? 'paid' : 'open',
      amountCents: PRO_PRICE_CENTS,
      currency: CURRENCY,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      issuedAt: iso(now),
      paidAt: isPaid ? iso(now) : null,
      card,
    }
    await put('invoice', invoice, invoice.customerId)
    return invoice
  }

  async function liveSubscription(customerId: string): Promise<Subscription | null> {
    const all = await list('subscription', customerId)
    return all.find((s) => s.status !== 'canceled') ?? null
  }

  async function portalOf(portalId: string) {
    const portal = await get('portal_session', portalId)
    if (!portal || new Date(portal.expiresAt).getTime() <= clock.now().getTime()) {
      throw new AppError('NOT_FOUND', 404, 'This billing page has expired. Please open it again from ApplyKit.')
    }
    return portal
  }

  function invoiceSummary(invoice: TestInvoice, pdfUrl: string): InvoiceSummary {
    return {
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      issuedAt: invoice.issuedAt,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      pdfUrl,
    }
  }

  async function portalView(portalId: string): Promise<TestPortalView> {
    const portal = await portalOf(portalId)
    const customer = await get('customer', portal.customerId)
    const subscriptions = await list('subscription', portal.customerId)
    const shown = subscriptions.find((s) => s.status !== 'canceled') ?? subscriptions[0] ?? null
    const invoices = await list('invoice', portal.customerId)
    return {
      email: customer?.email ?? '',
      returnUrl: portal.returnUrl,
      subscription: shown && {
        status: shown.status,
        currentPeriodEnd: shown.status === 'canceled' ? (shown.endedAt ?? shown.currentPeriodEnd) : shown.currentPeriodEnd,
        cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
        amountCents: PRO_PRICE_CENTS,
        currency: CURRENCY,
        paymentMethod: cardOf(shown.card ?? customer?.card ?? null),
      },
      invoices: invoices.map((invoice) =>
        invoiceSummary(invoice, routeUrl(contract.testBilling.portalInvoicePdf, { params: { portalId, invoiceId: invoice.id } })),
      ),
    }
  }

  /** One renewal step of a subscription whose period is over; returns false when nothing is left to do. */
  async function renewOnce(subscription: Subscription, now: Date): Promise<boolean> {
    if (subscription.status === 'past_due') {
      if (!subscription.failedSince || now.getTime() - new Date(subscription.failedSince).getTime() < PAST_DUE_GRACE_MS) return false
      // Retries exhausted: Stripe's default is to cancel the subscription.
      const ended: Subscription = { ...subscription, status: 'canceled', endedAt: iso(now), canceledAt: iso(now) }
      await put('subscription', ended, ended.customerId)
      if (ended.latestInvoiceId) {
        const open = await get('invoice', ended.latestInvoiceId)
        if (open?.status === 'open') await put('invoice', { ...open, status: 'uncollectible' }, open.customerId)
      }
      await emit('customer.subscription.deleted', ended)
      return false
    }
    if (subscription.status !== 'active' || new Date(subscription.currentPeriodEnd).getTime() > now.getTime()) return false
    if (subscription.cancelAtPeriodEnd) {
      const ended: Subscription = { ...subscription, status: 'canceled', endedAt: subscription.currentPeriodEnd }
      await put('subscription', ended, ended.customerId)
      await emit('customer.subscription.deleted', ended)
      return false
    }
    const customer = await get('customer', subscription.customerId)
    const start = new Date(subscription.currentPeriodEnd)
    const renewed: Subscription = {
      ...subscription,
      currentPeriodStart: iso(start),
      currentPeriodEnd: iso(new Date(start.getTime() + PERIOD_MS)),
    }
    const isPaid = renewed.card !== null && !renewed.card.failsOnRenewal
    const invoice = await createInvoice(renewed, customer?.email ?? '', renewed.card, isPaid)
    const next: Subscription = isPaid
      ? { ...renewed, latestInvoiceId: invoice.id }
      : { ...renewed, status: 'past_due', failedSince: iso(now), latestInvoiceId: invoice.id }
    await put('subscription', next, next.customerId)
    await emit(isPaid ? 'invoice.paid' : 'invoice.payment_failed', invoice)
    await emit('customer.subscription.updated', next)
    return isPaid
  }

  const provider = {
    name: 'test' as const,
    label: 'test mode',

    setEventHandler(handler: (event: BillingEvent) => Promise<void>) {
      deliver = handler
    },

    async createCustomer({ email }: { email: string; userId: string | null }) {
      const customer: Customer = { id: newId('cus'), email, card: null }
      await put('customer', customer, customer.id)
      return customer.id
    },

    async createCheckoutSession(input: { customerId: string; email: string; language: Locale; successUrl: string; cancelUrl: string }) {
      const expiresAt = new Date(clock.now().getTime() + CHECKOUT_TTL_MS)
      // The id is the bearer secret of the page, as with Stripe's checkout URLs.
      const session: CheckoutSession = {
        id: newId('cs', 24),
        customerId: input.customerId,
        email: input.email,
        language: input.language,
        status: 'open',
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: iso(expiresAt),
        subscriptionId: null,
      }
      await put('checkout_session', session, session.customerId)
      return { id: session.id, url: `${appUrl}/billing/test-checkout/${session.id}`, expiresAt }
    },

    async getSubscription(id: string) {
      const subscription = await get('subscription', id)
      if (!subscription) throw new Error(`test-mode subscription ${id} does not exist`)
      const latest = subscription.latestInvoiceId ? await get('invoice', subscription.latestInvoiceId) : null
      return { subscription: subscriptionSnapshot(subscription), latestInvoice: latest && invoiceSnapshot(latest) }
    },

    async getPaymentMethod(id: string) {
      const [row] = await db
        .select({ data: testPaymentObjects.data })
        .from(testPaymentObjects)
        .where(and(eq(testPaymentObjects.kind, 'customer'), sql`${testPaymentObjects.data}->'card'->>'paymentMethodId' = ${id}`))
        .limit(1)
      return row ? cardOf(Customer.parse(row.data).card) : null
    },

    async createPortalSession(input: { customerId: string; returnUrl: string; language: Locale }) {
      const portal = {
        id: newId('bps', 24),
        customerId: input.customerId,
        returnUrl: input.returnUrl,
        language: input.language,
        expiresAt: iso(new Date(clock.now().getTime() + PORTAL_TTL_MS)),
      }
      await put('portal_session', portal, portal.customerId)
      return `${appUrl}/billing/test-portal/${portal.id}`
    },

    async cancelDuplicate(subscriptionId: string) {
      const subscription = await get('subscription', subscriptionId)
      if (!subscription || subscription.status === 'canceled') return
      const now = iso(clock.now())
      const ended: Subscription = { ...subscription, status: 'canceled', canceledAt: now, endedAt: now }
      await put('subscription', ended, ended.customerId)
      if (ended.latestInvoiceId) {
        const invoice = await get('invoice', ended.latestInvoiceId)
        if (invoice?.status === 'paid') await put('invoice', { ...invoice, status: 'refunded' }, invoice.customerId)
      }
      await emit('customer.subscription.deleted', ended)
    },

    async getCheckoutOutcome(sessionId: string): Promise<CheckoutOutcome> {
      const view: TestCheckoutView = await provider.getCheckout(sessionId)
      return view.status === 'complete' ? 'paid' : view.status === 'expired' ? 'expired' : 'pending'
    },

    async deleteCustomer(customerId: string) {
      await db
        .delete(testPaymentObjects)
        .where(and(eq(testPaymentObjects.customerId, customerId), ne(testPaymentObjects.kind, 'invoice')))
      await db.delete(testPaymentObjects).where(and(eq(testPaymentObjects.kind, 'customer'), eq(testPaymentObjects.id, customerId)))
    },

    async changeSubscription(subscriptionId: string, change: SubscriptionChange) {
      const subscription = await get('subscription', subscriptionId)
      if (!subscription || subscription.status === 'canceled') return
      const now = iso(clock.now())
      if (change === 'cancel_now') {
        const ended: Subscription = { ...subscription, status: 'canceled', canceledAt: now, endedAt: now }
        await put('subscription', ended, ended.customerId)
        await emit('customer.subscription.deleted', ended)
        return
      }
      const cancel = change === 'cancel_at_period_end'
      const changed: Subscription = { ...subscription, cancelAtPeriodEnd: cancel, canceledAt: cancel ? now : null }
      await put('subscription', changed, changed.customerId)
      await emit('customer.subscription.updated', changed)
    },

    parseWebhook(): BillingEvent | null {
      throw new WebhookSignatureError('The built-in test-mode provider does not send webhooks over HTTP')
    },

    // The checkout page

    async getCheckout(sessionId: string): Promise<TestCheckoutView> {
      const session = await get('checkout_session', sessionId)
      if (!session) throw new AppError('NOT_FOUND', 404, 'This checkout page does not exist.')
      const isExpired = session.status !== 'complete' && new Date(session.expiresAt).getTime() <= clock.now().getTime()
      return {
        id: session.id,
        email: session.email,
        status: session.status === 'complete' ? 'complete' : isExpired ? 'expired' : 'open',
        amountCents: PRO_PRICE_CENTS,
        currency: CURRENCY,
        cancelUrl: session.cancelUrl,
        successUrl: session.status === 'complete' ? session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) : null,
      }
    },

    /** Pays a checkout session: the subscription and its first invoice, then the events. */
    async payCheckout(sessionId: string, cardInput: TestCardBody): Promise<{ redirectUrl: string }> {
      const view = await provider.getCheckout(sessionId)
      if (view.status === 'complete' && view.successUrl) return { redirectUrl: view.successUrl }
      if (view.status === 'expired') throw new AppError('NOT_FOUND', 410, 'This checkout page has expired. Please start again.')
      const card = chargeableCard(cardInput)

      // Only one request moves the session from open to processing: a double click pays once.
      const claimed = await db
        .update(testPaymentObjects)
        .set({ data: sql`jsonb_set(${testPaymentObjects.data}, '{status}', '"processing"')`, updatedAt: clock.now() })
        .where(and(eq(testPaymentObjects.id, sessionId), sql`${testPaymentObjects.data}->>'status' = 'open'`))
        .returning({ id: testPaymentObjects.id })
      const session = (await get('checkout_session', sessionId))!
      const successUrl = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id)
      if (claimed.length === 0) return { redirectUrl: successUrl }

      const now = clock.now()
      const customer = await get('customer', session.customerId)
      await put('customer', { id: session.customerId, email: customer?.email ?? session.email, card }, session.customerId)
      const subscription: Subscription = {
        id: newId('sub'),
        customerId: session.customerId,
        status: 'active',
        currentPeriodStart: iso(now),
        currentPeriodEnd: iso(new Date(now.getTime() + PERIOD_MS)),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        card,
        failedSince: null,
        latestInvoiceId: null,
      }
      const invoice = await createInvoice(subscription, session.email, card, true)
      const live: Subscription = { ...subscription, latestInvoiceId: invoice.id }
      await put('subscription', live, live.customerId)
      const completed: CheckoutSession = { ...session, status: 'complete', subscriptionId: live.id }
      await put('checkout_session', completed, completed.customerId)
      await emit('invoice.paid', invoice)
      await emit('checkout.session.completed', completed)
      return { redirectUrl: successUrl }
    },

    // The customer portal

    getPortal: portalView,

    async setCancelAtPeriodEnd(portalId: string, cancel: boolean): Promise<TestPortalView> {
      const portal = await portalOf(portalId)
      const subscription = await liveSubscription(portal.customerId)
      if (!subscription) throw new AppError('NOT_FOUND', 404, 'There is no active subscription to change.')
      const updated: Subscription = {
        ...subscription,
        cancelAtPeriodEnd: cancel,
        canceledAt: cancel ? iso(clock.now()) : null,
      }
      await put('subscription', updated, updated.customerId)
      await emit('customer.subscription.updated', updated)
      return portalView(portalId)
    },

    /** A new card for the subscription; a past-due invoice is paid with it at once. */
    async updatePaymentMethod(portalId: string, cardInput: TestCardBody): Promise<TestPortalView> {
      const portal = await portalOf(portalId)
      const card = chargeableCard(cardInput)
      const customer = await get('customer', portal.customerId)
      if (customer) await put('customer', { ...customer, card }, customer.id)
      const subscription = await liveSubscription(portal.customerId)
      if (subscription) {
        let updated: Subscription = { ...subscription, card }
        const open = subscription.latestInvoiceId ? await get('invoice', subscription.latestInvoiceId) : null
        if (subscription.status === 'past_due' && open?.status === 'open' && !card.failsOnRenewal) {
          const paid: TestInvoice = { ...open, status: 'paid', paidAt: iso(clock.now()), card }
          await put('invoice', paid, paid.customerId)
          updated = { ...updated, status: 'active', failedSince: null }
          await put('subscription', updated, updated.customerId)
          await emit('invoice.paid', paid)
        } else {
          await put('subscription', updated, updated.customerId)
        }
        await emit('customer.subscription.updated', updated)
      }
      return portalView(portalId)
    },

    async getPortalInvoice(portalId: string, invoiceId: string): Promise<{ invoice: TestInvoice; language: Locale }> {
      const portal = await portalOf(portalId)
      const invoice = await get('invoice', invoiceId)
      if (!invoice || invoice.customerId !== portal.customerId) throw new AppError('NOT_FOUND', 404, 'This invoice does not exist.')
      return { invoice, language: isLocale(portal.language) ? portal.language : DEFAULT_LOCALE }
    },

    getInvoice: (invoiceId: string) => get('invoice', invoiceId),

    /** Renews, fails or ends every subscription whose period is over (a timer; tests call it after moving the clock). */
    async runRenewals(): Promise<void> {
      const now = clock.now()
      for (const subscription of await list('subscription')) {
        let current: Subscription | null = subscription
        // A clock moved by months renews once per period, as Stripe would have.
        while (current && (await renewOnce(current, now))) current = await get('subscription', current.id)
      }
    },
  } satisfies PaymentProvider & Record<string, unknown>

  return provider
}
