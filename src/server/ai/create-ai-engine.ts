import type { Config } from '#server/config'
import { type AiEngine, createBuiltinEngine } from './engine'
import { createProviderEngine, type ProviderLog } from './openai/provider-engine'

/** The AI engine the configuration asks for: the provider over the built-in one when AI_BASE_URL is set. */
export function createAiEngine(
  config: Pick<Config, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>,
  log: ProviderLog,
): AiEngine {
  const builtin = createBuiltinEngine()
  if (!config.AI_BASE_URL) return builtin
  return createProviderEngine({
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    builtin,
    log,
  })
}
