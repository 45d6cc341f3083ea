import { sql } from 'drizzle-orm'
import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { ScanTextLayer } from '#server/import/files/ocr/text-layer'

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

// Mail work asked for by the e-mail calls (login, trial, payment and portal links, cancellation),
// kept until a worker does it. The call only stores the request, the same row for a known and an
// unknown address, so neither its answer nor the next request shows whether an account exists
// (docs/decisions/mail-requests-queue.md). Who the address belongs to is decided by the worker.
export const mailRequests = pgTable(
  'mail_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    language: text('language'),
    attempts: integer('attempts').notNull().default(0),
    // A worker that took the row holds it until then; a crashed worker's rows are taken again after it.
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_requests_email_idx').on(t.email), index('mail_requests_created_idx').on(t.createdAt)],
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
    // An application, or another effort the offices count (a job fair, a talk with a recruiter): it
    // appears in the proof export with its own type (features/applications/proof).
    kind: text('kind', { enum: ['application', 'job_fair', 'recruiter_talk', 'information_event'] })
      .notNull()
      .default('application'),
    // The CV sent with it: its PDF is kept when the application moves to Applied (snapshots).
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    // An agency's proposal (origin 'agency'): the day it came and the day the office wants an answer by.
    agencyProposedAt: date('agency_proposed_at', { mode: 'string' }),
    agencyReplyBy: date('agency_reply_by', { mode: 'string' }),
    // Issue 26 screens: the interview's local time ('YYYY-MM-DDTHH:MM', as the person typed it), the
    // saved CV sent with it (cvId, above), what the ad says about the contract, and the pasted ad itself.
    interviewAt: text('interview_at'),
    contractType: text('contract_type', {
      enum: ['permanent', 'fixed_term', 'temporary', 'freelance', 'internship', 'apprenticeship'],
    }),
    referenceNumber: text('reference_number').notNull().default(''),
    postingText: text('posting_text').notNull().default(''),
    // The saved letter sent with it (/api/letters); its PDF is kept beside the CV's when it moves to Applied.
    letterId: uuid('letter_id').references(() => letters.id, { onDelete: 'set null' }),
    // What applying cost: [{ id, kind, amountCents, currency, on, note }] (#shared/api/applications
    // ApplicationCost); in Germany the Agentur für Arbeit may reimburse them.
    costs: jsonb('costs').notNull().default([]),
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

/**
 * Binary data in the row itself (bytea): written from any byte array, read back as a Buffer
 * (PGlite gives a Uint8Array, node-postgres a Buffer).
 */
const bytea = customType<{ data: Uint8Array; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

// The header of the proof forms and the reminder choice (Settings → "Proof for the office"): one row
// per account, written when the person first saves it. unsubscribe_token is the mails' one-click link.
export const applicationProofSettings = pgTable('application_proof_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name').notNull().default(''),
  address: text('address').notNull().default(''),
  // Germany: Kundennummer (Agentur für Arbeit) or BG-Nummer (Jobcenter); Switzerland: AHV number; Austria: AMS number.
  deCustomerNumber: text('de_customer_number').notNull().default(''),
  chAhvNumber: text('ch_ahv_number').notNull().default(''),
  atAmsNumber: text('at_ams_number').notNull().default(''),
  country: text('country', { enum: ['DE', 'CH', 'AT'] }),
  monthlyTarget: integer('monthly_target'),
  remindersEnabled: boolean('reminders_enabled').notNull().default(false),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  updatedAt: updatedAt(),
})

// The exact CV PDF sent with an application, kept when it moved to Applied (evidence for the office).
export const applicationSnapshots = pgTable(
  'application_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    cvId: uuid('cv_id'),
    // 'cv' or 'letter': which document was sent; a letter's snapshot names its letter in letterId.
    kind: text('kind', { enum: ['cv', 'letter'] }).notNull().default('cv'),
    letterId: uuid('letter_id'),
    cvTitle: text('cv_title').notNull(),
    filename: text('filename').notNull(),
    pdf: bytea('pdf').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_snapshots_application_idx').on(t.applicationId, t.createdAt), index('application_snapshots_user_idx').on(t.userId)],
)

// A counter per account that a trigger on applications raises with every statement that inserts,
// changes or deletes some of its rows (migration 0008): the list cache's fingerprint
// (features/applications/list-cache.ts), one primary-key read however many applications there are.
export const applicationListVersions = pgTable('application_list_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
})

// One row per account and day a reminder digest was due: the replica whose INSERT made the row sends
// the mail; another replica's INSERT finds it and sends nothing (features/applications/reminders).
export const applicationReminderSends = pgTable(
  'application_reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    items: integer('items').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
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

// Letters as saved documents (issue 27): linked to a CV whose design they print in (the link is
// cleared when that CV is deleted; the letter then prints in the account's default design).
// `version` counts edits as for applications. The fields beyond the columns (recipient, subject,
// salary, notice, sender, enclosures …) are the jsonb `fields` (#shared/api/letters LetterRecord).
export const letters = pgTable(
  'letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    language: text('language').notNull(),
    layout: text('layout').notNull(),
    content: text('content').notNull(),
    fields: jsonb('fields').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('letters_user_idx').on(t.userId, t.updatedAt)],
)

// Enclosures a user keeps for applications (issue 27): Arbeitszeugnisse, certificates, other papers.
// The file lives only here, never on a file system; `text` is its text layer or what OCR read from
// it (searchable), `reading` ZeugnisCheck's summary of an Arbeitszeugnis. Deleted with the account.
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['zeugnis', 'certificate', 'other'] }).notNull(),
    title: text('title').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    // The user's own order (0 first); presets of the application package sort within it.
    position: integer('position').notNull().default(0),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    pages: integer('pages').notNull(),
    data: bytea('data').notNull(),
    text: text('text').notNull().default(''),
    // Mean word confidence (0–1) when the text was recognised in a scan or photo; null for a text layer.
    ocrConfidence: real('ocr_confidence'),
    // Where the recognised words stand on each scanned page (import/files/ocr/text-layer.ts): the
    // application package lays them invisibly over the picture, so the Bewerbungsmappe is searchable.
    textLayer: jsonb('text_layer').$type<ScanTextLayer[]>(),
    reading: jsonb('reading'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('documents_user_idx').on(t.userId, t.position)],
)
