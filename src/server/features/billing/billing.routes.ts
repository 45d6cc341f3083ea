import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '#server/app-types'
import {
  BillingGenericReply,
  BillingOverview,
  CheckoutOutcomeReply,
  CreateSubscriptionBody,
  CreateSubscriptionReply,
  CustomerPortalBody,
  CustomerPortalReply,
  FindCustomerBody,
  FindCustomerReply,
  GenerateTokenBody,
  KeepSubscriptionBody,
  PaymentLinkBody,
  TestCardBody,
  TestCheckoutView,
  TestPayReply,
  TestPortalView,
} from '#shared/api/billing'
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales'
import { requestLocale } from '#server/plugins/request-locale'
import { authOf, type AuthGuards, requestMeta } from '#server/plugins/session-auth'
import type { BillingService } from './billing.service'

const WEBHOOK_PATHS = ['/api/stripe/webhook', '/api/billing/webhook'] as const
const ProviderId = z.string().trim().min(1).max(120)

const languageOf = (request: FastifyRequest, language?: Locale) => requestLocale(request, language)

function sendPdf(reply: FastifyReply, pdf: { data: Buffer; filename: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${pdf.filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf.data)
}

export function registerBillingRoutes(app: App, deps: { billing: BillingService; guards: AuthGuards }) {
  const { billing, guards } = deps

  app.post(
    '/api/create-subscription',
    { schema: { body: CreateSubscriptionBody, response: { 200: CreateSubscriptionReply } } },
    (request) =>
      billing.createSubscription(request.body.email, languageOf(request, request.body.language) ?? DEFAULT_LOCALE, requestMeta(request)),
  )

  app.post('/api/payment/request-link', { schema: { body: PaymentLinkBody, response: { 200: BillingGenericReply } } }, (request) =>
    billing.requestPaymentLink(request.body.email, languageOf(request, request.body.language), requestMeta(request)),
  )

  app.post(
    '/api/stripe/customers',
    { schema: { body: FindCustomerBody, response: { 200: FindCustomerReply } }, preHandler: guards.optionalUser },
    (request) => billing.findCustomer(request.body.email, request.auth?.user ?? null, languageOf(request), requestMeta(request)),
  )

  app.post(
    '/api/customer-portal',
    { schema: { body: CustomerPortalBody, response: { 200: CustomerPortalReply } }, preHandler: guards.optionalUser },
    (request) =>
      billing.openCustomerPortal(request.body.customerId, request.auth?.user ?? null, languageOf(request), requestMeta(request)),
  )

  app.post(
    '/api/generate-token-for-customer',
    { schema: { body: GenerateTokenBody, response: { 200: BillingGenericReply } } },
    (request) => billing.generateTokenForCustomer(request.body.email, languageOf(request, request.body.language), requestMeta(request)),
  )

  // The link of the "Manage your subscription" mail: a navigation, answered with a redirect.
  app.get(
    '/api/billing/portal',
    { schema: { querystring: z.object({ token: z.string().max(200).default('') }) } },
    async (request, reply) => reply.redirect(await billing.openPortalFromLink(request.query.token), 303),
  )

  app.get(
    '/api/billing/overview',
    { schema: { response: { 200: BillingOverview } }, preHandler: guards.requireUser },
    (request) => billing.overview(authOf(request).user),
  )

  app.get(
    '/api/billing/checkout-outcome',
    { schema: { querystring: z.object({ session_id: ProviderId }), response: { 200: CheckoutOutcomeReply } } },
    (request) => billing.checkoutOutcome(request.query.session_id),
  )

  app.post('/api/billing/resume', { schema: { response: { 200: BillingOverview } }, preHandler: guards.requireUser }, (request) =>
    billing.resumeSubscription(authOf(request).user),
  )

  app.post('/api/billing/keep', { schema: { body: KeepSubscriptionBody, response: { 200: BillingGenericReply } } }, (request) =>
    billing.keepSubscription(request.body.token),
  )

  app.get(
    '/api/billing/invoices/:invoiceId/pdf',
    { schema: { params: z.object({ invoiceId: z.uuid() }) }, preHandler: guards.requireUser },
    async (request, reply) => {
      const result = await billing.invoicePdf(authOf(request).user, request.params.invoiceId)
      return 'redirect' in result ? reply.redirect(result.redirect, 303) : sendPdf(reply, result)
    },
  )

  // Webhooks need the exact bytes Stripe signed, so this scope keeps JSON bodies raw.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    for (const path of WEBHOOK_PATHS) {
      scope.post(path, async (request) => {
        const signature = request.headers['stripe-signature']
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
        return billing.handleWebhook(body, Array.isArray(signature) ? signature[0] : signature)
      })
    }
  })

  const testMode = billing.testMode
  if (!testMode) return

  // The built-in test-mode provider's checkout and portal pages (screens of the web app) call these.
  const CheckoutParams = z.object({ sessionId: ProviderId })
  const PortalParams = z.object({ portalId: ProviderId })

  app.get(
    '/api/billing/test-mode/checkout/:sessionId',
    { schema: { params: CheckoutParams, response: { 200: TestCheckoutView } } },
    (request) => testMode.getCheckout(request.params.sessionId),
  )

  app.post(
    '/api/billing/test-mode/checkout/:sessionId/pay',
    { schema: { params: CheckoutParams, body: TestCardBody, response: { 200: TestPayReply } } },
    (request) => testMode.payCheckout(request.params.sessionId, request.body),
  )

  app.get(
    '/api/billing/test-mode/portal/:portalId',
    { schema: { params: PortalParams, response: { 200: TestPortalView } } },
    (request) => testMode.getPortal(request.params.portalId),
  )

  app.post(
    '/api/billing/test-mode/portal/:portalId/cancel',
    { schema: { params: PortalParams, response: { 200: TestPortalView } } },
    (request) => testMode.setCancelAtPeriodEnd(request.params.portalId, true),
  )

  app.post(
    '/api/billing/test-mode/portal/:portalId/reactivate',
    { schema: { params: PortalParams, response: { 200: TestPortalView } } },
    (request) => testMode.setCancelAtPeriodEnd(request.params.portalId, false),
  )

  app.post(
    '/api/billing/test-mode/portal/:portalId/payment-method',
    { schema: { params: PortalParams, body: TestCardBody, response: { 200: TestPortalView } } },
    (request) => testMode.updatePaymentMethod(request.params.portalId, request.body),
  )

  app.get(
    '/api/billing/test-mode/portal/:portalId/invoices/:invoiceId/pdf',
    { schema: { params: z.object({ portalId: ProviderId, invoiceId: ProviderId }) } },
    async (request, reply) => sendPdf(reply, await testMode.portalInvoicePdf(request.params.portalId, request.params.invoiceId)),
  )
}
