import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import type { HealthService } from './health.service'

export function registerHealthRoutes(app: App, health: HealthService): void {
  route(app, contract.system.health, () => health.check())
}
