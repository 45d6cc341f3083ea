import { z } from 'zod'
import { Email } from '#shared/email'
import { LocaleSchema } from '#shared/i18n/locale-schema'

// The operator of this installation and the processors it really uses: what /imprint and /privacy
// print. Set by the self-hoster through OPERATOR_* (src/server/config.ts); `missing` names what a
// legally complete imprint still needs.
export const OPERATOR_REQUIRED_FIELDS = ['name', 'address', 'email'] as const

export const OperatorInfo = z.object({
  configured: z.boolean(),
  missing: z.array(z.enum(OPERATOR_REQUIRED_FIELDS)),
  name: z.string().nullable(),
  addressLines: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
  vatId: z.string().nullable(),
  register: z.string().nullable(),
  representative: z.string().nullable(),
  vatRatePercent: z.number(),
  processors: z.object({
    mail: z.enum(['smtp', 'outbox']),
    payments: z.enum(['stripe', 'test']),
    /** The host of the OpenAI-compatible endpoint; null when the built-in engine runs on this server. */
    aiHost: z.string().nullable(),
  }),
})
export type OperatorInfo = z.infer<typeof OperatorInfo>

/** The cancellation page (§ 312k BGB): identified by e-mail, no sign-in. */
export const CancelContractBody = z.strictObject({ email: Email, language: LocaleSchema.optional() })
export type CancelContractBody = z.infer<typeof CancelContractBody>
