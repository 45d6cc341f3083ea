import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { route } from '#server/route'
import { requestLocale } from '#server/plugins/request-locale'
import {
  authOf,
  type AuthGuards,
  clearSessionCookie,
  requestMeta,
  sessionIdOf,
  setDeviceCookie,
  setSessionCookie,
} from '#server/plugins/session-auth'
import { crossSiteCheck } from '#server/plugins/security'
import type { AuthService } from './auth.service'

export function registerAuthRoutes(
  app: App,
  deps: { auth: AuthService; guards: AuthGuards; isProduction: boolean; appUrl: string },
) {
  const { auth, guards, isProduction } = deps
  const isCrossSite = crossSiteCheck(deps.appUrl)
  const routes = contract.auth
  const signedIn = { preHandler: guards.requireUser }

  route(app, routes.sendTrialToken, (request) =>
    auth.requestTrial(
      request.body.email,
      requestLocale(request, request.body.language),
      requestMeta(request),
    ),
  )

  route(app, routes.startTrial, (request) =>
    auth.requestTrial(
      request.body.email,
      requestLocale(request, request.body.language),
      requestMeta(request),
    ),
  )

  route(app, routes.requestToken, (request) =>
    auth.requestLogin(
      request.body.email,
      requestLocale(request, request.body.language),
      requestMeta(request),
    ),
  )

  route(app, routes.validateToken, async (request, reply) => {
    const { sessionId, deviceId } = await auth.redeemToken(
      request.body.token,
      requestMeta(request),
      sessionIdOf(request),
    )
    setSessionCookie(reply, sessionId, isProduction)
    setDeviceCookie(reply, deviceId, isProduction)
    return { success: true as const, sessionId, code: 'OK' as const, message: 'You are signed in.' }
  })

  route(app, routes.login, async (request, reply) => {
    const { sessionId, user, deviceId } = await auth.redeemToken(request.body.token, requestMeta(request), sessionIdOf(request))
    setSessionCookie(reply, sessionId, isProduction)
    setDeviceCookie(reply, deviceId, isProduction)
    return { sessionId, user }
  })

  route(app, routes.readUser, signedIn, (request) => auth.toUser(authOf(request).user))

  route(app, routes.logout, async (request, reply) => {
    await auth.logout(sessionIdOf(request))
    clearSessionCookie(reply, isProduction)
    return { success: true as const }
  })

  // A navigation (Log Out links), not a data call: ends the cookie session and goes home. A link on
  // another website must not sign the user out (it would be a cross-site request forgery), so that
  // navigation only goes home.
  route(app, routes.logoutAndGoHome, async (request, reply) => {
    if (isCrossSite(request)) return reply.redirect('/', 303)
    await auth.logout(sessionIdOf(request))
    clearSessionCookie(reply, isProduction)
    return reply.redirect('/', 303)
  })

  route(app, routes.saveLanguage, signedIn, async (request) => {
    await auth.updateLanguage(authOf(request).user.id, request.body.language)
    return { success: true as const }
  })

  route(app, routes.savePreferences, signedIn, (request) =>
    auth.updatePreferences(authOf(request).user.id, request.body),
  )
}
