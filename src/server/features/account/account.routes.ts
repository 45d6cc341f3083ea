import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { authOf, type AuthGuards, clearSessionCookie } from '#server/plugins/session-auth'
import type { AccountService } from './account.service'

export function registerAccountRoutes(
  app: App,
  deps: { account: AccountService; guards: AuthGuards; isProduction: boolean },
) {
  const { account, guards, isProduction } = deps
  const signedIn = { preHandler: guards.requireUser }

  route(app, contract.account.readUsage, signedIn, (request) => account.usage(authOf(request).user))

  // A download: the browser saves it under this name.
  route(app, contract.account.exportData, signedIn, async (request, reply) => {
    const { user } = authOf(request)
    const data = await account.exportData(user)
    const day = data.exportedAt.slice(0, 10)
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="applykit-data-${day}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2))
  })

  route(app, contract.account.remove, signedIn, async (request, reply) => {
    const result = await account.deleteAccount(authOf(request).user, request.body.confirmEmail)
    clearSessionCookie(reply, isProduction)
    return result
  })
}
