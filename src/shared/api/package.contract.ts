import { PackageBody, PackageEstimateReply } from './package'
import { defineRoutes } from './route'

export const packageRoutes = defineRoutes({
  /** The application package as one PDF (`Content-Disposition` names it, e.g. Bewerbung_Julia_Schneider_Zahlwerk.pdf). */
  build: { method: 'POST', path: '/api/package', body: PackageBody, kind: 'file' },
  /** The same package built without counting an export: its size, pages and parts, before downloading. */
  estimate: { method: 'POST', path: '/api/package/estimate', body: PackageBody, replies: { 200: PackageEstimateReply } },
})
