import helmet from '@fastify/helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { contract } from '#shared/api/contract'
import { sendError } from './error-handler'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
// Webhooks are called by the payment provider's servers and are verified by signature instead.
const CROSS_ORIGIN_EXEMPT = [contract.billing.stripeWebhook.path, contract.billing.billingWebhook.path]

/** Security headers with a CSP that allows only the app's own origin, and refusal of cross-origin mutations. */
export async function registerSecurity(app: FastifyInstance, options: { appUrl: string; isProduction: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes come from React and the animation library; stylesheets stay same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // CV documents embed their fonts as data URLs so that nothing is fetched from a CDN.
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: options.isProduction,
  })

  const isCrossSite = crossSiteCheck(options.appUrl)
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return
    if (CROSS_ORIGIN_EXEMPT.some((path) => request.url.startsWith(path))) return
    if (isCrossSite(request)) {
      return sendError(reply, 403, 'Requests from other websites are not accepted.', 'CROSS_ORIGIN_REFUSED')
    }
  })
}

/**
 * True when a request was started by another website: the browser says so (Sec-Fetch-Site), or it
 * names an Origin that is neither the app's nor the host it was sent to. Mutations are refused on
 * it, and so is the one state-changing navigation, GET /api/logout.
 */
export function crossSiteCheck(appUrl: string): (request: FastifyRequest) => boolean {
  const ownOrigin = new URL(appUrl).origin
  return (request) => {
    const origin = request.headers.origin
    const site = request.headers['sec-fetch-site']
    const sameHost = origin !== undefined && safeHost(origin) === safeHost(`${request.protocol}://${request.headers.host}`)
    return site === 'cross-site' || (origin !== undefined && origin !== ownOrigin && !sameHost)
  }
}

function safeHost(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}
