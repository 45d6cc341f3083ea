import { z } from 'zod'
import { TEMPLATE_IDS, THEME_IDS } from '#shared/catalogue'
import { Email } from '#shared/email'
import { LocaleSchema } from '#shared/i18n/locale-schema'

export const SendTokenBody = z.strictObject({ email: Email, language: LocaleSchema.optional() })
export type SendTokenBody = z.infer<typeof SendTokenBody>
export const StartTrialBody = z.strictObject({ email: Email, language: LocaleSchema.optional() })

/** The same answer whether or not the address is known (no account enumeration). */
export const GenericReply = z.object({ success: z.literal(true), message: z.string() })
export type GenericReply = z.infer<typeof GenericReply>

// Long enough for any real token; the format itself is checked by the service (TOKEN_INVALID).
export const TokenBody = z.strictObject({
  token: z.string().trim().min(1, 'Please enter your login token.').max(512),
})

export const ACCOUNT_STATUSES = ['trial', 'pro'] as const
export const User = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  plan: z.enum(ACCOUNT_STATUSES),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  isTrialExpired: z.boolean(),
  proUntil: z.iso.datetime({ offset: true }).nullable(),
  language: LocaleSchema,
  defaultTemplate: z.enum(TEMPLATE_IDS),
  defaultTheme: z.enum(THEME_IDS),
  createdAt: z.iso.datetime({ offset: true }),
})
export type User = z.infer<typeof User>

export const ValidateTokenReply = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  code: z.literal('OK'),
  message: z.string(),
})
export type ValidateTokenReply = z.infer<typeof ValidateTokenReply>

export const LoginReply = z.object({ sessionId: z.string(), user: User })
export type LoginReply = z.infer<typeof LoginReply>

/** @alias The user as GET /api/auth/user answers it. */
export const UserReply = User
export const LogoutReply = z.object({ success: z.literal(true) })

export const DashboardStats = z.object({
  activeCVs: z.number().int().nonnegative(),
  exportsThisMonth: z.number().int().nonnegative(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  trialDaysRemaining: z.number().int().nonnegative(),
  /** The first name on the most recently edited CV, for the greeting; null when no CV names one. */
  greetingName: z.string().nullable(),
})
export type DashboardStats = z.infer<typeof DashboardStats>

// Aliases (executive-pro, professional-blue, …) are accepted here and resolved by the server.
export const PreferencesBody = z.strictObject({
  language: LocaleSchema,
  defaultTemplate: z.string().trim().min(1).max(60),
  defaultTheme: z.string().trim().min(1).max(60),
})
export type PreferencesBody = z.infer<typeof PreferencesBody>

/** The top bar's language picker: the one saved language, which mails and invoices use too. */
export const LanguagePreferenceBody = z.strictObject({ language: LocaleSchema })
