import { z } from 'zod'
import { Email } from '#shared/email'
import { LocaleSchema } from '#shared/i18n/locale-schema'

// docs/spec/2-calls.md §7 "Subscription and payment", plus the calls behind the settings tab and the built-in
// test-mode provider's checkout and portal pages.

const IsoDate = z.iso.datetime({ offset: true })

export const BILLING_PROVIDERS = ['stripe', 'test'] as const
export type BillingProvider = (typeof BILLING_PROVIDERS)[number]

export const CreateSubscriptionBody = z.strictObject({ email: Email, language: LocaleSchema.optional() })
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBody>
export const CreateSubscriptionReply = z.object({ sessionUrl: z.string() })
export type CreateSubscriptionReply = z.infer<typeof CreateSubscriptionReply>

export const PaymentLinkBody = z.strictObject({ email: Email, language: LocaleSchema.optional() })
export type PaymentLinkBody = z.infer<typeof PaymentLinkBody>

export const GenerateTokenBody = z.strictObject({ email: Email, language: LocaleSchema.optional() })
export type GenerateTokenBody = z.infer<typeof GenerateTokenBody>

/** The same answer for every address: the reply never tells who is a customer. */
export const BillingGenericReply = z.object({ success: z.literal(true), message: z.string() })
export type BillingGenericReply = z.infer<typeof BillingGenericReply>

/** POST /api/billing/keep: the token of a cancellation confirmation's "I did not cancel" link. */
export const KeepSubscriptionBody = z.strictObject({ token: z.string().trim().min(1).max(100) })
export type KeepSubscriptionBody = z.infer<typeof KeepSubscriptionBody>

/** GET /api/billing/checkout-outcome: what /payment-success shows, asked of the payment provider. */
export const CheckoutOutcomeReply = z.object({ outcome: z.enum(['paid', 'pending', 'expired', 'unknown']) })
export type CheckoutOutcomeReply = z.infer<typeof CheckoutOutcomeReply>

export const FindCustomerBody = z.strictObject({ email: Email })
export type FindCustomerBody = z.infer<typeof FindCustomerBody>
/**
 * `delivery: 'portal'` — the signed-in owner asked about their own address: `data` holds their
 * customer (or nothing when they have none). `delivery: 'email'` — anyone else: `data` is always
 * empty and, if the address is a customer, the portal link was e-mailed to it.
 */
export const FindCustomerReply = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.string() })),
  delivery: z.enum(['portal', 'email']),
  message: z.string(),
})
export type FindCustomerReply = z.infer<typeof FindCustomerReply>

export const CustomerPortalBody = z.strictObject({ customerId: z.string().trim().min(1).max(255) })
export type CustomerPortalBody = z.infer<typeof CustomerPortalBody>
/** `url` for the signed-in owner of the customer; null (and the link e-mailed) for anyone else. */
export const CustomerPortalReply = z.object({
  success: z.literal(true),
  url: z.string().nullable(),
  message: z.string(),
})
export type CustomerPortalReply = z.infer<typeof CustomerPortalReply>

export const PaymentMethod = z.object({ brand: z.string(), last4: z.string() })
export type PaymentMethod = z.infer<typeof PaymentMethod>

export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible', 'refunded'] as const
export const InvoiceSummary = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  amountCents: z.number().int(),
  currency: z.string(),
  issuedAt: IsoDate,
  periodStart: IsoDate.nullable(),
  periodEnd: IsoDate.nullable(),
  pdfUrl: z.string().nullable(),
})
export type InvoiceSummary = z.infer<typeof InvoiceSummary>

/** The settings tab: the true plan, renewal or end date, payment method and invoices. */
export const BillingOverview = z.object({
  accountStatus: z.enum(['trial', 'pro']),
  proUntil: IsoDate.nullable(),
  provider: z.enum(BILLING_PROVIDERS),
  subscription: z
    .object({
      status: z.string(),
      currentPeriodEnd: IsoDate.nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** renews: charged again at the period end; ends: access stops then (cancelled or unpaid). */
      renewal: z.enum(['renews', 'ends']),
      paymentMethod: PaymentMethod.nullable(),
    })
    .nullable(),
  invoices: z.array(InvoiceSummary),
})
export type BillingOverview = z.infer<typeof BillingOverview>

// The built-in test-mode provider (no STRIPE_SECRET_KEY): its checkout and customer-portal pages.

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Pays now; every later renewal fails (like Stripe's 4000 0000 0000 0341). */
  failsOnRenewal: '4000000000000341',
} as const

export const TestCheckoutView = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  amountCents: z.number().int(),
  currency: z.string(),
  cancelUrl: z.string(),
  successUrl: z.string().nullable(),
})
export type TestCheckoutView = z.infer<typeof TestCheckoutView>

export const TestCardBody = z.strictObject({
  cardNumber: z.string().trim().min(1).max(30),
  expiry: z.string().trim().min(1).max(7),
  cvc: z.string().trim().min(1).max(4),
  name: z.string().trim().max(120).optional(),
})
export type TestCardBody = z.infer<typeof TestCardBody>

export const TestPayReply = z.object({ redirectUrl: z.string() })
export type TestPayReply = z.infer<typeof TestPayReply>

export const TestPortalView = z.object({
  email: z.string(),
  returnUrl: z.string(),
  subscription: z
    .object({
      status: z.string(),
      currentPeriodEnd: IsoDate,
      cancelAtPeriodEnd: z.boolean(),
      amountCents: z.number().int(),
      currency: z.string(),
      paymentMethod: PaymentMethod.nullable(),
    })
    .nullable(),
  invoices: z.array(InvoiceSummary),
})
export type TestPortalView = z.infer<typeof TestPortalView>
