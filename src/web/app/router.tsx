import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router'
import { ErrorBoundary } from '#web/features/errors/error-boundary'
import { ErrorPage } from '#web/features/errors/error-page'
import { NotFoundPage } from '#web/features/errors/not-found-page'
import { LandingPage } from '#web/features/landing/landing-page'
import { BUILDER_PATHS, PATHS } from '#web/lib/paths'

// Everything but the landing page loads on demand, so the first visit downloads only what it shows.
const HelpPage = lazy(() => import('#web/features/pages/help-page').then((m) => ({ default: m.HelpPage })))
const ContactPage = lazy(() => import('#web/features/pages/contact-page').then((m) => ({ default: m.ContactPage })))
const TermsPage = lazy(() => import('#web/features/pages/terms-page').then((m) => ({ default: m.TermsPage })))
const StatusPage = lazy(() => import('#web/features/status/status-page').then((m) => ({ default: m.StatusPage })))
const BulkApplicationPage = lazy(() =>
  import('#web/features/pages/bulk-application-page').then((m) => ({ default: m.BulkApplicationPage })),
)
const TestDebugPage = lazy(() =>
  import('#web/features/pages/test-debug-page').then((m) => ({ default: m.TestDebugPage })),
)
const PlannedPage = lazy(() => import('#web/features/pages/planned-page').then((m) => ({ default: m.PlannedPage })))

function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>{element}</Suspense>
}

function RootLayout() {
  return (
    <ErrorBoundary>
      <Outlet />
    </ErrorBoundary>
  )
}

// Screens of later issues are honest placeholders until their issue lands.
const plannedRoutes: RouteObject[] = [
  { path: PATHS.dashboard, element: page(<PlannedPage page="dashboard" />) },
  { path: PATHS.analyze, element: page(<PlannedPage page="analyze" />) },
  { path: PATHS.myCvs, element: page(<PlannedPage page="myCvs" />) },
  { path: PATHS.settings, element: page(<PlannedPage page="settings" />) },
  { path: PATHS.cvPrint, element: page(<PlannedPage page="cvPrint" />) },
  { path: PATHS.cvPrintQuery, element: page(<PlannedPage page="cvPrint" />) },
  { path: PATHS.login, element: page(<PlannedPage page="login" />) },
  { path: PATHS.authToken, element: page(<PlannedPage page="authToken" />) },
  { path: PATHS.checkout, element: page(<PlannedPage page="checkout" />) },
  { path: PATHS.paymentRequest, element: page(<PlannedPage page="paymentRequest" />) },
  { path: PATHS.paymentSuccess, element: page(<PlannedPage page="paymentSuccess" />) },
  { path: PATHS.freeTrial, element: page(<PlannedPage page="freeTrial" />) },
  { path: PATHS.subscribe, element: page(<PlannedPage page="subscribe" />) },
  { path: PATHS.coverLetterWriter, element: page(<PlannedPage page="coverLetterWriter" />) },
  { path: PATHS.subscription, element: page(<PlannedPage page="subscription" />) },
  ...BUILDER_PATHS.map((path) => ({ path, element: page(<PlannedPage page="builder" />) })),
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: PATHS.landing, element: <LandingPage /> },
      { path: PATHS.help, element: page(<HelpPage />) },
      { path: PATHS.contact, element: page(<ContactPage />) },
      { path: PATHS.terms, element: page(<TermsPage />) },
      { path: PATHS.status, element: page(<StatusPage />) },
      { path: PATHS.bulkApplication, element: page(<BulkApplicationPage />) },
      { path: PATHS.testDebug, element: page(<TestDebugPage />) },
      ...plannedRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
