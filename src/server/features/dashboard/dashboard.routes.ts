import type { App } from '#server/app-types'
import { DashboardStats } from '#shared/api/auth'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { DashboardService } from './dashboard.service'

export function registerDashboardRoutes(app: App, deps: { dashboard: DashboardService; guards: AuthGuards }) {
  app.get(
    '/api/dashboard/stats',
    { schema: { response: { 200: DashboardStats } }, preHandler: deps.guards.requireUser },
    (request) => deps.dashboard.stats(authOf(request).user),
  )
}
