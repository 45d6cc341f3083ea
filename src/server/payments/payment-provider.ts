import type { BillingProvider, PaymentMethod } from '#shared/api/billing'
import type { Locale } from '#shared/i18n/locales'

// The one interface billing talks to. Stripe (stripe-provider.ts) when STRIPE_SECRET_KEY is set,
// otherwise the built-in test-mode provider (test-mode-provider.ts). Both hand the billing service the
// same normalised events, so one handler applies them.

export interface SubscriptionSnapshot {
  id: string
  customerId: string
  /** The provider's words: active, trialing, past_due, unpaid, canceled, incomplete, … */
  status: string
  currentPeriodStart: Date | null
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
  canceledAt: Date | null
  endedAt: Date | null
  paymentMethodId: string | null
  /** Known when the provider sent the card itself, not only its id. */
  paymentMethod: PaymentMethod | null
}

export type InvoiceStatus = 'paid' | 'open' | 'void' | 'uncollectible' | 'refunded'

export interface InvoiceSnapshot {
  id: string
  customerId: string
  subscriptionId: string | null
  number: string | null
  status: InvoiceStatus
  amountCents: number
  currency: string
  /** The service period the invoice pays for. */
  periodStart: Date | null
  periodEnd: Date | null
  pdfUrl: string | null
  issuedAt: Date
  paidAt: Date | null
}

interface EventBase {
  id: string
  /** When the provider created the event: the order of truth for late deliveries. */
  created: Date
}

export type BillingEvent = EventBase &
  (
    | {
        type: 'checkout.session.completed'
        session: { id: string; customerId: string; subscriptionId: string | null; isPaid: boolean }
      }
    | { type: 'invoice.paid' | 'invoice.payment_failed'; invoice: InvoiceSnapshot }
    | { type: 'customer.subscription.updated' | 'customer.subscription.deleted'; subscription: SubscriptionSnapshot }
  )

/** A webhook whose signature does not verify (answered 400 WEBHOOK_INVALID). */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}

export interface CheckoutInput {
  customerId: string
  email: string
  language: Locale
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces (as Stripe does). */
  successUrl: string
  cancelUrl: string
}

export type CheckoutOutcome = 'paid' | 'pending' | 'expired'

export type SubscriptionChange = 'cancel_at_period_end' | 'resume' | 'cancel_now'

export interface PaymentProvider {
  readonly name: BillingProvider
  /** For the status page. */
  readonly label: string
  createCustomer(input: { email: string; userId: string | null }): Promise<string>
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string; expiresAt: Date }>
  getSubscription(id: string): Promise<{ subscription: SubscriptionSnapshot; latestInvoice: InvoiceSnapshot | null }>
  getPaymentMethod(id: string): Promise<PaymentMethod | null>
  createPortalSession(input: { customerId: string; returnUrl: string; language: Locale }): Promise<string>
  /** A second live subscription of one account: cancelled at once and its payment refunded. */
  cancelDuplicate(subscriptionId: string): Promise<void>
  /**
   * A person's own change, never refunded: 'cancel_at_period_end' (a cancellation: paid time is kept),
   * 'resume' (takes that back before the end), 'cancel_now' (the account is being deleted).
   * The provider's event brings the new state.
   */
  changeSubscription(subscriptionId: string, change: SubscriptionChange): Promise<void>
  /** The payment page's outcome, asked by /payment-success: paid, still open (or processing), or expired. */
  getCheckoutOutcome(sessionId: string): Promise<CheckoutOutcome>
  /** Account deletion: the provider forgets the customer (its invoices stay, as the law requires). */
  deleteCustomer(customerId: string): Promise<void>
  /** Verifies and reads a webhook; null for event types billing does not use. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent | null
  /** Test mode delivers its events in process, to the same handler as Stripe's webhooks. */
  setEventHandler?(handler: (event: BillingEvent) => Promise<void>): void
}
