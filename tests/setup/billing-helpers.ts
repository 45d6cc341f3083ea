import { PDFDocument } from 'pdf-lib'
import { buildApp } from '#server/app'
import { createManualClock } from '#server/clock'
import { testConfig } from '#server/config'
import type { DbKind } from '#server/db/client'
import type { PaymentProvider } from '#server/payments/payment-provider'
import { createTestModeProvider, type TestModeProvider } from '#server/payments/test-mode-provider'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { SAME_ORIGIN, signIn } from './auth-helpers'
import { createTestDatabase } from './test-database'

// A real one-page PDF (what a print gives, minus the content): code that measures what was printed
// (page counts, the fit to pages) reads it as it reads Chromium's.
let blankPage: Promise<Buffer> | undefined
const onePagePdf = (): Promise<Buffer> => {
  blankPage ??= (async () => {
    const pdf = await PDFDocument.create()
    pdf.addPage([595.28, 841.89])
    return Buffer.from(await pdf.save())
  })()
  return blankPage
}

/** Records what it was asked to print; answers a blank one-page PDF without starting Chromium. */
export function createRecordingPrinter(): PdfPrinter & { printed: string[] } {
  const printed: string[] = []
  return {
    provider: 'local',
    printed,
    printPdf: async (html) => {
      printed.push(html)
      return onePagePdf()
    },
    thumbnail: async () => Buffer.from(''),
    warmUp: async () => ({ status: 'ready', browser: 'recording printer' }),
    markStarting: () => {},
    state: () => ({ status: 'ready', browser: 'recording printer' }),
    poolStats: () => ({ open: 0, idle: 0, waiting: 0 }),
    drain: () => {},
    close: async () => {},
  }
}

/**
 * The whole app like buildTestApp, with the payment provider chosen by the test: the built-in
 * test-mode provider (returned so that tests can run its renewals after moving the clock) or one
 * built from the database and clock (a Stripe provider pointed at the fake).
 */
export async function buildBillingApp(options: {
  db?: DbKind
  env?: Record<string, string>
  payments?: (deps: { appUrl: string }) => PaymentProvider
} = {}) {
  const database = await createTestDatabase(options.db ?? 'pglite')
  const clock = createManualClock()
  const config = testConfig(options.env)
  const testMode: TestModeProvider | null = options.payments ? null : createTestModeProvider({ db: database.db, clock, appUrl: config.appUrl })
  const payments = options.payments?.({ appUrl: config.appUrl }) ?? testMode!
  const printer = createRecordingPrinter()
  const app = await buildApp({ config, database, clock, webDir: '/nonexistent-web-build', payments, printer })
  await app.ready()
  return {
    app,
    database,
    clock,
    config,
    printer,
    testMode,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

export type BillingTestApp = Awaited<ReturnType<typeof buildBillingApp>>
/** What the request helpers need: any built app (a billing test app, or one of two replicas). */
type WithApp = Pick<BillingTestApp, 'app'>

export async function createSubscription(t: WithApp, email: string, language?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-subscription',
    headers: SAME_ORIGIN,
    payload: language ? { email, language } : { email },
  })
  return res
}

export function testSessionIdOf(sessionUrl: string): string {
  const match = /\/billing\/test-checkout\/([A-Za-z0-9_-]+)$/.exec(sessionUrl)
  if (!match?.[1]) throw new Error(`not a test-mode checkout URL: ${sessionUrl}`)
  return match[1]
}

export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Anna Muster' }

export async function payTestCheckout(t: WithApp, sessionId: string, card: Partial<typeof CARD> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/billing/test-mode/checkout/${sessionId}/pay`,
    headers: SAME_ORIGIN,
    payload: { ...CARD, ...card },
  })
}

/** create-subscription and a paid test checkout: the address is Pro afterwards. */
export async function subscribeWithTestCard(t: WithApp, email: string, card: Partial<typeof CARD> = {}, language?: string) {
  const created = await createSubscription(t, email, language)
  if (created.statusCode !== 200) throw new Error(`create-subscription: ${created.statusCode} ${created.body}`)
  const sessionId = testSessionIdOf((created.json() as { sessionUrl: string }).sessionUrl)
  const paid = await payTestCheckout(t, sessionId, card)
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`)
  return { sessionId, redirectUrl: (paid.json() as { redirectUrl: string }).redirectUrl }
}

export async function allMails(t: WithApp, to: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })
  return res.json() as Array<{ subject: string; text: string; html: string }>
}

export function proTokenFromMail(text: string): string {
  const lines = text.split('\n')
  const token = lines.find((line) => /^[A-Za-z0-9_-]{43}$/.test(line.trim()))
  if (!token) throw new Error(`no pasteable token in mail:\n${text}`)
  return token.trim()
}

/** Signs in with the Pro token of a mail to `email` (mails of one clock instant have no order). */
export async function signInWithMailedToken(t: BillingTestApp, email: string) {
  const mail = (await allMails(t, email)).find((m) => m.text.split('\n').some((line) => /^[A-Za-z0-9_-]{43}$/.test(line.trim())))
  const token = proTokenFromMail(mail?.text ?? '')
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, payload: { token } })
  const body = res.json() as { sessionId: string; user: { id: string; email: string; accountStatus: string; proUntil: string | null } }
  return { ...body, headers: { ...SAME_ORIGIN, authorization: `Bearer ${body.sessionId}` } }
}

/**
 * A session for an address that already received mails: the clock moves a second first, so the new
 * login link is the latest mail (mails of one instant have no order).
 */
export async function signInAgain(t: BillingTestApp, email: string) {
  t.clock.advance(1_000)
  return signIn(t, email)
}

/** Mails that carry a Pro token to paste. */
export async function proTokenMails(t: BillingTestApp, email: string) {
  return (await allMails(t, email)).filter((m) => m.text.split('\n').some((line) => /^[A-Za-z0-9_-]{43}$/.test(line.trim())))
}
