import { z } from 'zod'
import { Email } from '#shared/email'

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

export const ACCOUNT_EXPORT_FORMAT = 'applykit-account-export/1'
