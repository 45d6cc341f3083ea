import { accountRoutes } from './account.contract'
import { aiRoutes } from './ai.contract'
import { applicationProofRoutes } from './application-proof.contract'
import { applicationRoutes } from './applications.contract'
import { authRoutes } from './auth.contract'
import { billingRoutes, testBillingRoutes } from './billing.contract'
import { cvRoutes } from './cv.contract'
import { documentRoutes } from './documents.contract'
import { packageRoutes } from './package.contract'
import { letterRoutes } from './letters.contract'
import { parseRoutes } from './parse.contract'
import { renderRoutes } from './render.contract'
import { systemRoutes } from './system.contract'

/** Every route of the API, by feature: `contract.cvs.update` is PUT /api/cv/:id. See README.md beside this file. */
export const contract = {
  account: accountRoutes,
  ai: aiRoutes,
  applications: applicationRoutes,
  applicationProof: applicationProofRoutes,
  auth: authRoutes,
  billing: billingRoutes,
  testBilling: testBillingRoutes,
  cvs: cvRoutes,
  documents: documentRoutes,
  package: packageRoutes,
  letters: letterRoutes,
  parse: parseRoutes,
  render: renderRoutes,
  system: systemRoutes,
} as const
