import { ApiRequestError } from '#web/lib/api-client'

export type PlanLimit = { kind: 'trialUsed' | 'limitReached' | 'trialExpired' | 'proOnly'; limit?: number }

/**
 * A plan limit the Upgrade dialog answers (docs/spec/2-calls.md §4: 429 with trialUsed; docs/spec/3-decisions.md: the
 * trial's quotas, an ended trial and Pro-only features); null for any other failure.
 */
export function planLimitOf(error: unknown): PlanLimit | null {
  if (!(error instanceof ApiRequestError)) return null
  const body = error.body
  if (error.status === 403 && body?.code === 'PRO_REQUIRED') return { kind: 'proOnly' }
  if (error.status !== 429) return null
  if (body?.code === 'TRIAL_EXPIRED') return { kind: 'trialExpired' }
  if (body?.trialLimitExceeded === true) return { kind: 'limitReached', limit: body.limit }
  if (body?.trialUsed === true) return { kind: 'trialUsed' }
  return null
}
