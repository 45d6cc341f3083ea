import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import type { DashboardService } from './dashboard.service'

export function registerDashboardRoutes(app: App, deps: { dashboard: DashboardService; guards: AuthGuards }) {
  route(app, contract.auth.readDashboardStats, { preHandler: deps.guards.requireUser }, (request) =>
    deps.dashboard.stats(authOf(request).user),
  )
}
