import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { suggestLanguage } from './suggest-language'

export function registerLanguageRoutes(app: App): void {
  route(app, contract.system.detectLanguage, (request) => ({
    success: true as const,
    ...suggestLanguage(request.headers['accept-language']),
  }))
}
