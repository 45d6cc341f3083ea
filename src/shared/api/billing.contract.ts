import { z } from 'zod'
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
} from './billing'
import { defineRoutes } from './route'

/** An id the payment provider made (checkout session, portal, invoice). */
const ProviderId = z.string().trim().min(1).max(120)
const CheckoutParams = z.object({ sessionId: ProviderId })
const PortalParams = z.object({ portalId: ProviderId })

export const billingRoutes = defineRoutes({
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    body: CreateSubscriptionBody,
    replies: { 200: CreateSubscriptionReply },
  },
  requestPaymentLink: {
    method: 'POST',
    path: '/api/payment/request-link',
    body: PaymentLinkBody,
    replies: { 200: BillingGenericReply },
  },
  findCustomer: {
    method: 'POST',
    path: '/api/stripe/customers',
    body: FindCustomerBody,
    replies: { 200: FindCustomerReply },
  },
  openCustomerPortal: {
    method: 'POST',
    path: '/api/customer-portal',
    body: CustomerPortalBody,
    replies: { 200: CustomerPortalReply },
  },
  generateToken: {
    method: 'POST',
    path: '/api/generate-token-for-customer',
    body: GenerateTokenBody,
    replies: { 200: BillingGenericReply },
  },
  /** The link of the "Manage your subscription" mail: a navigation, answered with a redirect. */
  openPortalFromLink: {
    method: 'GET',
    path: '/api/billing/portal',
    query: z.object({ token: z.string().max(200).default('') }),
    kind: 'redirect',
  },
  readOverview: { method: 'GET', path: '/api/billing/overview', replies: { 200: BillingOverview } },
  readCheckoutOutcome: {
    method: 'GET',
    path: '/api/billing/checkout-outcome',
    query: z.object({ session_id: ProviderId }),
    replies: { 200: CheckoutOutcomeReply },
  },
  resume: { method: 'POST', path: '/api/billing/resume', replies: { 200: BillingOverview } },
  /** A cancellation confirmation's "I did not cancel — keep my subscription" (docs/decisions/cancellation-312k.md). */
  keep: { method: 'POST', path: '/api/billing/keep', body: KeepSubscriptionBody, replies: { 200: BillingGenericReply } },
  /** The invoice PDF, or a redirect to the provider's copy. */
  invoicePdf: {
    method: 'GET',
    path: '/api/billing/invoices/:invoiceId/pdf',
    params: z.object({ invoiceId: z.uuid() }),
    kind: 'file',
  },
  // Stripe posts the exact bytes it signed; both paths are configured at Stripe by existing installations.
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook', body: 'raw' },
  billingWebhook: { method: 'POST', path: '/api/billing/webhook', body: 'raw' },
})

/** The built-in test-mode provider's checkout and portal pages; registered only when it is the provider. */
export const testBillingRoutes = defineRoutes({
  readCheckout: {
    method: 'GET',
    path: '/api/billing/test-mode/checkout/:sessionId',
    params: CheckoutParams,
    replies: { 200: TestCheckoutView },
  },
  payCheckout: {
    method: 'POST',
    path: '/api/billing/test-mode/checkout/:sessionId/pay',
    params: CheckoutParams,
    body: TestCardBody,
    replies: { 200: TestPayReply },
  },
  readPortal: {
    method: 'GET',
    path: '/api/billing/test-mode/portal/:portalId',
    params: PortalParams,
    replies: { 200: TestPortalView },
  },
  cancelAtPeriodEnd: {
    method: 'POST',
    path: '/api/billing/test-mode/portal/:portalId/cancel',
    params: PortalParams,
    replies: { 200: TestPortalView },
  },
  reactivate: {
    method: 'POST',
    path: '/api/billing/test-mode/portal/:portalId/reactivate',
    params: PortalParams,
    replies: { 200: TestPortalView },
  },
  updatePaymentMethod: {
    method: 'POST',
    path: '/api/billing/test-mode/portal/:portalId/payment-method',
    params: PortalParams,
    body: TestCardBody,
    replies: { 200: TestPortalView },
  },
  portalInvoicePdf: {
    method: 'GET',
    path: '/api/billing/test-mode/portal/:portalId/invoices/:invoiceId/pdf',
    params: z.object({ portalId: ProviderId, invoiceId: ProviderId }),
    kind: 'file',
  },
})
