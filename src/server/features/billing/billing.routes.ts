import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales'
import { requestLocale } from '#server/plugins/request-locale'
import { route } from '#server/route'
import { authOf, type AuthGuards, requestMeta } from '#server/plugins/session-auth'
import type { BillingService } from './billing.service'

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
  const routes = contract.billing
  const signedIn = { preHandler: guards.requireUser }
  const visitorsWelcome = { preHandler: guards.optionalUser }

  route(app, routes.createSubscription, (request) =>
    billing.createSubscription(
      request.body.email,
      languageOf(request, request.body.language) ?? DEFAULT_LOCALE,
      requestMeta(request),
    ),
  )

  route(app, routes.requestPaymentLink, (request) =>
    billing.requestPaymentLink(
      request.body.email,
      languageOf(request, request.body.language),
      requestMeta(request),
    ),
  )

  route(app, routes.findCustomer, visitorsWelcome, (request) =>
    billing.findCustomer(
      request.body.email,
      request.auth?.user ?? null,
      languageOf(request),
      requestMeta(request),
    ),
  )

  route(app, routes.openCustomerPortal, visitorsWelcome, (request) =>
    billing.openCustomerPortal(
      request.body.customerId,
      request.auth?.user ?? null,
      languageOf(request),
      requestMeta(request),
    ),
  )

  route(app, routes.generateToken, (request) =>
    billing.generateTokenForCustomer(
      request.body.email,
      languageOf(request, request.body.language),
      requestMeta(request),
    ),
  )

  // The link of the "Manage your subscription" mail: a navigation, answered with a redirect.
  route(app, routes.openPortalFromLink, async (request, reply) =>
    reply.redirect(await billing.openPortalFromLink(request.query.token), 303),
  )

  route(app, routes.readOverview, signedIn, (request) => billing.overview(authOf(request).user))

  route(app, routes.readCheckoutOutcome, (request) => billing.checkoutOutcome(request.query.session_id))

  route(app, routes.resume, signedIn, (request) => billing.resumeSubscription(authOf(request).user))

  route(app, routes.keep, (request) => billing.keepSubscription(request.body.token))

  route(app, routes.invoicePdf, signedIn, async (request, reply) => {
    const result = await billing.invoicePdf(authOf(request).user, request.params.invoiceId)
    return 'redirect' in result ? reply.redirect(result.redirect, 303) : sendPdf(reply, result)
  })

  // Webhooks need the exact bytes Stripe signed, so this scope keeps JSON bodies raw.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    )
    for (const webhook of [routes.stripeWebhook, routes.billingWebhook]) {
      route(scope, webhook, async (request) => {
        const signature = request.headers['stripe-signature']
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
        return billing.handleWebhook(body, Array.isArray(signature) ? signature[0] : signature)
      })
    }
  })

  const testMode = billing.testMode
  if (!testMode) return

  // The built-in test-mode provider's checkout and portal pages (screens of the web app) call these.
  const test = contract.testBilling

  route(app, test.readCheckout, (request) => testMode.getCheckout(request.params.sessionId))

  route(app, test.payCheckout, (request) => testMode.payCheckout(request.params.sessionId, request.body))

  route(app, test.readPortal, (request) => testMode.getPortal(request.params.portalId))

  route(app, test.cancelAtPeriodEnd, (request) =>
    testMode.setCancelAtPeriodEnd(request.params.portalId, true),
  )

  route(app, test.reactivate, (request) => testMode.setCancelAtPeriodEnd(request.params.portalId, false))

  route(app, test.updatePaymentMethod, (request) =>
    testMode.updatePaymentMethod(request.params.portalId, request.body),
  )

  route(app, test.portalInvoicePdf, async (request, reply) =>
    sendPdf(reply, await testMode.portalInvoicePdf(request.params.portalId, request.params.invoiceId)),
  )
}
