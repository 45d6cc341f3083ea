import type { App } from '#server/app-types'
import { HealthReply } from '#shared/api/system'
import type { HealthService } from './health.service'

export function registerHealthRoutes(app: App, health: HealthService): void {
  app.get('/api/health', { schema: { response: { 200: HealthReply } } }, () => health.check())
}
