import type { Config } from '#server/config'
import type { AiEngine } from './engine'
import type { ProviderLog } from './openai/provider-engine'

/**
 * The AI engine the configuration asks for: the provider over the built-in one when AI_BASE_URL is
 * set. The provider's module (with the checks it runs on every answer) is loaded only then. `builtin` is where the built-in engine runs: the server passes the one in its worker threads,
 * so the main thread never loads the engines and their tables.
 */
export async function createAiEngine(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>,
  log: ProviderLog,
  builtin: AiEngine,
): Promise<AiEngine> {
  if (!config.AI_BASE_URL) return builtin
  const { createProviderEngine } = await import('./openai/provider-engine')
  return createProviderEngine({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    builtin,
    log,
  })
}
