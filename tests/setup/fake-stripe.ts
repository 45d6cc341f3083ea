import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

// A local fake of the parts of Stripe's HTTP API that billing calls, on loopback. The real SDK talks
// to it (host, port and protocol settings) and the events it builds are signed with the real
// webhook scheme, so signature checks run for real. Helpers play what Stripe's servers would do:
// complete a checkout, renew, fail a renewal, cancel at the period end.

export const FAKE_STRIPE_KEY = 'sk_test_fake_applykit'
export const FAKE_WEBHOOK_SECRET = 'whsec_test_applykit'
const DAY_S = 86_400
const PERIOD_S = 30 * DAY_S

type Json = Record<string, unknown>

/** Stripe's form encoding (`a[b][0][c]=x`) back into objects; numeric keys make arrays. */
export function parseForm(body: string): Json {
  const root: Json = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value
      else node = (node[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {}) as Record<string, unknown>
    })
  }
  return root
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`
}

export interface FakeStripe {
  port: number
  api: { host: string; port: number; protocol: 'http' }
  /** Every request the SDK made: method, path and parsed body. */
  requests: Array<{ method: string; path: string; body: Json }>
  customers: Map<string, Json>
  sessions: Map<string, Json>
  subscriptions: Map<string, Json>
  invoices: Map<string, Json>
  refunds: Json[]
  /** Stripe's side of a paid checkout: card, subscription and first invoice. */
  completeCheckout(sessionId: string, card?: { brand: string; last4: string }): { session: Json; subscription: Json; invoice: Json }
  /** The next period: a paid or a failed invoice, and the subscription moved on (past_due on failure). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): { subscription: Json; invoice: Json }
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Json
  /** The period is over for a subscription set to cancel: it ends. */
  endSubscription(subscriptionId: string): Json
  /** A Stripe event around `object` (a copy, so later changes do not leak in). */
  event(type: string, object: Json, createdS?: number): Json
  /** The raw body and a valid Stripe-Signature header for it. */
  signed(event: Json, secret?: string): { payload: string; signature: string }
  close(): Promise<void>
}

export async function startFakeStripe(options: { now: () => Date }): Promise<FakeStripe> {
  const nowS = () => Math.floor(options.now().getTime() / 1000)
  const requests: FakeStripe['requests'] = []
  const customers = new Map<string, Json>()
  const sessions = new Map<string, Json>()
  const subscriptions = new Map<string, Json>()
  const invoices = new Map<string, Json>()
  const paymentMethods = new Map<string, Json>()
  const refunds: Json[] = []
  let invoiceCount = 0

  function item(subscriptionId: string, start: number): Json {
    return {
      id: id('si'),
      object: 'subscription_item',
      subscription: subscriptionId,
      current_period_start: start,
      current_period_end: start + PERIOD_S,
      price: { id: 'price_fake', object: 'price', unit_amount: 899, currency: 'eur' },
      quantity: 1,
    }
  }

  function newInvoice(subscription: Json, start: number, paid: boolean): Json {
    const invoiceId = id('in')
    invoiceCount++
    const invoice: Json = {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      number: `FAKE-${String(invoiceCount).padStart(4, '0')}`,
      status: paid ? 'paid' : 'open',
      amount_due: 899,
      amount_paid: paid ? 899 : 0,
      currency: 'eur',
      created: nowS(),
      period_start: start - PERIOD_S,
      period_end: start,
      invoice_pdf: `https://pay.stripe.test/invoice/${invoiceId}/pdf`,
      hosted_invoice_url: `https://invoice.stripe.test/i/${invoiceId}`,
      status_transitions: { paid_at: paid ? nowS() : null, finalized_at: nowS() },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
      lines: {
        object: 'list',
        data: [{ id: id('il'), object: 'line_item', amount: 899, period: { start, end: start + PERIOD_S }, subscription: subscription.id }],
        has_more: false,
      },
      payments: {
        object: 'list',
        data: paid ? [{ id: id('inpay'), object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: id('pi') } }] : [],
        has_more: false,
      },
      attempt_count: 1,
    }
    invoices.set(invoiceId, invoice)
    return invoice
  }

  function expandSubscription(subscription: Json, expand: string[]): Json {
    const copy = structuredClone(subscription)
    if (expand.includes('default_payment_method') && typeof copy.default_payment_method === 'string') {
      copy.default_payment_method = paymentMethods.get(copy.default_payment_method) ?? null
    }
    if ((expand.includes('latest_invoice') || expand.includes('latest_invoice.payments')) && typeof copy.latest_invoice === 'string') {
      copy.latest_invoice = structuredClone(invoices.get(copy.latest_invoice) ?? null)
    }
    return copy
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') })
    res.end(JSON.stringify(body))
  }
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } })

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fake')
    const body = parseForm(Buffer.concat(chunks).toString('utf8') || url.searchParams.toString())
    const method = req.method ?? 'GET'
    requests.push({ method, path: url.pathname, body })
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
    }
    const expand = Object.values((body.expand as Record<string, string> | string[] | undefined) ?? {})
    const path = url.pathname.split('/').filter(Boolean)

    if (method === 'DELETE' && path[1] === 'customers' && path[2]) {
      if (!customers.delete(path[2])) return missing(res, 'customer')
      return send(res, 200, { id: path[2], object: 'customer', deleted: true })
    }
    if (method === 'POST' && url.pathname === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {} }
      customers.set(customer.id, customer)
      return send(res, 200, customer)
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = `cs_test_${randomBytes(16).toString('hex')}`
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        locale: body.locale ?? null,
        metadata: body.metadata ?? {},
        line_items_params: body.line_items,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
        expires_at: nowS() + DAY_S,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
      }
      sessions.set(sessionId, session)
      return send(res, 200, session)
    }
    if (method === 'GET' && path[1] === 'checkout' && path[2] === 'sessions' && path[3]) {
      const session = sessions.get(path[3])
      return session ? send(res, 200, session) : missing(res, 'checkout.session')
    }
    if (path[1] === 'subscriptions' && path[2]) {
      const subscription = subscriptions.get(path[2])
      if (!subscription) return missing(res, 'subscription')
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: nowS(), ended_at: nowS() })
        return send(res, 200, subscription)
      }
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          const cancel = String(body.cancel_at_period_end) === 'true'
          Object.assign(subscription, { cancel_at_period_end: cancel, canceled_at: cancel ? nowS() : null })
        }
        return send(res, 200, subscription)
      }
      return send(res, 200, expandSubscription(subscription, expand))
    }
    if (method === 'GET' && path[1] === 'payment_methods' && path[2]) {
      const paymentMethod = paymentMethods.get(path[2])
      return paymentMethod ? send(res, 200, paymentMethod) : missing(res, 'payment_method')
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const refund = { id: id('re'), object: 'refund', payment_intent: body.payment_intent, reason: body.reason, status: 'succeeded' }
      refunds.push(refund)
      return send(res, 200, refund)
    }
    if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      if (!customers.has(String(body.customer))) return missing(res, 'customer')
      const portalId = id('bps')
      return send(res, 200, {
        id: portalId,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        locale: body.locale ?? null,
        url: `https://billing.stripe.test/p/session/${portalId}`,
      })
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` } })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { error: { type: 'api_error', message: String(error) } }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    refunds,

    completeCheckout(sessionId, card = { brand: 'visa', last4: '4242' }) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`no session ${sessionId}`)
      const paymentMethod = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 } }
      paymentMethods.set(paymentMethod.id, paymentMethod)
      const subscriptionId = id('sub')
      const start = nowS()
      const subscription: Json = {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        default_payment_method: paymentMethod.id,
        items: { object: 'list', data: [item(subscriptionId, start)], has_more: false },
        metadata: {},
      }
      const invoice = newInvoice(subscription, start, true)
      subscription.latest_invoice = invoice.id
      subscriptions.set(subscriptionId, subscription)
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscriptionId })
      return { session, subscription, invoice }
    },

    renew(subscriptionId, outcome) {
      const subscription = subscriptions.get(subscriptionId)!
      const items = subscription.items as { data: Json[] }
      const start = items.data[0]!.current_period_end as number
      items.data[0] = item(subscriptionId, start)
      const invoice = newInvoice(subscription, start, outcome === 'paid')
      Object.assign(subscription, { latest_invoice: invoice.id, status: outcome === 'paid' ? 'active' : 'past_due' })
      return { subscription, invoice }
    },

    setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = subscriptions.get(subscriptionId)!
      Object.assign(subscription, { cancel_at_period_end: cancel, canceled_at: cancel ? nowS() : null })
      return subscription
    },

    endSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)!
      const end = (subscription.items as { data: Json[] }).data[0]!.current_period_end as number
      Object.assign(subscription, { status: 'canceled', ended_at: end })
      return subscription
    },

    event(type, object, createdS = nowS()) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: createdS,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(object) },
      }
    },

    signed(event, secret = FAKE_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event)
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
