import type { App } from '#server/app-types'
import { AccountUsage, DeleteAccountBody, DeleteAccountReply } from '#shared/api/account'
import { authOf, type AuthGuards, clearSessionCookie } from '#server/plugins/session-auth'
import type { AccountService } from './account.service'

export function registerAccountRoutes(app: App, deps: { account: AccountService; guards: AuthGuards; isProduction: boolean }) {
  const { account, guards, isProduction } = deps

  app.get('/api/account/usage', { schema: { response: { 200: AccountUsage } }, preHandler: guards.requireUser }, (request) =>
    account.usage(authOf(request).user),
  )

  // A download: the browser saves it under this name.
  app.get('/api/account/export', { preHandler: guards.requireUser }, async (request, reply) => {
    const { user } = authOf(request)
    const data = await account.exportData(user)
    const day = data.exportedAt.slice(0, 10)
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="applykit-data-${day}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(data, null, 2))
  })

  app.delete(
    '/api/account',
    { schema: { body: DeleteAccountBody, response: { 200: DeleteAccountReply } }, preHandler: guards.requireUser },
    async (request, reply) => {
      const result = await account.deleteAccount(authOf(request).user, request.body.confirmEmail)
      clearSessionCookie(reply, isProduction)
      return result
    },
  )
}
