import { type Route, routeUrl } from '#shared/api/route'
import { API_BASE } from './api-client'

// Public pages (landing, help, …) load without the app shell and without zod, which keeps the
// landing page's first load under 150 KB; the contract's routes carry zod schemas, so these pages
// cannot import it. The few routes they call are named here, and public-routes.test.ts fails when
// one differs from its declaration in src/shared/api (docs/decisions/route-contract.md).
export const PUBLIC_ROUTES = {
  readUser: { method: 'GET', path: '/api/auth/user' },
  saveLanguage: { method: 'PUT', path: '/api/user/language' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  logoutAndGoHome: { method: 'GET', path: '/api/logout' },
  readOperator: { method: 'GET', path: '/api/legal/operator' },
  detectLanguage: { method: 'GET', path: '/api/detect-language' },
  thumbnail: { method: 'GET', path: '/api/templates/:templateId/thumbnail' },
} as const satisfies Record<string, Pick<Route, 'method' | 'path'>>

/** The absolute URL of a public route, with its path parameters and query filled in. */
export function publicUrl(
  route: Pick<Route, 'method' | 'path'>,
  input?: { params?: object; query?: object },
): string {
  return `${API_BASE}${routeUrl(route, input)}`
}
