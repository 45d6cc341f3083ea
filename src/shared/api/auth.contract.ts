import {
  DashboardStats,
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
} from './auth'
import { defineRoutes } from './route'

export const authRoutes = defineRoutes({
  sendTrialToken: {
    method: 'POST',
    path: '/api/auth/send-trial-token',
    body: SendTokenBody,
    replies: { 200: GenericReply },
  },
  startTrial: {
    method: 'POST',
    path: '/api/start-trial',
    body: StartTrialBody,
    replies: { 200: GenericReply },
  },
  requestToken: {
    method: 'POST',
    path: '/api/auth/request-token',
    body: SendTokenBody,
    replies: { 200: GenericReply },
  },
  validateToken: {
    method: 'POST',
    path: '/api/auth/validate-token',
    body: TokenBody,
    replies: { 200: ValidateTokenReply },
  },
  login: { method: 'POST', path: '/api/auth/login', body: TokenBody, replies: { 200: LoginReply } },
  readUser: { method: 'GET', path: '/api/auth/user', replies: { 200: UserReply } },
  logout: { method: 'POST', path: '/api/auth/logout', replies: { 200: LogoutReply } },
  /** The Log Out link: a navigation that ends the cookie session and goes home. */
  logoutAndGoHome: { method: 'GET', path: '/api/logout', kind: 'redirect' },
  saveLanguage: {
    method: 'PUT',
    path: '/api/user/language',
    body: LanguagePreferenceBody,
    replies: { 200: LogoutReply },
  },
  savePreferences: {
    method: 'PUT',
    path: '/api/user/preferences',
    body: PreferencesBody,
    replies: { 200: UserReply },
  },
  readDashboardStats: { method: 'GET', path: '/api/dashboard/stats', replies: { 200: DashboardStats } },
})
