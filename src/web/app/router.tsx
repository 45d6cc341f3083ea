import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration, useSearchParams } from 'react-router'
import { ErrorBoundary } from '#web/features/errors/error-boundary'
import { ErrorPage } from '#web/features/errors/error-page'
import { NotFoundPage } from '#web/features/errors/not-found-page'
import { LandingPage } from '#web/features/landing/landing-page'
import { BILLING_PATHS } from '#web/features/billing/billing-paths'
import { BUILDER_PATHS, PATHS } from '#web/lib/paths'

// Everything but the landing page loads on demand, so the first visit downloads only what it shows:
// the landing page renders without the app shell (query client, toasts, tooltips, zod).
const AppShell = lazy(() => import('./app-shell'))
const HelpPage = lazy(() => import('#web/features/pages/help-page').then((m) => ({ default: m.HelpPage })))
const ContactPage = lazy(() =>
  import('#web/features/pages/contact-page').then((m) => ({ default: m.ContactPage })),
)
const TermsPage = lazy(() => import('#web/features/pages/terms-page').then((m) => ({ default: m.TermsPage })))
const legalPages = () => import('#web/features/legal/components/legal-pages')
const ImprintPage = lazy(() => legalPages().then((m) => ({ default: m.ImprintPage })))
const PrivacyPage = lazy(() => legalPages().then((m) => ({ default: m.PrivacyPage })))
const CancelContractPage = lazy(() => legalPages().then((m) => ({ default: m.CancelContractPage })))
const StatusPage = lazy(() =>
  import('#web/features/status/status-page').then((m) => ({ default: m.StatusPage })),
)
const ApplicationsPage = lazy(() =>
  import('#web/features/applications/components/applications-page').then((m) => ({ default: m.ApplicationsPage })),
)
const ProofPage = lazy(() =>
  import('#web/features/applications/proof/proof-page').then((m) => ({ default: m.ProofPage })),
)
const LoginPage = lazy(() =>
  import('#web/features/auth/components/login-page').then((m) => ({ default: m.LoginPage })),
)
const TokenPage = lazy(() =>
  import('#web/features/auth/components/token-page').then((m) => ({ default: m.TokenPage })),
)
const signupPages = () => import('#web/features/auth/components/signup-pages')
const FreeTrialPage = lazy(() => signupPages().then((m) => ({ default: m.FreeTrialPage })))
const TrialCheckoutPage = lazy(() => signupPages().then((m) => ({ default: m.TrialCheckoutPage })))
const proCheckoutPages = () => import('#web/features/billing/components/pro-checkout-page')
const SubscribePage = lazy(() => proCheckoutPages().then((m) => ({ default: m.SubscribeProPage })))
const ProCheckoutPage = lazy(() => proCheckoutPages().then((m) => ({ default: m.ProCheckoutPage })))
const DashboardPage = lazy(() =>
  import('#web/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
)
const SettingsPage = lazy(() => import('./settings-route').then((m) => ({ default: m.SettingsRoute })))
const CoverLetterWriterPage = lazy(() =>
  import('#web/features/cover-letter/components/cover-letter-page').then((m) => ({
    default: m.CoverLetterWriterPage,
  })),
)
const BuilderPage = lazy(() =>
  import('#web/features/builder/components/builder-page').then((m) => ({ default: m.BuilderPage })),
)
const MyCvsPage = lazy(() =>
  import('#web/features/my-cvs/components/my-cvs-page').then((m) => ({ default: m.MyCvsPage })),
)
const CvPrintPage = lazy(() =>
  import('#web/features/cv-print/components/cv-print-page').then((m) => ({ default: m.CvPrintPage })),
)
const PaymentRequestPage = lazy(() =>
  import('#web/features/billing/components/payment-request-page').then((m) => ({
    default: m.PaymentRequestPage,
  })),
)
const PaymentSuccessPage = lazy(() =>
  import('#web/features/billing/components/payment-success-page').then((m) => ({
    default: m.PaymentSuccessPage,
  })),
)
const SubscriptionPage = lazy(() =>
  import('#web/features/billing/components/subscription-page').then((m) => ({ default: m.SubscriptionPage })),
)
const TestCheckoutPage = lazy(() =>
  import('#web/features/billing/components/test-checkout-page').then((m) => ({
    default: m.TestCheckoutPage,
  })),
)
const TestPortalPage = lazy(() =>
  import('#web/features/billing/components/test-portal-page').then((m) => ({ default: m.TestPortalPage })),
)
const ApplicationPackagePage = lazy(() =>
  import('#web/features/documents/components/application-package-page').then((m) => ({ default: m.ApplicationPackagePage })),
)
const AnalyzePage = lazy(() =>
  import('#web/features/analyze/components/analyze-page').then((m) => ({ default: m.AnalyzePage })),
)

/** /checkout?type=trial starts the trial (auth); ?type=pro is the Pro checkout (billing). */
function CheckoutPage() {
  const [params] = useSearchParams()
  return params.get('type') === 'pro' ? <ProCheckoutPage /> : <TrialCheckoutPage />
}

function page(element: ReactNode): ReactNode {
  return <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>{element}</Suspense>
}

function RootLayout() {
  // A new page opens at its top (issue 30: the builder opened 382 px down on a phone, at the place the
  // dashboard had been scrolled to); back and forward return to where the reader was, a #hash to its anchor.
  return (
    <ErrorBoundary>
      <ScrollRestoration />
      <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  )
}

// The signed-in tools' screens.
const toolRoutes: RouteObject[] = [
  { path: PATHS.analyze, element: page(<AnalyzePage />) },
  { path: PATHS.myCvs, element: page(<MyCvsPage />) },
  { path: PATHS.applicationPackage, element: page(<ApplicationPackagePage />) },
  { path: PATHS.cvPrint, element: page(<CvPrintPage />) },
  { path: PATHS.cvPrintQuery, element: page(<CvPrintPage />) },
  { path: PATHS.coverLetterWriter, element: page(<CoverLetterWriterPage />) },
  ...BUILDER_PATHS.map((path) => ({ path, element: page(<BuilderPage />) })),
]

const appRoutes: RouteObject[] = [
  { path: PATHS.help, element: page(<HelpPage />) },
  { path: PATHS.contact, element: page(<ContactPage />) },
  { path: PATHS.terms, element: page(<TermsPage />) },
  { path: PATHS.status, element: page(<StatusPage />) },
  { path: PATHS.imprint, element: page(<ImprintPage />) },
  { path: PATHS.impressum, element: page(<ImprintPage />) },
  { path: PATHS.privacy, element: page(<PrivacyPage />) },
  { path: PATHS.cancelContract, element: page(<CancelContractPage />) },
  { path: PATHS.bulkApplication, element: page(<ApplicationsPage />) },
  { path: PATHS.applicationProof, element: page(<ProofPage />) },
  { path: PATHS.login, element: page(<LoginPage />) },
  { path: PATHS.authToken, element: page(<TokenPage />) },
  { path: PATHS.freeTrial, element: page(<FreeTrialPage />) },
  { path: PATHS.subscribe, element: page(<SubscribePage />) },
  { path: PATHS.checkout, element: page(<CheckoutPage />) },
  { path: PATHS.dashboard, element: page(<DashboardPage />) },
  { path: PATHS.settings, element: page(<SettingsPage />) },
  { path: PATHS.paymentRequest, element: page(<PaymentRequestPage />) },
  { path: PATHS.paymentSuccess, element: page(<PaymentSuccessPage />) },
  { path: PATHS.subscription, element: page(<SubscriptionPage />) },
  { path: BILLING_PATHS.testCheckout, element: page(<TestCheckoutPage />) },
  { path: BILLING_PATHS.testPortal, element: page(<TestPortalPage />) },
  ...toolRoutes,
  { path: '*', element: <NotFoundPage /> },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: PATHS.landing, element: <LandingPage /> },
      { element: page(<AppShell />), children: appRoutes },
    ],
  },
]

export function createRouter() {
  return createBrowserRouter(routes)
}
