import { z } from 'zod'
import { Email } from '#shared/email'
import { QUOTA_FEATURES } from '#shared/plans'

// "Your data": the export file and the deletion of an account (Settings).

/** Deleting asks the person to type their address again: one deliberate step, not one click. */
export const DeleteAccountBody = z.strictObject({ confirmEmail: Email })
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>

export const DeleteAccountReply = z.object({
  success: z.literal(true),
  /** A running subscription was ended with the account. */
  subscriptionCancelled: z.boolean(),
  /** Invoices kept by law (10 years), without the account. */
  invoicesKept: z.number().int().nonnegative(),
})
export type DeleteAccountReply = z.infer<typeof DeleteAccountReply>

/** One quota of the account's plan: used so far and the limit (null: unlimited; 'none': not in the plan). */
export const QuotaUsage = z.object({
  feature: z.enum(QUOTA_FEATURES),
  used: z.number().int().nonnegative(),
  limit: z.union([z.number().int().nonnegative(), z.null(), z.literal('none')]),
})
export type QuotaUsage = z.infer<typeof QuotaUsage>

/** GET /api/account/usage: what Dashboard and Settings show (and the export button's "2 of 3 left"). */
export const AccountUsage = z.object({
  accountStatus: z.enum(['trial', 'pro']),
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  isTrialExpired: z.boolean(),
  quotas: z.array(QuotaUsage),
})
export type AccountUsage = z.infer<typeof AccountUsage>

export const ACCOUNT_EXPORT_FORMAT = 'applykit-account-export/1'
