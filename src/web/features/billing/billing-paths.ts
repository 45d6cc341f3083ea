// Routes of the billing screens that live outside document 1's route table: the built-in test-mode
// provider's own checkout and customer-portal pages (its "Stripe-hosted" pages).
export const BILLING_PATHS = {
  testCheckout: '/billing/test-checkout/:sessionId',
  testPortal: '/billing/test-portal/:portalId',
} as const

/** Session storage key of document 1 §3: the address that just went to the payment page. */
export const PAYMENT_SUCCESS_EMAIL_KEY = 'payment_success_email'
