import type { QuotaFeature } from '#shared/plans'
import type { Clock } from '#server/clock'
import type { AiEngine } from '#server/ai/engine'
import { withPlainTextInputs } from '#server/ai/plain-text-inputs'
import type { Caller, QuotaService } from '#server/plans/quota.service'

export type AiService = ReturnType<typeof createAiService>

/**
 * The AI calls as the product sells them: each use is checked against the plan and counted, then
 * answered by the engine. Nothing about the input is stored or logged ("No data stored").
 */
export function createAiService(deps: { engine: AiEngine; quotas: QuotaService; clock: Clock }) {
  const { quotas, clock } = deps
  // Rich text in a CV reaches the engines as plain words (plain-text-inputs.ts).
  const engine = withPlainTextInputs(deps.engine)
  async function metered<T>(feature: QuotaFeature, caller: Caller, work: () => Promise<T>): Promise<T> {
    await quotas.consume(feature, caller)
    return work()
  }
  return {
    engine,
    metered,
    now: () => clock.now(),
  }
}
