import { useHealth } from './health'

// Which engine writes the prose on this server: the health check names it (server/app.ts probe
// "ai"). Translation and the settings page tell the user what that means before they start.

export type AiProviderKind = 'builtin' | 'openai' | 'unknown'

export function useAiProvider(): AiProviderKind {
  const health = useHealth()
  const provider = health.data?.services.find((s) => s.name === 'ai')?.provider
  if (provider === undefined) return 'unknown'
  return provider === 'openai-compatible' ? 'openai' : 'builtin'
}
