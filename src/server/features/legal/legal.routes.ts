import type { App } from '#server/app-types'
import { type Config, operatorAddressLines } from '#server/config'
import { contract } from '#shared/api/contract'
import { type OperatorInfo, OPERATOR_REQUIRED_FIELDS } from '#shared/api/legal'
import { route } from '#server/route'
import { requestLocale } from '#server/plugins/request-locale'
import { requestMeta } from '#server/plugins/session-auth'
import type { BillingService } from '../billing/billing.service'

/** What /imprint and /privacy print: the operator's settings and the processors this server really uses. */
export function operatorInfo(config: Config, processors: { mail: 'smtp' | 'outbox'; payments: 'stripe' | 'test' }): OperatorInfo {
  const addressLines = operatorAddressLines(config)
  const present = { name: Boolean(config.OPERATOR_NAME), address: addressLines.length > 0, email: Boolean(config.OPERATOR_EMAIL) }
  const missing = OPERATOR_REQUIRED_FIELDS.filter((field) => !present[field])
  return {
    configured: missing.length === 0,
    missing,
    name: config.OPERATOR_NAME ?? null,
    addressLines,
    email: config.OPERATOR_EMAIL ?? config.SUPPORT_EMAIL,
    phone: config.OPERATOR_PHONE ?? null,
    vatId: config.OPERATOR_VAT_ID ?? null,
    register: config.OPERATOR_REGISTER ?? null,
    representative: config.OPERATOR_REPRESENTATIVE ?? null,
    vatRatePercent: config.VAT_RATE_PERCENT,
    processors: {
      ...processors,
      aiHost: config.AI_BASE_URL ? new URL(config.AI_BASE_URL).host : null,
    },
  }
}

export function registerLegalRoutes(app: App, deps: { config: Config; billing: BillingService; mailMode: 'smtp' | 'outbox' }) {
  const { config, billing } = deps
  const info = operatorInfo(config, { mail: deps.mailMode, payments: billing.provider })

  route(app, contract.system.readOperator, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return info
  })

  route(app, contract.system.cancelContract, (request) =>
    billing.cancelContract(request.body.email, requestLocale(request, request.body.language), requestMeta(request)),
  )
}
