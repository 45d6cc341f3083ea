import { CancelContractBody, OperatorInfo } from './legal'
import { BillingGenericReply } from './billing'
import { defineRoutes } from './route'
import { DetectLanguageReply, HealthReply, OutboxQuery, OutboxReply } from './system'

export const systemRoutes = defineRoutes({
  health: { method: 'GET', path: '/api/health', replies: { 200: HealthReply } },
  detectLanguage: { method: 'GET', path: '/api/detect-language', replies: { 200: DetectLanguageReply } },
  readOperator: { method: 'GET', path: '/api/legal/operator', replies: { 200: OperatorInfo } },
  cancelContract: {
    method: 'POST',
    path: '/api/contract/cancel',
    body: CancelContractBody,
    replies: { 200: BillingGenericReply },
  },
  /** Development only: the mails the app would have sent. */
  devOutbox: { method: 'GET', path: '/api/dev/outbox', query: OutboxQuery, replies: { 200: OutboxReply } },
})
