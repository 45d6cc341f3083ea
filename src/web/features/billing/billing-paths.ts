// Routes of the billing screens that live outside the route table of docs/spec/1-screens.md: the built-in test-mode
// provider's own checkout and customer-portal pages (its "Stripe-hosted" pages).
export const BILLING_PATHS = {
  testCheckout: '/billing/test-checkout/:sessionId',
  testPortal: '/billing/test-portal/:portalId',
} as const

/** Session storage key of docs/spec/1-screens.md §3: the address that just went to the payment page. */
export const PAYMENT_SUCCESS_EMAIL_KEY = 'payment_success_email'
