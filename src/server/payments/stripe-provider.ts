import Stripe from 'stripe'
import type { PaymentMethod } from '#shared/api/billing'
import { CURRENCY, PRO_PRICE_CENTS } from '#shared/plans'
import {
  type BillingEvent,
  type InvoiceSnapshot,
  type InvoiceStatus,
  type PaymentProvider,
  type SubscriptionSnapshot,
  WebhookSignatureError,
} from './payment-provider'

export interface StripeProviderOptions {
  secretKey: string
  webhookSecret: string | undefined
  /** STRIPE_PRICE_ID; without it the checkout carries the price inline (8.99 EUR per month). */
  priceId: string | undefined
  /** Tests point the SDK at a local fake of Stripe's HTTP API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): PaymentMethod | null {
  if (!method || typeof method === 'string' || !method.card) return null
  return { brand: method.card.brand, last4: method.card.last4 }
}

export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API 2025-03-31 the billing period lives on the subscription items.
  const item = subscription.items.data[0]
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    canceledAt: fromUnix(subscription.canceled_at),
    endedAt: fromUnix(subscription.ended_at),
    paymentMethodId: idOf(subscription.default_payment_method),
    paymentMethod: cardOf(subscription.default_payment_method),
  }
}

function invoiceStatus(invoice: Stripe.Invoice): InvoiceStatus {
  if (invoice.status === 'paid') return 'paid'
  if (invoice.status === 'void') return 'void'
  if (invoice.status === 'uncollectible') return 'uncollectible'
  return 'open'
}

export function invoiceSnapshot(invoice: Stripe.Invoice): InvoiceSnapshot {
  // The service period is on the subscription line; invoice.period_* is the previous cycle.
  const line = invoice.lines.data[0]
  const parentSubscription = invoice.parent?.subscription_details?.subscription
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(parentSubscription) ?? idOf(line?.subscription),
    number: invoice.number,
    status: invoiceStatus(invoice),
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    periodStart: fromUnix(line?.period.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
    pdfUrl: invoice.invoice_pdf ?? null,
    issuedAt: fromUnix(invoice.created) ?? new Date(0),
    paidAt: fromUnix(invoice.status_transitions.paid_at),
  }
}

/** Stripe's event, narrowed to what billing applies; null for every other type. */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  const base = { id: event.id, created: new Date(event.created * 1000) }
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object
      if (session.mode !== 'subscription') return null
      return {
        ...base,
        type: event.type,
        session: {
          id: session.id,
          customerId: idOf(session.customer) ?? '',
          subscriptionId: idOf(session.subscription),
          isPaid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
        },
      }
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return { ...base, type: event.type, invoice: invoiceSnapshot(event.data.object) }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { ...base, type: event.type, subscription: subscriptionSnapshot(event.data.object) }
    default:
      return null
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  })

  return {
    name: 'stripe',
    label: 'stripe',

    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create({ email, metadata: userId ? { userId } : {} })
      return customer.id
    },

    async createCheckoutSession({ customerId, email, language, successUrl, cancelUrl }) {
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = options.priceId
        ? { price: options.priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: CURRENCY.toLowerCase(),
              unit_amount: PRO_PRICE_CENTS,
              recurring: { interval: 'month' },
              product_data: { name: 'ApplyKit Pro' },
            },
          }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [lineItem],
        success_url: successUrl,
        cancel_url: cancelUrl,
        locale: language,
        metadata: { email },
        subscription_data: { metadata: { email } },
      })
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL')
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) }
    },

    async getSubscription(id) {
      const subscription = await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method', 'latest_invoice'] })
      const latest = subscription.latest_invoice
      return {
        subscription: subscriptionSnapshot(subscription),
        latestInvoice: latest && typeof latest !== 'string' ? invoiceSnapshot(latest) : null,
      }
    },

    async getPaymentMethod(id) {
      return cardOf(await stripe.paymentMethods.retrieve(id))
    },

    async createPortalSession({ customerId, returnUrl, language }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl, locale: language })
      return session.url
    },

    async getCheckoutOutcome(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      if (session.status === 'expired') return 'expired'
      return session.status === 'complete' && session.payment_status !== 'unpaid' ? 'paid' : 'pending'
    },
    async deleteCustomer(customerId) {
      await stripe.customers.del(customerId)
    },
    async changeSubscription(subscriptionId, change) {
      if (change === 'cancel_now') await stripe.subscriptions.cancel(subscriptionId)
      else await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: change === 'cancel_at_period_end' })
    },
    async cancelDuplicate(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] })
      const invoice = subscription.latest_invoice
      const payment = invoice && typeof invoice !== 'string' ? invoice.payments?.data[0]?.payment : undefined
      const paymentIntent = idOf(payment?.payment_intent)
      await stripe.subscriptions.cancel(subscriptionId)
      if (paymentIntent) await stripe.refunds.create({ payment_intent: paymentIntent, reason: 'duplicate' })
    },

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set')
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret)
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not verify')
      }
      return billingEventOf(event)
    },
  }
}
