import { sql } from 'drizzle-orm'
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

// Every table of the product. Migrations in drizzle/ are generated from this file (npm run db:generate).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Normalised: trimmed and lower-cased (docs/spec/3-decisions.md).
  email: text('email').notNull().unique(),
  plan: text('plan', { enum: ['trial', 'pro'] }).notNull().default('trial'),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  proUntil: timestamp('pro_until', { withTimezone: true }),
  language: text('language').notNull().default('en'),
  defaultTemplate: text('default_template').notNull().default('executive-modern'),
  defaultTheme: text('default_theme').notNull().default('indigo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const loginTokens = pgTable(
  'login_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'trial', 'pro'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_tokens_user_idx').on(t.userId), index('login_tokens_expires_idx').on(t.expiresAt)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionHash: text('session_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // 'outbox': kept for development (no SMTP); 'pending' | 'sent' | 'failed': SMTP delivery states.
    status: text('status', { enum: ['outbox', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt), index('mail_outbox_status_idx').on(t.status)],
)

export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    templateId: text('template_id').notNull(),
    themeId: text('theme_id').notNull(),
    language: text('language').notNull().default('en'),
    // The builder form (src/shared/cv/cv.schema.ts).
    data: jsonb('data').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    // SHA-256 (hex) of the imported file's bytes or of the normalised pasted text; null for a CV
    // begun blank or from JSON Resume. Importing the same again asks first (features/cvs/cv-imports.ts).
    importFingerprint: text('import_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cvs_user_idx').on(t.userId, t.updatedAt),
    index('cvs_import_fingerprint_idx').on(t.userId, t.importFingerprint).where(sql`${t.importFingerprint} is not null`),
  ],
)

// Job applications (issue 26). `version` counts edits: a PATCH names the version it changed and
// exactly one of two racing edits matches it. The stage history is kept in the row so that it changes
// in the same statement as the stage.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    company: text('company').notNull(),
    role: text('role').notNull().default(''),
    location: text('location').notNull().default(''),
    employerAddress: text('employer_address').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    sourceUrl: text('source_url').notNull().default(''),
    stage: text('stage', { enum: ['saved', 'applied', 'screening', 'interview', 'offer', 'closed'] }).notNull(),
    closedReason: text('closed_reason', { enum: ['rejected', 'no_answer', 'withdrew', 'declined', 'accepted'] }),
    appliedAt: date('applied_at', { mode: 'string' }),
    channel: text('channel', { enum: ['online', 'email', 'letter', 'phone', 'in_person'] }),
    origin: text('origin', { enum: ['own', 'agency'] }).notNull().default('own'),
    workloadPercent: integer('workload_percent'),
    interviewRound: integer('interview_round'),
    followUpAt: date('follow_up_at', { mode: 'string' }),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default(''),
    salaryPeriod: text('salary_period', { enum: ['year', 'month', 'hour'] }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    // [{ stage, closedReason, on: 'YYYY-MM-DD' }] oldest first (#shared/api/applications StageHistoryEntry).
    stageHistory: jsonb('stage_history').notNull().default([]),
    // Issue 26 screens: the interview's local time ('YYYY-MM-DDTHH:MM', as the person typed it), the
    // saved CV sent with it, what the ad says about the contract, and the pasted ad itself.
    interviewAt: text('interview_at'),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    contractType: text('contract_type', {
      enum: ['permanent', 'fixed_term', 'temporary', 'freelance', 'internship', 'apprenticeship'],
    }),
    referenceNumber: text('reference_number').notNull().default(''),
    postingText: text('posting_text').notNull().default(''),
    // Archived applications are hidden from the views and purged ARCHIVE_RESTORE_DAYS later.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('applications_user_idx').on(t.userId, t.updatedAt),
    index('applications_archived_idx').on(t.archivedAt).where(sql`${t.archivedAt} is not null`),
  ],
)

