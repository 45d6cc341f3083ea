import { z } from 'zod'

// Machine-readable error codes. The client translates them (i18n key `errors.<CODE>`).
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'CROSS_ORIGIN_REFUSED',
  'INTERNAL_ERROR',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_USED',
  'TOKEN_INVALID',
  'SESSION_REVOKED',
  'SESSION_EXPIRED',
  'TRIAL_USED',
  'TRIAL_LIMIT_EXCEEDED',
  'TRIAL_EXPIRED',
  'PRO_REQUIRED',
  'CV_NOT_FOUND',
  'CV_STALE_WRITE',
  'UNKNOWN_TEMPLATE',
  'FILE_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'NO_READABLE_TEXT',
  'FILE_UNREADABLE',
  'INPUT_TOO_COMPLEX',
  'RENDER_FAILED',
  'PDF_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'PAYMENT_DECLINED',
  'WEBHOOK_INVALID',
  'KEEP_LINK_INVALID',
  'NOTHING_TO_KEEP',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

// The one JSON error shape of every non-2xx API answer. Quota answers add the flags of document 2 §8.
export const ApiError = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  field: z.string().optional(),
  limit: z.number().int().optional(),
  trialUsed: z.boolean().optional(),
  trialLimitExceeded: z.boolean().optional(),
})
export type ApiError = z.infer<typeof ApiError>
