import { and, desc, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type {
  BillingGenericReply,
  BillingOverview,
  CheckoutOutcomeReply,
  CreateSubscriptionReply,
  CustomerPortalReply,
  FindCustomerReply,
  InvoiceSummary,
  TestCardBody,
} from '#shared/api/billing'
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { LOGIN_TOKEN_TTL_MS, MS } from '#shared/limits'
import { CURRENCY, PRO_PRICE_EUR } from '#shared/plans'
import type { Clock } from '#server/clock'
import { type Config, operatorAddressLines } from '#server/config'
import type { Db } from '#server/db/client'
import {
  billingCustomers,
  billingEvents,
  billingPortalLinks,
  checkoutSessions,
  invoices,
  subscriptionKeepLinks,
  subscriptions,
  users,
} from '#server/db/schema'
import { AppError } from '#server/errors'
import type { Mailer } from '#server/mail/mailer'
import type { MailKind } from '#server/mail/mail-messages'
import { formatMailDate, mailOperatorOf, renderMail } from '#server/mail/render-mail'
import { renderInvoiceHtml } from '#server/payments/invoice-document'
import {
  type BillingEvent,
  type InvoiceSnapshot,
  type PaymentProvider,
  type SubscriptionSnapshot,
  WebhookSignatureError,
} from '#server/payments/payment-provider'
import type { TestModeProvider } from '#server/payments/test-mode-provider'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { accountStatusOf } from '#server/plans/account-status'
import type { AfterReply } from '#server/jobs/after-reply'
import type { MailQueue } from '#server/mail/mail-queue'
import type { AuthService, RequestMeta, UserRow } from '../auth/auth.service'
import { contract } from '#shared/api/contract'
import { routeUrl } from '#shared/api/route'

// Billing: docs/spec/2-calls.md §7 "Subscription and payment" and docs/spec/3-decisions.md "Billing". Nothing here tells a
// caller whether an address is a customer; another person's billing is only ever e-mailed to them.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type SubscriptionRow = typeof subscriptions.$inferSelect

export interface BillingLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export const PAYMENT_LINK_SENT = 'If this address can be used, we have e-mailed a payment link. Please check your inbox.'
export const PORTAL_LINK_SENT =
  'If this address has a subscription, we have e-mailed a link to manage it. Please check your inbox.'
export const TOKEN_SENT = 'If this address has an active Pro subscription, a new Pro token is on its way. Please check your inbox.'
export const NO_SUBSCRIPTION = 'No active subscription found for this email address.'
export const CANCELLATION_RECEIVED = 'Your cancellation has been received. A confirmation is on its way to this address.'
export const SUBSCRIPTION_KEPT = 'Your subscription continues. Nothing was cancelled.'

/** The test-mode provider's renewals run on this timer (Stripe renews on its own). */
export const BILLING_JOB_INTERVAL_MS = MS.minute
/** An open checkout is reused for a double submit while it has at least this long to live. */
const REUSE_CHECKOUT_MIN_LEFT_MS = MS.hour
const PORTAL_LINK_TTL_MS = LOGIN_TOKEN_TTL_MS
const LIVE_STATUSES = ['active', 'trialing', 'past_due']
// Any number apart from the background jobs' 740_30x: one lock per address, hashed into this range.
const CHECKOUT_LOCK_BASE = 740_500_000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a.getTime() >= b.getTime() ? a : b)

/** Access a subscription grants: a live one its current period, otherwise what was paid; never past its end. */
export function accessEndOf(row: Pick<SubscriptionRow, 'status' | 'endedAt' | 'paidThrough' | 'currentPeriodEnd'>): Date | null {
  const isLive = (row.status === 'active' || row.status === 'trialing') && !row.endedAt
  const end = isLive ? later(row.paidThrough, row.currentPeriodEnd) : row.paidThrough
  if (end && row.endedAt && row.endedAt.getTime() < end.getTime()) return row.endedAt
  return end
}

export type BillingService = ReturnType<typeof createBillingService>

