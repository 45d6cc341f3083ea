import i18next from 'i18next'
import { toast } from '#web/components/ui/toast'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import type { AnalyzeTool } from './tools'

/** The uploaded file could not be turned into text (POST /api/parse failed). */
export class ParseFailedError extends Error {
  override name = 'ParseFailedError'
  constructor(override readonly cause: unknown) {
    super('Failed to parse uploaded file')
  }
}

export type ToolErrorOutcome = { kind: 'upgrade' } | { kind: 'toast'; title: string; description: string }

/**
 * Every failure of the AI tools page in one place (docs/spec/2-calls.md §8 "AI tools page"): which toast to
 * show, or that the upgrade dialog opens instead.
 */
export function describeToolError(tool: AnalyzeTool, error: unknown): ToolErrorOutcome {
  const t = i18next.t
  const failedTitle = t(`analyze.errors.failed.${tool}`)
  const fallback = t('analyze.errors.fallback')

  if (error instanceof ParseFailedError) {
    return { kind: 'toast', title: t('analyze.errors.parseFailed'), description: describeApiError(error.cause, t('analyze.errors.parseHint')) }
  }
  if (!(error instanceof ApiRequestError)) {
    return { kind: 'toast', title: failedTitle, description: describeApiError(error, fallback) }
  }

  const body = error.body ?? {}
  if (error.status === 401) {
    const key = tool === 'cover' ? 'authRequired' : 'loginRequired'
    return { kind: 'toast', title: t(`analyze.errors.${key}.title`), description: t(`analyze.errors.${key}.description`) }
  }
  // The trial (or a visitor's one try) is used up; also an expired trial and Pro-only answers (403).
  if (body.trialUsed && (error.status === 429 || error.status === 403)) return { kind: 'upgrade' }
  if (error.status === 429 && body.trialLimitExceeded) {
    const count = body.limit ?? 0
    return {
      kind: 'toast',
      title: t('analyze.errors.trialLimit.title'),
      description: t(`analyze.errors.trialLimit.${tool}`, { count }),
    }
  }
  if (error.status === 429) {
    return { kind: 'toast', title: failedTitle, description: describeApiError(error, t('analyze.errors.freeTrialLimit')) }
  }
  return { kind: 'toast', title: failedTitle, description: describeApiError(error, fallback) }
}

/** Shows what describeToolError decided: the toast, or the upgrade dialog. */
export function reportToolError(tool: AnalyzeTool, error: unknown, openUpgrade: () => void): void {
  const outcome = describeToolError(tool, error)
  if (outcome.kind === 'upgrade') openUpgrade()
  else toast({ variant: 'error', title: outcome.title, description: outcome.description })
}
