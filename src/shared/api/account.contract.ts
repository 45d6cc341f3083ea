import { AccountUsage, DeleteAccountBody, DeleteAccountReply } from './account'
import { defineRoutes } from './route'

export const accountRoutes = defineRoutes({
  readUsage: { method: 'GET', path: '/api/account/usage', replies: { 200: AccountUsage } },
  /** A JSON file the browser saves under the name in content-disposition. */
  exportData: { method: 'GET', path: '/api/account/export', kind: 'file' },
  remove: {
    method: 'DELETE',
    path: '/api/account',
    body: DeleteAccountBody,
    replies: { 200: DeleteAccountReply },
  },
})