// Counted uses of quota features (AI calls, exports) by account or by hashed visitor IP.
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feature: text('feature').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_user_idx').on(t.userId, t.feature, t.createdAt),
    index('usage_visitor_idx').on(t.visitorHash, t.feature),
  ],
)

// The quota gate: one counter per (account or visitor, feature), so that checking and counting a use
// is one statement (an upsert that increments only below the limit). usage_events stays the record.
// subject is `user:<id>` or `visitor:<hash>`; a visitor's window restarts 30 days after it began.
export const quotaCounters = pgTable(
  'quota_counters',
  {
    subject: text('subject').notNull(),
    feature: text('feature').notNull(),
    used: integer('used').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subject, t.feature] }), index('quota_counters_window_idx').on(t.windowStartedAt)],
)

// Billing (src/server/features/billing). Provider ids are scoped by provider ('stripe' | 'test'), so
// switching from the built-in test-mode provider to Stripe never mixes their customers.
const billingProvider = () => text('provider', { enum: ['stripe', 'test'] }).notNull()

export const billingCustomers = pgTable(
  'billing_customers',
  {
    provider: billingProvider(),
    customerId: text('customer_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.customerId] }), uniqueIndex('billing_customers_user_idx').on(t.userId, t.provider)],
)

// Checkout sessions we opened: reused on a double submit, and the e-mail and language of a payer
// whose account is created only once the payment succeeded.
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: billingProvider(),
    providerSessionId: text('provider_session_id').notNull(),
    customerId: text('customer_id').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    url: text('url').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_idx').on(t.provider, t.providerSessionId),
    index('checkout_sessions_email_idx').on(t.email, t.status),
    index('checkout_sessions_customer_idx').on(t.provider, t.customerId),
  ],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: billingProvider(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    customerId: text('customer_id').notNull(),
    // The provider's words: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused.
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // End of the latest period whose invoice was paid: what a failed renewal falls back to.
    paidThrough: timestamp('paid_through', { withTimezone: true }),
    paymentMethodId: text('payment_method_id'),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    // Creation time of the newest provider event applied, so an older one delivered late is ignored.
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    proTokenMailedAt: timestamp('pro_token_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
  ],
)

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Invoices outlive the account (kept 10 years by law, § 147 AO / § 14b UStG): a deleted account
    // leaves them with no user and the address they were billed to.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    billedEmail: text('billed_email'),
    provider: billingProvider(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    number: text('number'),
    status: text('status', { enum: ['paid', 'open', 'void', 'uncollectible', 'refunded'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    // The provider's PDF (Stripe's invoice_pdf); null for test mode, whose PDFs we render ourselves.
    pdfUrl: text('pdf_url'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_provider_idx').on(t.provider, t.providerInvoiceId),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
  ],
)

// Every provider event applied, keyed by its id: a replayed webhook is acknowledged and skipped.
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: billingProvider(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

// Links e-mailed to open the customer portal without signing in (stored hashed, valid 24 h).
// Browsers that held a session of an account (a cookie with a secret; its hash here): they are
// not subject to the address's mail ceilings, so strangers cannot lock the owner out (issue 31).
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
)

// The "I did not cancel — keep my subscription" link of a cancellation confirmation (§ 312k BGB
// decision, docs/decisions/cancellation-312k.md): valid until the cancelled period ends.
export const subscriptionKeepLinks = pgTable(
  'subscription_keep_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_keep_links_expires_idx').on(t.expiresAt)],
)

export const billingPortalLinks = pgTable(
  'billing_portal_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('billing_portal_links_expires_idx').on(t.expiresAt)],
)

// The built-in test-mode provider's own records (its "Stripe account"): customers, checkout and
// portal sessions, subscriptions and invoices as JSON, read only by src/server/payments/test-mode-provider.ts.
export const testPaymentObjects = pgTable(
  'test_payment_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['customer', 'checkout_session', 'subscription', 'invoice', 'portal_session'] }).notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_payment_objects_kind_idx').on(t.kind, t.customerId)],
)
