import type { ErrorCode } from '#shared/errors'

/**
 * An expected failure with its HTTP status. The one error handler (plugins/error-handler.ts) turns it
 * into `{error, message, code}`; `extra` adds documented flags such as `limit` or `trialUsed`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'AppError'
  }
}
