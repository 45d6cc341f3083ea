import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_TTL_MS } from '#shared/limits'
import type { AuthContext, AuthService, RequestMeta } from '#server/features/auth/auth.service'

export const SESSION_COOKIE = 'applykit_session'
/** A browser that held a session of an account (auth.service.ts isKnownDevice); kept after logout. */
export const DEVICE_COOKIE = 'applykit_device'
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/** The session id from the bearer header (the client's local storage) or the HttpOnly cookie. */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined
  return request.cookies[SESSION_COOKIE] || undefined
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), deviceId: request.cookies[DEVICE_COOKIE] || undefined }
}

export function setDeviceCookie(reply: FastifyReply, deviceId: string, isProduction: boolean): void {
  reply.setCookie(DEVICE_COOKIE, deviceId, { path: '/', httpOnly: true, sameSite: 'lax', secure: isProduction, maxAge: DEVICE_COOKIE_MAX_AGE_S })
}

export function setSessionCookie(reply: FastifyReply, sessionId: string, isProduction: boolean): void {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isProduction,
    maxAge: SESSION_TTL_MS / 1000,
  })
}

export function clearSessionCookie(reply: FastifyReply, isProduction: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isProduction })
}

export interface AuthGuards {
  /** preHandler: 401 unless a live session is presented; sets request.auth. */
  requireUser(request: FastifyRequest): Promise<void>
  /** preHandler: sets request.auth when a live session is presented, else null (visitors allowed). */
  optionalUser(request: FastifyRequest): Promise<void>
}

export function createAuthGuards(auth: AuthService): AuthGuards {
  return {
    async requireUser(request) {
      request.auth = await auth.authenticate(sessionIdOf(request))
    },
    async optionalUser(request) {
      const sessionId = sessionIdOf(request)
      if (!sessionId) {
        request.auth = null
        return
      }
      // A visitor with a dead session is still a visitor, but a revoked one must learn it.
      try {
        request.auth = await auth.authenticate(sessionId)
      } catch (error) {
        if ((error as { code?: string }).code === 'SESSION_REVOKED') throw error
        request.auth = null
      }
    },
  }
}

/** The signed-in account of a route guarded by requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf() used on a route without requireUser')
  return request.auth
}
