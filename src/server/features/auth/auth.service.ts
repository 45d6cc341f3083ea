import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { GenericReply, LoginReply, User } from '#shared/api/auth'
import { resolveTemplateId, resolveThemeId, TEMPLATE_IDS } from '#shared/catalogue'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/locales'
import {
  AUTH_REQUESTS_PER_IP_PER_HOUR,
  LOGIN_TOKEN_TTL_MS,
  MAILS_PER_EMAIL_AND_IP_PER_HOUR,
  MAILS_PER_EMAIL_PER_HOUR,
  MS,
  SESSION_TTL_MS,
  TOKEN_VALIDATIONS_PER_IP_PER_MINUTE,
  TRIAL_DAYS,
} from '#shared/limits'
import { QUOTAS } from '#shared/plans'
import type { Clock } from '#server/clock'
import type { Config } from '#server/config'
import type { Db } from '#server/db/client'
import type { WriteWatch } from '#server/db/write-watch'
import { knownDevices, loginTokens, sessions, users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { MailQueue } from '#server/mail/mail-queue'
import type { Mailer } from '#server/mail/mailer'
import { formatMailDate, mailOperatorOf, renderMail } from '#server/mail/render-mail'
import type { MailKind } from '#server/mail/mail-messages'
import { accountStatusOf } from '#server/plans/account-status'
import type { RateLimiter } from '#server/rate-limit/rate-limiter'
import { createSecret, hashSecret, looksLikeSecret } from './secrets'
import { createSessionCache } from './session-cache'

export type UserRow = typeof users.$inferSelect
export type TokenPurpose = 'login' | 'trial' | 'pro'

export interface RequestMeta {
  ip: string
  userAgent: string
  /** The known-device cookie of a browser that held a session (session-auth.ts). */
  deviceId?: string | undefined
}

export interface AuthContext {
  user: UserRow
  sessionHash: string
}

// One answer for known and unknown addresses, so the reply never tells who has an account.
export const GENERIC_SENT: GenericReply = {
  success: true,
  message: 'If this address can be used, a login link is on its way. Please check your inbox.',
}

// Writing last-seen on every request would turn reads into writes; once a minute keeps expiry sliding.
const TOUCH_INTERVAL_MS = MS.minute

export type AuthService = ReturnType<typeof createAuthService>

export function createAuthService(deps: {
  db: Db
  clock: Clock
  config: Config
  mailer: Mailer
  rateLimiter: RateLimiter
  /** Counted writes to users and sessions where one process owns the database: enables the session cache. */
  accountWrites?: WriteWatch
  /** The e-mail calls store a request here; the queue's worker does the mail work (mail-queue.ts). */
  mailQueue: MailQueue
}) {
  const { db, clock, config, mailer, rateLimiter, mailQueue } = deps

  // Every signed-in call looks its session up: built and prepared once, not per call.
  const sessionLookup = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sessionHash, sql.placeholder('sessionHash')))
    .limit(1)
    .prepare('auth_session_lookup')
  type SessionRow = Awaited<ReturnType<typeof sessionLookup.execute>>[number]
  const sessionCache = deps.accountWrites ? createSessionCache<SessionRow>(deps.accountWrites) : undefined

  async function findSession(sessionHash: string): Promise<SessionRow | undefined> {
    const cached = sessionCache?.recall(sessionHash)
    if (cached) return cached
    const readUnder = sessionCache?.generation() ?? 0
    const [found] = await sessionLookup.execute({ sessionHash })
    if (found) sessionCache?.remember(sessionHash, found, readUnder)
    return found
  }

  async function limit(key: string, max: number, windowMs: number, message: string): Promise<void> {
    const result = await rateLimiter.hit(key, max, windowMs)
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 429, message, { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) })
    }
  }

  /**
   * Limits of every call that e-mails someone. Checked in this order, so that a requester refused by
   * a narrower limit does not use up a wider one: the requesting network; the address together with
   * that network (a stranger asking for someone else's address stops here, after 5); and a higher
   * ceiling for the address from everyone. Pasting a token that already came is never limited here.
   */
  async function limitMailRequest(email: string, meta: RequestMeta): Promise<void> {
    await limit(
      `auth-ip:${hashSecret(meta.ip)}`,
      AUTH_REQUESTS_PER_IP_PER_HOUR,
      MS.hour,
      'Too many requests from your network. Please wait an hour and try again.',
    )
    // The owner's own browser is never held back by what strangers asked for this address.
    if (await isKnownDevice(meta.deviceId, email)) return
    const tooMany = 'Too many e-mails were requested for this address. Please check your inbox or wait an hour.'
    await limit(`mail-ip:${hashSecret(`${email}\n${meta.ip}`)}`, MAILS_PER_EMAIL_AND_IP_PER_HOUR, MS.hour, tooMany)
    await limit(`mail:${hashSecret(email)}`, MAILS_PER_EMAIL_PER_HOUR, MS.hour, tooMany)
  }

  /**
   * Limits of the cancellation page: the requesting network, and the address with that network. Not
   * the address's own ceiling: that one guards the owner's login links, and a stranger declaring
   * cancellations for someone else's address must not use it up (issue 31).
   */
  async function limitCancellation(email: string, meta: RequestMeta): Promise<void> {
    await limit(
      `cancel-ip:${hashSecret(meta.ip)}`,
      AUTH_REQUESTS_PER_IP_PER_HOUR,
      MS.hour,
      'Too many requests from your network. Please wait an hour and try again.',
    )
    if (await isKnownDevice(meta.deviceId, email)) return
    await limit(
      `cancel-mail-ip:${hashSecret(`${email}\n${meta.ip}`)}`,
      MAILS_PER_EMAIL_AND_IP_PER_HOUR,
      MS.hour,
      'Too many cancellations were sent for this address. Please check its inbox or wait an hour.',
    )
  }

  /** Whether `deviceId` is a browser that held a session of the account of `email`. */
  async function isKnownDevice(deviceId: string | undefined, email: string): Promise<boolean> {
    if (!deviceId || !looksLikeSecret(deviceId)) return false
    const [found] = await db
      .select({ email: users.email })
      .from(knownDevices)
      .innerJoin(users, eq(users.id, knownDevices.userId))
      .where(eq(knownDevices.tokenHash, hashSecret(deviceId)))
      .limit(1)
    return found?.email === email
  }

  /** The browser's known-device id for the account: the one it holds when it is the account's, else a new one. */
  async function rememberDevice(userId: string, deviceId: string | undefined): Promise<string> {
    if (deviceId && looksLikeSecret(deviceId)) {
      const [held] = await db.select({ userId: knownDevices.userId }).from(knownDevices).where(eq(knownDevices.tokenHash, hashSecret(deviceId))).limit(1)
      if (held?.userId === userId) return deviceId
    }
    const created = createSecret()
    await db.insert(knownDevices).values({ tokenHash: hashSecret(created), userId, createdAt: clock.now() })
    return created
  }

  async function issueToken(userId: string, purpose: TokenPurpose): Promise<string> {
    const token = createSecret()
    const now = clock.now()
    await db.insert(loginTokens).values({
      tokenHash: hashSecret(token),
      userId,
      purpose,
      expiresAt: new Date(now.getTime() + LOGIN_TOKEN_TTL_MS),
      createdAt: now,
    })
    return token
  }

  function tokenLink(token: string): string {
    return `${config.appUrl}/auth/token?token=${encodeURIComponent(token)}`
  }

  async function mailToken(user: UserRow, kind: MailKind, purpose: TokenPurpose, language?: Locale) {
    const token = await issueToken(user.id, purpose)
    const link = tokenLink(token)
    const locale = language ?? (isLocale(user.language) ? user.language : DEFAULT_LOCALE)
    const content = renderMail({
      kind,
      locale,
      link,
      token: purpose === 'pro' ? token : undefined,
      operator: mailOperatorOf(config),
      values: {
        hours: LOGIN_TOKEN_TTL_MS / MS.hour,
        days: TRIAL_DAYS,
        exports: Number(QUOTAS.pdfExport.trial),
        zeugnis: Number(QUOTAS.zeugnis.trial),
        until: user.proUntil ? formatMailDate(user.proUntil, locale) : '',
      },
    })
    await mailer.send({ to: user.email, content, link })
  }

  async function findUser(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1)
    return user
  }

  async function createTrialUser(email: string, language: Locale): Promise<UserRow> {
    const now = clock.now()
    const [created] = await db
      .insert(users)
      .values({
        email,
        plan: 'trial',
        trialStartedAt: now,
        trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * MS.day),
        language,
        createdAt: now,
        updatedAt: now,
      })
      // Two sign-ups racing for one address make one account.
      .onConflictDoNothing({ target: users.email })
      .returning()
    return created ?? (await findUser(email))!
  }

  function toUser(row: UserRow): User {
    const status = accountStatusOf(row, clock.now(), config.PLAN_LIMITS)
    return {
      id: row.id,
      email: row.email,
      displayName: row.email.split('@')[0] ?? row.email,
      plan: row.plan,
      accountStatus: status.accountStatus,
      trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
      isTrialExpired: status.isTrialExpired,
      proUntil: row.proUntil?.toISOString() ?? null,
      language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
      defaultTemplate: resolveTemplateId(row.defaultTemplate) ?? 'executive-modern',
      defaultTheme: resolveThemeId(row.defaultTheme) ?? 'indigo',
      createdAt: row.createdAt.toISOString(),
    }
  }

  async function revokeAllSessions(userId: string): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  }

  async function createSession(userId: string, meta: RequestMeta, now: Date = clock.now()): Promise<string> {
    const sessionId = createSecret()
    await db.insert(sessions).values({
      sessionHash: hashSecret(sessionId),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      userAgent: meta.userAgent.slice(0, 300),
    })
    return sessionId
  }

  /**
   * The account, when `sessionId` is a live session that `token` itself created: same account, and
   * created at the instant the token was used (redeemToken stamps both with one clock reading).
   */
  async function sessionMadeBy(token: typeof loginTokens.$inferSelect, sessionId: string | undefined): Promise<UserRow | null> {
    if (!sessionId || !looksLikeSecret(sessionId) || !token.usedAt) return null
    const [found] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.sessionHash, hashSecret(sessionId)))
      .limit(1)
    if (!found) return null
    const { session, user } = found
    const isLive = !session.revokedAt && session.expiresAt.getTime() > clock.now().getTime()
    const isFromToken = session.userId === token.userId && session.createdAt.getTime() === token.usedAt.getTime()
    return isLive && isFromToken ? user : null
  }

  mailQueue.register('trial', async (email, language) => {
    const existing = await findUser(email)
    if (existing) await mailToken(existing, 'loginLink', 'login', language)
    else await mailToken(await createTrialUser(email, language ?? DEFAULT_LOCALE), 'trialWelcome', 'trial', language)
  })
  mailQueue.register('login', async (email, language) => {
    const existing = await findUser(email)
    if (existing) await mailToken(existing, 'loginLink', 'login', language)
  })

  return {
    toUser,
    findUser,
    issueToken,
    tokenLink,
    mailToken,
    /** The per-address and per-IP limits of every call that e-mails someone (billing reuses them). */
    limitMailRequest,
    limitCancellation,
    /** True the first time `key` is seen in the window: a silent limit, the answer stays the same. */
    isFirstIn: async (key: string, windowMs: number) => (await rateLimiter.hit(key, 1, windowMs)).allowed,

    /**
     * Trial sign-up: a new account gets the welcome mail; a known one a login link. Same answer, and
     * given before the account is looked up, so that it takes the same time too.
     */
    async requestTrial(email: string, language: Locale | undefined, meta: RequestMeta): Promise<GenericReply> {
      await limitMailRequest(email, meta)
      await mailQueue.enqueue('trial', email, language)
      return GENERIC_SENT
    },

    /** A login link for an existing account; nothing is sent for unknown addresses, with the same answer. */
    async requestLogin(email: string, language: Locale | undefined, meta: RequestMeta): Promise<GenericReply> {
      await limitMailRequest(email, meta)
      await mailQueue.enqueue('login', email, language)
      return GENERIC_SENT
    },

    /**
     * Exchanges a one-time token for a new session. A used token is a replay and every session of the
     * account ends, except for the browser that already holds the live session this very token made
     * (people click a mail's link twice): it keeps that session and goes on (docs/spec/3-decisions.md).
     */
    async redeemToken(token: string, meta: RequestMeta, currentSessionId?: string): Promise<LoginReply & { deviceId: string }> {
      await limit(
        `validate-ip:${hashSecret(meta.ip)}`,
        TOKEN_VALIDATIONS_PER_IP_PER_MINUTE,
        MS.minute,
        'Too many sign-in attempts. Please wait a minute and try again.',
      )
      const invalid = new AppError('TOKEN_INVALID', 401, 'This login link or token is not valid.', { success: false })
      if (!looksLikeSecret(token)) throw invalid
      const [row] = await db.select().from(loginTokens).where(eq(loginTokens.tokenHash, hashSecret(token))).limit(1)
      if (!row) throw invalid

      const replay = async () => {
        await revokeAllSessions(row.userId)
        return new AppError(
          'TOKEN_USED',
          401,
          'This login link was already used. For your safety we signed you out everywhere — request a new link.',
          { success: false },
        )
      }
      if (row.usedAt) {
        const own = await sessionMadeBy(row, currentSessionId)
        if (own) return { sessionId: currentSessionId!, user: toUser(own), deviceId: await rememberDevice(own.id, meta.deviceId) }
        throw await replay()
      }
      const now = clock.now()
      if (row.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('TOKEN_EXPIRED', 401, 'This login link has expired. Please request a new one.', {
          success: false,
        })
      }
      // Only one request can flip used_at; a concurrent second one sees no row and counts as a replay.
      const claimed = await db
        .update(loginTokens)
        .set({ usedAt: now })
        .where(and(eq(loginTokens.id, row.id), isNull(loginTokens.usedAt)))
        .returning({ id: loginTokens.id })
      if (claimed.length === 0) throw await replay()

      const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1)
      if (!user) throw invalid
      // Created at the instant the token was used: that is what ties the session to its token.
      const sessionId = await createSession(user.id, meta, now)
      return { sessionId, user: toUser(user), deviceId: await rememberDevice(user.id, meta.deviceId) }
    },

    /** The account behind a session id; 401 when absent, unknown, expired or revoked. */
    async authenticate(sessionId: string | undefined): Promise<AuthContext> {
      if (!sessionId || !looksLikeSecret(sessionId)) {
        throw new AppError('UNAUTHENTICATED', 401, 'Please log in to continue.')
      }
      const sessionHash = hashSecret(sessionId)
      const found = await findSession(sessionHash)
      if (!found) throw new AppError('UNAUTHENTICATED', 401, 'Please log in to continue.')
      const { session, user } = found
      if (session.revokedAt) {
        throw new AppError('SESSION_REVOKED', 401, 'Your session was ended for your security. Please log in again.')
      }
      const now = clock.now()
      if (session.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('SESSION_EXPIRED', 401, 'Your session has expired. Please log in again.')
      }
      if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
          .where(eq(sessions.id, session.id))
      }
      return { user, sessionHash }
    },

    async logout(sessionId: string | undefined): Promise<void> {
      if (!sessionId || !looksLikeSecret(sessionId)) return
      // Deleted, not revoked: "revoked" means a security event (a replayed token), and an old tab that
      // still holds a logged-out session must be asked to log in, not shown a security alert.
      await db.delete(sessions).where(and(eq(sessions.sessionHash, hashSecret(sessionId)), isNull(sessions.revokedAt)))
    },

    async updatePreferences(
      userId: string,
      preferences: { language: Locale; defaultTemplate: string; defaultTheme: string },
    ): Promise<User> {
      const defaultTemplate = resolveTemplateId(preferences.defaultTemplate)
      if (!defaultTemplate) {
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          `defaultTemplate: unknown template "${preferences.defaultTemplate}". Valid ids: ${TEMPLATE_IDS.join(', ')}.`,
          { field: 'defaultTemplate' },
        )
      }
      const defaultTheme = resolveThemeId(preferences.defaultTheme)
      if (!defaultTheme) {
        throw new AppError('VALIDATION_FAILED', 400, `defaultTheme: unknown colour theme "${preferences.defaultTheme}".`, {
          field: 'defaultTheme',
        })
      }
      const [updated] = await db
        .update(users)
        .set({ language: preferences.language, defaultTemplate, defaultTheme, updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning()
      return toUser(updated!)
    },

    async updateLanguage(userId: string, language: Locale): Promise<void> {
      await db.update(users).set({ language, updatedAt: clock.now() }).where(eq(users.id, userId))
    },

    /** Deletes tokens and sessions that can no longer be used (run by the cleanup job). */
    async deleteExpired(): Promise<void> {
      const cutoff = new Date(clock.now().getTime() - MS.day)
      await db.delete(loginTokens).where(lt(loginTokens.expiresAt, cutoff))
      await db.delete(sessions).where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    },
  }
}
