// Every client route of the route table of docs/spec/1-screens.md, in one place.
export const PATHS = {
  landing: '/',
  dashboard: '/dashboard',
  app: '/app',
  analyze: '/analyze',
  myCvs: '/my-cvs',
  settings: '/settings',
  cvPrint: '/cv/:id/print',
  cvPrintQuery: '/cv-print',
  login: '/login',
  authToken: '/auth/token',
  help: '/help',
  contact: '/contact',
  status: '/status',
  terms: '/terms',
  imprint: '/imprint',
  impressum: '/impressum',
  privacy: '/privacy',
  cancelContract: '/cancel',
  checkout: '/checkout',
  paymentRequest: '/payment-request',
  paymentSuccess: '/payment-success',
  freeTrial: '/free-trial',
  subscribe: '/subscribe',
  coverLetterWriter: '/cover-letter-writer',
  bulkApplication: '/bulk-application',
  applicationProof: '/bulk-application/proof',
  subscription: '/subscription',
  applicationPackage: '/application-package',
} as const

// The CV builder renders at all of these (docs/spec/1-screens.md "Route table").
export const BUILDER_PATHS = [
  '/app',
  '/cv-builder',
  '/cv-builder-steps',
  '/cv-builder-v2',
  '/cv-v2',
  '/cv-builder-unified',
] as const

export const ANCHORS = { hero: 'hero', features: 'features', pricing: 'pricing', main: 'main-content' } as const

export function cvPrintPath(id: string): string {
  return `/cv-print?id=${encodeURIComponent(id)}`
}
