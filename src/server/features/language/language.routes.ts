import type { App } from '#server/app-types'
import { DetectLanguageReply } from '#shared/api/system'
import { suggestLanguage } from './suggest-language'

export function registerLanguageRoutes(app: App): void {
  app.get('/api/detect-language', { schema: { response: { 200: DetectLanguageReply } } }, (request) => ({
    success: true as const,
    ...suggestLanguage(request.headers['accept-language']),
  }))
}
