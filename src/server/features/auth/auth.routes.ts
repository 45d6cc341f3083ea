import type { App } from '#server/app-types'
import {
  GenericReply,
  LanguagePreferenceBody,
  LoginReply,
  LogoutReply,
  PreferencesBody,
  SendTokenBody,
  StartTrialBody,
  TokenBody,
  UserReply,
  ValidateTokenReply,
} from '#shared/api/auth'
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

export function registerAuthRoutes(app: App, deps: { auth: AuthService; guards: AuthGuards; isProduction: boolean; appUrl: string }) {
  const { auth, guards, isProduction } = deps
  const isCrossSite = crossSiteCheck(deps.appUrl)

  app.post('/api/auth/send-trial-token', { schema: { body: SendTokenBody, response: { 200: GenericReply } } }, (request) =>
    auth.requestTrial(request.body.email, requestLocale(request, request.body.language), requestMeta(request)),
  )

  app.post('/api/start-trial', { schema: { body: StartTrialBody, response: { 200: GenericReply } } }, (request) =>
    auth.requestTrial(request.body.email, requestLocale(request, request.body.language), requestMeta(request)),
  )

  app.post('/api/auth/request-token', { schema: { body: SendTokenBody, response: { 200: GenericReply } } }, (request) =>
    auth.requestLogin(request.body.email, requestLocale(request, request.body.language), requestMeta(request)),
  )

  app.post(
    '/api/auth/validate-token',
    { schema: { body: TokenBody, response: { 200: ValidateTokenReply } } },
    async (request, reply) => {
      const { sessionId, deviceId } = await auth.redeemToken(request.body.token, requestMeta(request), sessionIdOf(request))
      setSessionCookie(reply, sessionId, isProduction)
      setDeviceCookie(reply, deviceId, isProduction)
      return { success: true as const, sessionId, code: 'OK' as const, message: 'You are signed in.' }
    },
  )

  app.post('/api/auth/login', { schema: { body: TokenBody, response: { 200: LoginReply } } }, async (request, reply) => {
    const { sessionId, user, deviceId } = await auth.redeemToken(request.body.token, requestMeta(request), sessionIdOf(request))
    setSessionCookie(reply, sessionId, isProduction)
    setDeviceCookie(reply, deviceId, isProduction)
    return { sessionId, user }
  })

  app.get('/api/auth/user', { schema: { response: { 200: UserReply } }, preHandler: guards.requireUser }, (request) =>
    auth.toUser(authOf(request).user),
  )

  app.post('/api/auth/logout', { schema: { response: { 200: LogoutReply } } }, async (request, reply) => {
    await auth.logout(sessionIdOf(request))
    clearSessionCookie(reply, isProduction)
    return { success: true as const }
  })

  // A navigation (Log Out links), not a data call: ends the cookie session and goes home. A link on
  // another website must not sign the user out (it would be a cross-site request forgery), so that
  // navigation only goes home.
  app.get('/api/logout', async (request, reply) => {
    if (isCrossSite(request)) return reply.redirect('/', 303)
    await auth.logout(sessionIdOf(request))
    clearSessionCookie(reply, isProduction)
    return reply.redirect('/', 303)
  })

  app.put(
    '/api/user/language',
    { schema: { body: LanguagePreferenceBody, response: { 200: LogoutReply } }, preHandler: guards.requireUser },
    async (request) => {
      await auth.updateLanguage(authOf(request).user.id, request.body.language)
      return { success: true as const }
    },
  )

  app.put(
    '/api/user/preferences',
    { schema: { body: PreferencesBody, response: { 200: UserReply } }, preHandler: guards.requireUser },
    (request) => auth.updatePreferences(authOf(request).user.id, request.body),
  )
}
