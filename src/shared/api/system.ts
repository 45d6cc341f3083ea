import { z } from 'zod'
import { LocaleSchema } from '#shared/i18n/locale-schema'

export const SERVICE_NAMES = ['database', 'mail', 'ai', 'payments', 'pdf'] as const
export const ServiceStatus = z.object({
  name: z.enum(SERVICE_NAMES),
  status: z.enum(['operational', 'degraded', 'down']),
  provider: z.string(),
  /** Why a service is down and how to fix it, for the operator. */
  detail: z.string().optional(),
})
export type ServiceStatus = z.infer<typeof ServiceStatus>

export const HealthReply = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  version: z.string(),
  services: z.array(ServiceStatus),
})
export type HealthReply = z.infer<typeof HealthReply>

export const DetectLanguageReply = z.object({
  success: z.literal(true),
  suggestedLanguage: LocaleSchema,
  country: z.string().nullable(),
})
export type DetectLanguageReply = z.infer<typeof DetectLanguageReply>

export const OutboxQuery = z.strictObject({ to: z.string().trim().min(1).max(254).optional() })
export const OutboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
})
export const OutboxReply = z.array(OutboxMail)
export type OutboxMail = z.infer<typeof OutboxMail>
