import type { AiEngine } from '#server/ai/engine'
import { AppError } from '#server/errors'
import type { AiAnswer, AiCall } from '#server/workers/cpu-jobs'
import type { CpuPool, OverBudget } from '#server/workers/cpu-pool'

/**
 * The built-in engine with every call run in the CPU worker pool (server/workers), under the same
 * time and memory budget as file extraction, so that a maximum-size ZeugnisCheck never holds up
 * the event loop. The engine's code is the one of ai/engine.ts, unchanged: only where it runs differs.
 */
export function createBuiltinEngineInWorkers(pool: CpuPool): AiEngine {
  const call = <Method extends AiCall['method']>(
    method: Method,
    args: Extract<AiCall, { method: Method }>['args'],
  ): Promise<AiAnswer<Method>> =>
    pool.run('ai', { method, args } as AiCall, aiOverBudget) as Promise<AiAnswer<Method>>
  return {
    provider: 'builtin',
    zeugnisCheck: (...args) => call('zeugnisCheck', args),
    enhanceBullets: (...args) => call('enhanceBullets', args),
    optimizeAts: (...args) => call('optimizeAts', args),
    generateCoverLetter: (...args) => call('generateCoverLetter', args),
    coverLetter: (...args) => call('coverLetter', args),
    translateCv: (...args) => call('translateCv', args),
    humanize: (...args) => call('humanize', args),
    humanizeCv: (...args) => call('humanizeCv', args),
    tailorCv: (...args) => call('tailorCv', args),
    followUpEmail: (...args) => call('followUpEmail', args),
  }
}

function aiOverBudget(reason: OverBudget): AppError {
  const why = {
    memory: 'This text needs more memory to analyse than the service allows.',
    time: 'This text takes longer to analyse than the service allows.',
    crashed: 'This text could not be analysed.',
  }[reason]
  return new AppError('INPUT_TOO_COMPLEX', 422, `${why} Please send a shorter text.`)
}
