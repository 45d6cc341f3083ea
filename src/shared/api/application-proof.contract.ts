import {
  ProofOverview,
  ProofQuery,
  ProofSettings,
  ProofSettingsBody,
  SnapshotList,
  SnapshotParams,
  UnsubscribeQuery,
} from './application-proof'
import { ApplicationIdParams } from './applications'
import { defineRoutes } from './route'

/** Proof for the offices, its Settings, the sent snapshots and the reminders' unsubscribe link (issue 26). */
export const applicationProofRoutes = defineRoutes({
  /** The proof of a period as PDF or CSV, in the shape of the German, Swiss or Austrian office. */
  proof: { method: 'GET', path: '/api/applications/proof', query: ProofQuery, kind: 'file' },
  overview: { method: 'GET', path: '/api/applications/proof/overview', replies: { 200: ProofOverview } },
  saveSettings: { method: 'PUT', path: '/api/applications/proof/settings', body: ProofSettingsBody, replies: { 200: ProofSettings } },
  /** The CV PDFs kept when the application was sent, newest first, with the account's use of its cap. */
  snapshots: { method: 'GET', path: '/api/applications/:id/snapshots', params: ApplicationIdParams, replies: { 200: SnapshotList } },
  snapshotPdf: { method: 'GET', path: '/api/applications/:id/snapshots/:snapshotId', params: SnapshotParams, kind: 'file' },
  /** The reminder mails' one-click link: turns the reminders off and shows the proof page saying so. */
  unsubscribe: { method: 'GET', path: '/api/applications/reminders/unsubscribe', query: UnsubscribeQuery, kind: 'redirect' },
})
