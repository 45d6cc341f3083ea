import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// Every table of the product. Migrations in drizzle/ are generated from this file (npm run db:generate).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  // Normalised: trimmed and lower-cased (3-decisions.md).
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cvs_user_idx').on(t.userId, t.updatedAt)],
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

// Background jobs' last run, so replicas agree on what was done (guarded by an advisory lock).
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})