export function createBillingService(deps: {
  db: Db
  clock: Clock
  config: Config
  payments: PaymentProvider
  auth: AuthService
  mailer: Mailer
  printer: PdfPrinter
  log: BillingLog
  /** Runs `work` under a cross-replica lock (PostgreSQL advisory lock); PGlite needs none. */
  withLock?: <T>(lockId: number, work: () => Promise<T>) => Promise<T | undefined>
  /** The mail work of the e-mail calls, done after their (identical) answer has left. */
  afterReply: AfterReply
  mailQueue: MailQueue
}) {
  const { db, clock, config, payments, auth, mailer, printer, log, afterReply, mailQueue } = deps
  const provider = payments.name
  const testMode = payments.name === 'test' ? (payments as TestModeProvider) : null

  // Double submits from one browser land on one replica: a promise chain per address serialises them;
  // the advisory lock covers the rare case of two replicas.
  const chains = new Map<string, Promise<unknown>>()
  async function serialise<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lockId = CHECKOUT_LOCK_BASE + (createHash('sha256').update(key).digest().readUInt32BE(0) % 1_000_000)
    const locked = async (): Promise<T> => (deps.withLock ? ((await deps.withLock(lockId, work)) as T) : work())
    const previous = chains.get(key) ?? Promise.resolve()
    const run = previous.then(locked, locked)
    const tail = run.catch(() => undefined)
    chains.set(key, tail)
    try {
      return await run
    } finally {
      if (chains.get(key) === tail) chains.delete(key)
    }
  }

  function formatPrice(locale: Locale): string {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: CURRENCY }).format(PRO_PRICE_EUR)
  }

  function languageOf(user: UserRow | undefined, requested: Locale | undefined): Locale {
    return requested ?? (user && isLocale(user.language) ? user.language : DEFAULT_LOCALE)
  }

  async function sendLinkMail(to: string, kind: MailKind, link: string, locale: Locale, values: Record<string, string | number>) {
    await mailer.send({ to, content: renderMail({ kind, locale, link, values, operator: mailOperatorOf(config) }), link })
  }

  async function customerIdOf(userId: string): Promise<string | null> {
    const [row] = await db
      .select({ customerId: billingCustomers.customerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
      .limit(1)
    return row?.customerId ?? null
  }

  async function subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
    return db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, provider)))
      .orderBy(desc(subscriptions.createdAt))
  }

  function isLive(row: SubscriptionRow): boolean {
    return LIVE_STATUSES.includes(row.status) && !row.endedAt
  }

  /** E-mails the owner a link that opens the provider's portal without signing in (24 h). */
  async function mailPortalLink(user: UserRow, language: Locale | undefined): Promise<void> {
    const token = randomBytes(32).toString('base64url')
    const now = clock.now()
    await db
      .insert(billingPortalLinks)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(now.getTime() + PORTAL_LINK_TTL_MS), createdAt: now })
    await sendLinkMail(user.email, 'portalLink', `${config.appUrl}${routeUrl(contract.billing.openPortalFromLink, { query: { token } })}`, languageOf(user, language), {
      hours: PORTAL_LINK_TTL_MS / MS.hour,
    })
  }

  async function portalUrlFor(customerId: string, language: Locale): Promise<string> {
    return payments.createPortalSession({ customerId, returnUrl: `${config.appUrl}/settings`, language })
  }

  async function resumeRows(rows: SubscriptionRow[]): Promise<void> {
    const now = clock.now()
    for (const row of rows) {
      await payments.changeSubscription(row.providerSubscriptionId, 'resume')
      await db.update(subscriptions).set({ cancelAtPeriodEnd: false, canceledAt: null, updatedAt: now }).where(eq(subscriptions.id, row.id))
    }
  }

  /** The cancellation, after the answer: idempotent per contract, one mail per declaration that changed something. */
  async function applyCancellation(email: string, language: Locale | undefined): Promise<void> {
    const user = await auth.findUser(email)
    const live = user ? (await subscriptionsOf(user.id)).filter(isLive) : []
    const locale = languageOf(user, language)
    const now = clock.now()
    if (user && live.length > 0) {
      const toCancel = live.filter((row) => !row.cancelAtPeriodEnd)
      // Declared before: the contract ends as confirmed then; no second mail.
      if (toCancel.length === 0) return
      for (const row of toCancel) {
        await payments.changeSubscription(row.providerSubscriptionId, 'cancel_at_period_end')
        await db.update(subscriptions).set({ cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now }).where(eq(subscriptions.id, row.id))
      }
      const ends = live.map(accessEndOf).reduce<Date | null>(later, null) ?? now
      const token = randomBytes(32).toString('base64url')
      await db.insert(subscriptionKeepLinks).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: ends, createdAt: now })
      await sendLinkMail(email, 'contractCancelled', `${config.appUrl}/subscription?keep=${token}`, locale, {
        date: formatMailDate(now, locale),
        until: formatMailDate(ends, locale),
      })
      return
    }
    // No contract: at most one reply a day, so that the page cannot be used to flood an address.
    if (await auth.isFirstIn(`cancel-nothing:${hashToken(email)}`, MS.day)) {
      await sendLinkMail(email, 'contractNothingToCancel', `${config.appUrl}/`, locale, {
        date: formatMailDate(now, locale),
        support: config.SUPPORT_EMAIL,
      })
    }
  }

  // Events

  /** The account behind a provider customer: a known link, or the payer of our checkout (created on first payment). */
  async function resolveUserId(customerId: string): Promise<string | null> {
    const [known] = await db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)))
      .limit(1)
    if (known) return known.userId
    const [checkout] = await db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.customerId, customerId)))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(1)
    if (!checkout) return null
    const now = clock.now()
    // A payer without an account gets one now: no trial, Pro from the payment on.
    await db
      .insert(users)
      .values({ email: checkout.email, plan: 'pro', language: checkout.language, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: users.email })
    const user = await auth.findUser(checkout.email)
    if (!user) return null
    await db.insert(billingCustomers).values({ provider, customerId, userId: user.id, createdAt: now }).onConflictDoNothing()
    return user.id
  }

  async function upsertSubscription(
    tx: Tx,
    userId: string,
    snapshot: SubscriptionSnapshot,
    eventCreated: Date,
  ): Promise<SubscriptionRow> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, snapshot.id)))
      .limit(1)
    const now = clock.now()
    const state = {
      status: snapshot.status,
      currentPeriodStart: snapshot.currentPeriodStart,
      currentPeriodEnd: snapshot.currentPeriodEnd,
      cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
      canceledAt: snapshot.canceledAt,
      endedAt: snapshot.endedAt,
      lastEventAt: eventCreated,
      updatedAt: now,
    }
    const card = snapshot.paymentMethod
      ? { paymentMethodId: snapshot.paymentMethodId, paymentMethodBrand: snapshot.paymentMethod.brand, paymentMethodLast4: snapshot.paymentMethod.last4 }
      : {}
    if (!row) {
      const [created] = await tx
        .insert(subscriptions)
        .values({ userId, provider, providerSubscriptionId: snapshot.id, customerId: snapshot.customerId, ...state, ...card, createdAt: now })
        .returning()
      return created!
    }
    // Late deliveries: an event older than the newest one applied changes nothing, and an ended
    // subscription never comes back to life.
    const isStale = row.lastEventAt !== null && eventCreated.getTime() < row.lastEventAt.getTime()
    const isResurrection = row.status === 'canceled' && snapshot.status !== 'canceled'
    if (isStale || isResurrection) {
      if (!row.paymentMethodBrand && snapshot.paymentMethod) {
        const [filled] = await tx.update(subscriptions).set(card).where(eq(subscriptions.id, row.id)).returning()
        return filled!
      }
      return row
    }
    const [updated] = await tx.update(subscriptions).set({ ...state, ...card }).where(eq(subscriptions.id, row.id)).returning()
    return updated!
  }

  /** Invoice events may arrive before any subscription event: they create the row from what they know. */
  async function subscriptionForInvoice(tx: Tx, userId: string, invoice: InvoiceSnapshot): Promise<SubscriptionRow | null> {
    if (!invoice.subscriptionId) return null
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, invoice.subscriptionId)))
      .limit(1)
    if (row) return row
    const now = clock.now()
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId,
        provider,
        providerSubscriptionId: invoice.subscriptionId,
        customerId: invoice.customerId,
        status: invoice.status === 'paid' ? 'active' : 'incomplete',
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        // No subscription event seen yet: the first one, whatever its time, is applied.
        lastEventAt: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return created!
  }

  /** Stores the provider's invoice; returns its id when this call is the one that saw it paid first. */
  async function upsertInvoice(tx: Tx, userId: string, invoice: InvoiceSnapshot): Promise<string | null> {
    const values = {
      userId,
      provider,
      providerInvoiceId: invoice.id,
      providerSubscriptionId: invoice.subscriptionId,
      number: invoice.number,
      status: invoice.status,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      pdfUrl: invoice.pdfUrl,
      issuedAt: invoice.issuedAt,
      paidAt: invoice.paidAt,
      createdAt: clock.now(),
    }
    const [existing] = await tx
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.provider, provider), eq(invoices.providerInvoiceId, invoice.id)))
      .limit(1)
    if (!existing) {
      const [inserted] = await tx.insert(invoices).values(values).onConflictDoNothing().returning({ id: invoices.id })
      return inserted && invoice.status === 'paid' ? inserted.id : null
    }
    // A late "payment failed" never turns a paid invoice back into an open one.
    if (existing.status === 'paid' && invoice.status === 'open') return null
    const { createdAt: _createdAt, ...changes } = values
    // Only the update that turns the invoice paid reports it (two events racing: one of them).
    const [changed] = await tx
      .update(invoices)
      .set(changes)
      .where(and(eq(invoices.id, existing.id), ne(invoices.status, 'paid')))
      .returning({ id: invoices.id, status: invoices.status })
    if (!changed && existing.status === 'paid') await tx.update(invoices).set(changes).where(eq(invoices.id, existing.id))
    return changed?.status === 'paid' ? changed.id : null
  }

  async function markPaid(tx: Tx, row: SubscriptionRow, periodEnd: Date | null, eventCreated: Date): Promise<SubscriptionRow> {
    const paidThrough = later(row.paidThrough, periodEnd)
    const isCurrentPeriod = periodEnd !== null && (!row.currentPeriodEnd || periodEnd.getTime() >= row.currentPeriodEnd.getTime())
    const isNewest = !row.lastEventAt || eventCreated.getTime() >= row.lastEventAt.getTime()
    const recovers = ['past_due', 'incomplete', 'unpaid'].includes(row.status) && isCurrentPeriod && isNewest
    const [updated] = await tx
      .update(subscriptions)
      .set({
        paidThrough,
        ...(recovers ? { status: 'active', lastEventAt: eventCreated } : {}),
        ...(isCurrentPeriod && periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(subscriptions.id, row.id))
      .returning()
    return updated!
  }

  async function markFailed(tx: Tx, row: SubscriptionRow, invoice: InvoiceSnapshot, eventCreated: Date): Promise<void> {
    const isUnpaidPeriod = invoice.periodEnd !== null && (!row.paidThrough || invoice.periodEnd.getTime() > row.paidThrough.getTime())
    const isNewest = !row.lastEventAt || eventCreated.getTime() >= row.lastEventAt.getTime()
    if (row.status === 'active' && isUnpaidPeriod && isNewest) {
      await tx
        .update(subscriptions)
        .set({ status: 'past_due', lastEventAt: eventCreated, updatedAt: clock.now() })
        .where(eq(subscriptions.id, row.id))
    }
  }

  /** users.pro_until follows the subscriptions: the one plan guard reads only that column. */
  async function syncProUntil(tx: Tx, userId: string): Promise<void> {
    const rows = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId))
    const proUntil = rows.map(accessEndOf).reduce<Date | null>(later, null)
    await tx
      .update(users)
      .set({ proUntil, ...(proUntil ? { plan: 'pro' as const } : {}), updatedAt: clock.now() })
      .where(eq(users.id, userId))
  }

  /**
   * The order confirmation (§ 312f BGB: the contract on a durable medium — product, price, term,
   * how to cancel, the terms) with the first paid invoice of a subscription; the invoice mail with
   * each renewal. Sent once per invoice: only the update that turned it paid asks for it.
   */
  async function mailPaidInvoice(invoiceId: string): Promise<void> {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1)
    if (!invoice?.userId) return
    const [user] = await db.select().from(users).where(eq(users.id, invoice.userId)).limit(1)
    if (!user) return
    const paidBefore = invoice.providerSubscriptionId
      ? await db
          .select({ id: invoices.id })
          .from(invoices)
          .where(and(eq(invoices.providerSubscriptionId, invoice.providerSubscriptionId), eq(invoices.status, 'paid'), ne(invoices.id, invoice.id)))
          .limit(1)
      : []
    const locale = languageOf(user, undefined)
    const amount = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: invoice.currency.toUpperCase() }).format(invoice.amountCents / 100)
    const issued = invoice.paidAt ?? invoice.issuedAt ?? clock.now()
    await sendLinkMail(user.email, paidBefore.length === 0 ? 'orderConfirmation' : 'invoicePaid', `${config.appUrl}/subscription`, locale, {
      number: invoice.number ?? invoice.providerInvoiceId,
      amount,
      date: formatMailDate(issued, locale),
      start: formatMailDate(invoice.periodStart ?? issued, locale),
      until: invoice.periodEnd ? formatMailDate(invoice.periodEnd, locale) : '—',
      price: formatPrice(locale),
      vat: new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 }).format(config.VAT_RATE_PERCENT),
      cancelUrl: `${config.appUrl}/cancel`,
      termsUrl: `${config.appUrl}/terms`,
    })
  }

  interface Effects {
    userId: string
    mailProToken: boolean
    duplicateSubscriptionId: string | null
    /** Invoices this event turned paid: each gets its mail (order confirmation, or invoice of a renewal). */
    paidInvoiceIds: string[]
  }

  async function applyEvent(tx: Tx, event: BillingEvent, userId: string, fetched: Awaited<ReturnType<PaymentProvider['getSubscription']>> | null): Promise<Effects> {
    const effects: Effects = { userId, mailProToken: false, duplicateSubscriptionId: null, paidInvoiceIds: [] }
    const noteInvoice = (paidId: string | null) => {
      if (paidId) effects.paidInvoiceIds.push(paidId)
    }
    let touched: SubscriptionRow | null = null

    switch (event.type) {
      case 'checkout.session.completed': {
        await tx
          .update(checkoutSessions)
          .set({ status: 'complete' })
          .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, event.session.id)))
        if (!fetched) break
        touched = await upsertSubscription(tx, userId, fetched.subscription, event.created)
        if (fetched.latestInvoice) noteInvoice(await upsertInvoice(tx, userId, fetched.latestInvoice))
        if (event.session.isPaid) {
          const paidPeriodEnd =
            fetched.latestInvoice?.status === 'paid' ? fetched.latestInvoice.periodEnd : fetched.subscription.currentPeriodEnd
          touched = await markPaid(tx, touched, paidPeriodEnd, event.created)
        }
        const others = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), ne(subscriptions.id, touched.id), inArray(subscriptions.status, LIVE_STATUSES), isNull(subscriptions.endedAt)))
        // One account, one subscription: a second checkout paid while one runs is undone and refunded.
        if (others.some((other) => !other.cancelAtPeriodEnd)) effects.duplicateSubscriptionId = touched.providerSubscriptionId
        break
      }
      case 'invoice.paid': {
        const row = await subscriptionForInvoice(tx, userId, event.invoice)
        noteInvoice(await upsertInvoice(tx, userId, event.invoice))
        if (row) touched = await markPaid(tx, row, event.invoice.periodEnd, event.created)
        break
      }
      case 'invoice.payment_failed': {
        const row = await subscriptionForInvoice(tx, userId, event.invoice)
        noteInvoice(await upsertInvoice(tx, userId, event.invoice))
        if (row) await markFailed(tx, row, event.invoice, event.created)
        break
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        // A deleted subscription has ended, whatever else the payload says.
        const snapshot =
          event.type === 'customer.subscription.deleted'
            ? { ...event.subscription, status: 'canceled', endedAt: event.subscription.endedAt ?? event.created }
            : event.subscription
        touched = await upsertSubscription(tx, userId, snapshot, event.created)
        break
      }
    }

    if (touched && !touched.proTokenMailedAt && touched.paidThrough && touched.paidThrough.getTime() > clock.now().getTime()) {
      await tx.update(subscriptions).set({ proTokenMailedAt: clock.now() }).where(eq(subscriptions.id, touched.id))
      effects.mailProToken = true
    }
    await syncProUntil(tx, userId)
    return effects
  }

  /**
   * Applies one provider event once (by event id), tolerant of late delivery. Provider calls and mails
   * happen outside the transaction: PGlite runs one transaction at a time.
   */
  async function processEvent(event: BillingEvent): Promise<'processed' | 'duplicate' | 'ignored'> {
    const [seen] = await db
      .select({ id: billingEvents.eventId })
      .from(billingEvents)
      .where(and(eq(billingEvents.provider, provider), eq(billingEvents.eventId, event.id)))
      .limit(1)
    if (seen) return 'duplicate'

    const customerId = 'session' in event ? event.session.customerId : 'invoice' in event ? event.invoice.customerId : event.subscription.customerId
    const userId = await resolveUserId(customerId)
    const record = (tx: Tx | Db) =>
      tx
        .insert(billingEvents)
        .values({ provider, eventId: event.id, type: event.type, eventCreatedAt: event.created, processedAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: billingEvents.eventId })
    if (!userId) {
      log.warn({ eventId: event.id, type: event.type, customerId }, 'billing event for a customer we do not know; acknowledged')
      await record(db)
      return 'ignored'
    }

    let fetched: Awaited<ReturnType<PaymentProvider['getSubscription']>> | null = null
    if (event.type === 'checkout.session.completed' && event.session.subscriptionId) {
      fetched = await payments.getSubscription(event.session.subscriptionId)
    }
    if ((event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted') && !event.subscription.paymentMethod && event.subscription.paymentMethodId) {
      const [stored] = await db
        .select({ paymentMethodId: subscriptions.paymentMethodId })
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, event.subscription.id)))
        .limit(1)
      if (stored?.paymentMethodId !== event.subscription.paymentMethodId) {
        event.subscription.paymentMethod = await payments.getPaymentMethod(event.subscription.paymentMethodId)
      }
    }

    const effects = await db.transaction(async (tx) => {
      const inserted = await record(tx)
      // Two deliveries racing: the second one finds the event recorded and does nothing.
      if (inserted.length === 0) return null
      return applyEvent(tx, event, userId, fetched)
    })
    if (!effects) return 'duplicate'

    if (effects.duplicateSubscriptionId) {
      log.warn({ userId, subscription: effects.duplicateSubscriptionId }, 'second subscription for one account: cancelled and refunded')
      await payments.cancelDuplicate(effects.duplicateSubscriptionId)
      const duplicateId = effects.duplicateSubscriptionId
      // Applied now rather than when the provider's deletion event arrives, so Pro is never extended by it.
      await db.transaction(async (tx) => {
        const now = clock.now()
        await tx
          .update(subscriptions)
          .set({ status: 'canceled', canceledAt: now, endedAt: now, paidThrough: now, updatedAt: now })
          .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, duplicateId)))
        await tx
          .update(invoices)
          .set({ status: 'refunded' })
          .where(and(eq(invoices.provider, provider), eq(invoices.providerSubscriptionId, duplicateId), eq(invoices.status, 'paid')))
        await syncProUntil(tx, effects.userId)
      })
    }
    if (effects.mailProToken) {
      const [user] = await db.select().from(users).where(eq(users.id, effects.userId)).limit(1)
      if (user) await auth.mailToken(user, 'proToken', 'pro')
    }
    for (const invoiceId of effects.paidInvoiceIds) await mailPaidInvoice(invoiceId)
    return 'processed'
  }

  if (payments.setEventHandler) {
    payments.setEventHandler(async (event) => {
      await processEvent(event)
    })
  }

  function invoiceSummary(row: typeof invoices.$inferSelect): InvoiceSummary {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      issuedAt: row.issuedAt.toISOString(),
      periodStart: row.periodStart?.toISOString() ?? null,
      periodEnd: row.periodEnd?.toISOString() ?? null,
      pdfUrl: row.pdfUrl ?? (row.provider === 'test' ? routeUrl(contract.billing.invoicePdf, { params: { invoiceId: row.id } }) : null),
    }
  }

  async function renderTestInvoice(invoiceId: string, locale: Locale): Promise<{ data: Buffer; filename: string } | null> {
    const invoice = await testMode?.getInvoice(invoiceId)
    if (!invoice) return null
    const data = await printer.printPdf(renderInvoiceHtml(invoice, locale, {
      name: config.OPERATOR_NAME ?? null,
      addressLines: operatorAddressLines(config),
      email: config.OPERATOR_EMAIL ?? config.SUPPORT_EMAIL,
      vatId: config.OPERATOR_VAT_ID ?? null,
      vatRatePercent: config.VAT_RATE_PERCENT,
    }))
    return { data, filename: `ApplyKit-invoice-${invoice.number}.pdf` }
  }

  // The e-mail calls below store a request; the mail queue's worker does this work (mail-queue.ts).
  mailQueue.register('payment-link', async (email, language) => {
    const user = await auth.findUser(email)
    const hasLive = user ? (await subscriptionsOf(user.id)).some((row) => isLive(row) && !row.cancelAtPeriodEnd) : false
    if (user && hasLive) {
      await mailPortalLink(user, language)
    } else {
      const locale = languageOf(user, language)
      const link = `${config.appUrl}/checkout?type=pro&email=${encodeURIComponent(email)}`
      await sendLinkMail(email, 'paymentLink', link, locale, { price: formatPrice(locale) })
    }
  })
  mailQueue.register('portal-link', async (email, language) => {
    const user = await auth.findUser(email)
    if (user && (await customerIdOf(user.id)) && (await subscriptionsOf(user.id)).length > 0) await mailPortalLink(user, language)
  })
  mailQueue.register('pro-token', async (email, language) => {
    const user = await auth.findUser(email)
    if (user && accountStatusOf(user, clock.now(), 'on').isPro) await auth.mailToken(user, 'proToken', 'pro', language)
  })
  mailQueue.register('cancel', (email, language) => serialise(`cancel:${email}`, () => applyCancellation(email, language)))

  return {
    provider,
    label: payments.label,
    processEvent,

    /** POST /api/create-subscription: a checkout for the address; a double submit gets the same one. */
    async createSubscription(email: string, language: Locale, meta: RequestMeta): Promise<CreateSubscriptionReply> {
      await auth.limitMailRequest(email, meta)
      return serialise(`checkout:${email}`, async () => {
        const now = clock.now()
        const [open] = await db
          .select({ url: checkoutSessions.url })
          .from(checkoutSessions)
          .where(
            and(
              eq(checkoutSessions.provider, provider),
              eq(checkoutSessions.email, email),
              eq(checkoutSessions.status, 'open'),
              gt(checkoutSessions.expiresAt, new Date(now.getTime() + REUSE_CHECKOUT_MIN_LEFT_MS)),
            ),
          )
          .orderBy(desc(checkoutSessions.createdAt))
          .limit(1)
        if (open) return { sessionUrl: open.url }

        const user = await auth.findUser(email)
        let customerId = user ? await customerIdOf(user.id) : null
        if (!customerId) {
          const [earlier] = await db
            .select({ customerId: checkoutSessions.customerId })
            .from(checkoutSessions)
            .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.email, email)))
            .orderBy(desc(checkoutSessions.createdAt))
            .limit(1)
          customerId = earlier?.customerId ?? (await payments.createCustomer({ email, userId: user?.id ?? null }))
          if (user) {
            await db.insert(billingCustomers).values({ provider, customerId, userId: user.id, createdAt: now }).onConflictDoNothing()
          }
        }
        const session = await payments.createCheckoutSession({
          customerId,
          email,
          language,
          successUrl: `${config.appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.appUrl}/checkout?type=pro&canceled=1`,
        })
        await db.insert(checkoutSessions).values({
          provider,
          providerSessionId: session.id,
          customerId,
          email,
          language,
          url: session.url,
          expiresAt: session.expiresAt,
          createdAt: now,
        })
        return { sessionUrl: session.url }
      })
    },

    /** POST /api/payment/request-link: a payment link, or for a running subscriber the portal link. */
    async requestPaymentLink(email: string, language: Locale | undefined, meta: RequestMeta): Promise<BillingGenericReply> {
      await auth.limitMailRequest(email, meta)
      await mailQueue.enqueue('payment-link', email, language)
      return { success: true, message: PAYMENT_LINK_SENT }
    },

    /** POST /api/stripe/customers: the owner's own customer; anyone else the generic answer (and a mail). */
    async findCustomer(email: string, caller: UserRow | null, language: Locale | undefined, meta: RequestMeta): Promise<FindCustomerReply> {
      if (caller && caller.email === email) {
        const customerId = await customerIdOf(caller.id)
        const hasSubscription = (await subscriptionsOf(caller.id)).length > 0
        return customerId && hasSubscription
          ? { success: true, data: [{ id: customerId }], delivery: 'portal', message: 'Opening your subscription.' }
          : { success: true, data: [], delivery: 'portal', message: NO_SUBSCRIPTION }
      }
      await auth.limitMailRequest(email, meta)
      await mailQueue.enqueue('portal-link', email, language)
      return { success: true, data: [], delivery: 'email', message: PORTAL_LINK_SENT }
    },

    /** POST /api/customer-portal: the portal URL for the signed-in owner; otherwise the link goes by mail. */
    async openCustomerPortal(customerId: string, caller: UserRow | null, language: Locale | undefined, meta: RequestMeta): Promise<CustomerPortalReply> {
      const [link] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(and(eq(billingCustomers.provider, provider), eq(billingCustomers.customerId, customerId)))
        .limit(1)
      if (caller && link?.userId === caller.id) {
        return { success: true, url: await portalUrlFor(customerId, languageOf(caller, language)), message: 'Opening your subscription.' }
      }
      const [owner] = link ? await db.select().from(users).where(eq(users.id, link.userId)).limit(1) : []
      await auth.limitMailRequest(owner?.email ?? `customer:${customerId}`, meta)
      if (owner) afterReply.run('portal link mail', () => mailPortalLink(owner, undefined))
      return { success: true, url: null, message: PORTAL_LINK_SENT }
    },

    /** GET /api/billing/portal?token=…: the e-mailed link; a fresh portal session each time it is opened. */
    async openPortalFromLink(token: string): Promise<string> {
      const expired = `${config.appUrl}/subscription?link=expired`
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return expired
      const [link] = await db.select().from(billingPortalLinks).where(eq(billingPortalLinks.tokenHash, hashToken(token))).limit(1)
      if (!link || link.expiresAt.getTime() <= clock.now().getTime()) return expired
      const customerId = await customerIdOf(link.userId)
      const [user] = await db.select().from(users).where(eq(users.id, link.userId)).limit(1)
      if (!customerId || !user) return expired
      return portalUrlFor(customerId, languageOf(user, undefined))
    },

    /** POST /api/generate-token-for-customer: a Pro login token for a paying customer; the same answer for anyone. */
    async generateTokenForCustomer(email: string, language: Locale | undefined, meta: RequestMeta): Promise<BillingGenericReply> {
      await auth.limitMailRequest(email, meta)
      await mailQueue.enqueue('pro-token', email, language)
      return { success: true, message: TOKEN_SENT }
    },

    /**
     * POST /api/contract/cancel: the cancellation page of every footer (§ 312k BGB), no sign-in. The
     * answer leaves before anything is looked up, the same for every address (who subscribes is
     * nobody's business); the declaration then takes effect at the end of the paid period and the
     * address's owner gets one confirmation with a "keep my subscription" link, so that a stranger's
     * cancellation cannot go unnoticed (docs/decisions/cancellation-312k.md).
     */
    async cancelContract(email: string, language: Locale | undefined, meta: RequestMeta): Promise<BillingGenericReply> {
      await auth.limitCancellation(email, meta)
      await mailQueue.enqueue('cancel', email, language)
      return { success: true, message: CANCELLATION_RECEIVED }
    },

    /** POST /api/billing/keep: the confirmation's "I did not cancel" link takes the cancellation back. */
    async keepSubscription(token: string): Promise<BillingGenericReply> {
      const invalid = new AppError('KEEP_LINK_INVALID', 400, 'This link is not valid or has expired. Sign in to resume your subscription in Settings.')
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalid
      const [link] = await db.select().from(subscriptionKeepLinks).where(eq(subscriptionKeepLinks.tokenHash, hashToken(token))).limit(1)
      if (!link || link.expiresAt.getTime() <= clock.now().getTime()) throw invalid
      // A second click (or a mail client that opened the page twice) changes nothing and says the same.
      if (!link.usedAt) {
        const rows = (await subscriptionsOf(link.userId)).filter((row) => isLive(row) && row.cancelAtPeriodEnd)
        if (rows.length === 0) throw new AppError('NOTHING_TO_KEEP', 409, 'This subscription has already ended. You can subscribe again on the Pro page.')
        await resumeRows(rows)
        await db.update(subscriptionKeepLinks).set({ usedAt: clock.now() }).where(eq(subscriptionKeepLinks.tokenHash, link.tokenHash))
      }
      return { success: true, message: SUBSCRIPTION_KEPT }
    },

    /**
     * GET /api/billing/checkout-outcome?session_id=…: the real result of a checkout this server opened,
     * from the provider; any other id is 'unknown' (the page is no oracle for other people's payments).
     */
    async checkoutOutcome(sessionId: string): Promise<CheckoutOutcomeReply> {
      const [ours] = await db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, sessionId)))
        .limit(1)
      if (!ours) return { outcome: 'unknown' }
      return { outcome: await payments.getCheckoutOutcome(sessionId) }
    },

    /** POST /api/billing/resume: takes a cancellation back while the paid period runs. */
    async resumeSubscription(user: UserRow): Promise<BillingOverview> {
      const rows = (await subscriptionsOf(user.id)).filter((row) => isLive(row) && row.cancelAtPeriodEnd)
      if (rows.length === 0) throw new AppError('NOT_FOUND', 404, 'There is no cancelled subscription to resume.')
      await resumeRows(rows)
      return this.overview(user)
    },

    /**
     * Account deletion: every running subscription ends now (no refund: the person chose to leave), and
     * the invoices are detached from the account but kept, with the address they were billed to.
     */
    async releaseAccount(user: UserRow): Promise<{ subscriptionCancelled: boolean; invoicesKept: number }> {
      const live = (await subscriptionsOf(user.id)).filter(isLive)
      for (const row of live) await payments.changeSubscription(row.providerSubscriptionId, 'cancel_now')
      const customerId = await customerIdOf(user.id)
      if (customerId) await payments.deleteCustomer(customerId)
      const kept = await db
        .update(invoices)
        .set({ billedEmail: user.email })
        .where(eq(invoices.userId, user.id))
        .returning({ id: invoices.id })
      return { subscriptionCancelled: live.length > 0, invoicesKept: kept.length }
    },

    /** The invoices of an account, for its export file. */
    async invoicesOf(userId: string): Promise<InvoiceSummary[]> {
      const rows = await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt))
      return rows.map(invoiceSummary)
    },

    /** GET /api/billing/overview: the settings tab. */
    async overview(user: UserRow): Promise<BillingOverview> {
      const status = accountStatusOf(user, clock.now(), config.PLAN_LIMITS)
      const rows = await subscriptionsOf(user.id)
      const shown = rows.find(isLive) ?? rows[0] ?? null
      const invoiceRows = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, user.id), eq(invoices.provider, provider)))
        .orderBy(desc(invoices.issuedAt))
        .limit(36)
      return {
        accountStatus: status.accountStatus,
        proUntil: user.proUntil?.toISOString() ?? null,
        provider,
        subscription: shown && {
          status: shown.status,
          currentPeriodEnd: (accessEndOf(shown) ?? shown.currentPeriodEnd)?.toISOString() ?? null,
          cancelAtPeriodEnd: shown.cancelAtPeriodEnd,
          renewal: (shown.status === 'active' || shown.status === 'trialing') && !shown.endedAt && !shown.cancelAtPeriodEnd ? 'renews' : 'ends',
          paymentMethod:
            shown.paymentMethodBrand && shown.paymentMethodLast4
              ? { brand: shown.paymentMethodBrand, last4: shown.paymentMethodLast4 }
              : null,
        },
        invoices: invoiceRows.map(invoiceSummary),
      }
    },

    /** GET /api/billing/invoices/:id/pdf: the owner's invoice, the provider's PDF or ours (test mode). */
    async invoicePdf(user: UserRow, invoiceId: string): Promise<{ redirect: string } | { data: Buffer; filename: string }> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, user.id)))
        .limit(1)
      if (!row) throw new AppError('NOT_FOUND', 404, 'This invoice does not exist.')
      if (row.pdfUrl) return { redirect: row.pdfUrl }
      const pdf = row.provider === 'test' ? await renderTestInvoice(row.providerInvoiceId, languageOf(user, undefined)) : null
      if (!pdf) throw new AppError('NOT_FOUND', 404, 'This invoice has no PDF.')
      return pdf
    },

    /** POST /api/stripe/webhook: verified by signature, applied once per event id. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
      let event: BillingEvent | null
      try {
        event = payments.parseWebhook(rawBody, signature)
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          log.warn({ reason: error.message }, 'webhook refused: signature not verified')
          throw new AppError('WEBHOOK_INVALID', 400, `The webhook could not be verified: ${error.message}`)
        }
        throw error
      }
      if (event) await processEvent(event)
      return { received: true }
    },

    /** The billing timer: test-mode renewals (Stripe renews on its own) and spent portal links. */
    async runScheduledWork(): Promise<void> {
      await testMode?.runRenewals()
      await db.delete(billingPortalLinks).where(lt(billingPortalLinks.expiresAt, new Date(clock.now().getTime() - MS.day)))
      await db.delete(subscriptionKeepLinks).where(lt(subscriptionKeepLinks.expiresAt, new Date(clock.now().getTime() - MS.day)))
    },

    /** The built-in test-mode provider's pages; null with Stripe. */
    testMode: testMode && {
      getCheckout: (sessionId: string) => testMode.getCheckout(sessionId),
      payCheckout: (sessionId: string, card: TestCardBody) => testMode.payCheckout(sessionId, card),
      getPortal: (portalId: string) => testMode.getPortal(portalId),
      setCancelAtPeriodEnd: (portalId: string, cancel: boolean) => testMode.setCancelAtPeriodEnd(portalId, cancel),
      updatePaymentMethod: (portalId: string, card: TestCardBody) => testMode.updatePaymentMethod(portalId, card),
      async portalInvoicePdf(portalId: string, invoiceId: string) {
        const { invoice, language } = await testMode.getPortalInvoice(portalId, invoiceId)
        const pdf = await renderTestInvoice(invoice.id, language)
        if (!pdf) throw new AppError('NOT_FOUND', 404, 'This invoice does not exist.')
        return pdf
      },
    },
  }
}
