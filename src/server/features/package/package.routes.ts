import type { App } from '#server/app-types'
import { contract } from '#shared/api/contract'
import { AppError } from '#server/errors'
import { route } from '#server/route'
import { authOf, type AuthGuards } from '#server/plugins/session-auth'
import { callerOf } from '#server/plugins/visitor'
import { attachmentDisposition } from '../documents/file-name'
import type { PackageService } from './package.service'

export function registerPackageRoutes(app: App, deps: { applicationPackage: PackageService; guards: AuthGuards }) {
  const { applicationPackage, guards } = deps
  const owner = { preHandler: guards.requireUser }

  route(app, contract.package.estimate, owner, async (request, reply) => {
    try {
      return await applicationPackage.estimate(authOf(request).user, request.body)
    } catch (error) {
      if (error instanceof AppError && typeof error.extra.retryAfter === 'number') void reply.header('retry-after', String(error.extra.retryAfter))
      throw error
    }
  })

  route(app, contract.package.build, owner, async (request, reply) => {
    try {
      const built = await applicationPackage.build(authOf(request).user, request.body, callerOf(request))
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(built.fileName))
        .header('content-length', String(built.pdf.byteLength))
        .header('cache-control', 'private, no-store')
        .send(built.pdf)
    } catch (error) {
      if (error instanceof AppError && typeof error.extra.retryAfter === 'number') void reply.header('retry-after', String(error.extra.retryAfter))
      throw error
    }
  })
}
