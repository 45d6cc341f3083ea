import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_EXPORT_FORMAT } from '#shared/api/account'
import { testConfig } from '#server/config'
import * as schema from '#server/db/schema'
import { operatorInfo } from '#server/features/legal/legal.routes'
import { richCv } from '#tests/fixtures/sample-cvs'
import { SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import type { TestApp } from '#tests/setup/build-test-app'
import { allMails, type BillingTestApp, buildBillingApp, signInWithMailedToken, subscribeWithTestCard } from '#tests/setup/billing-helpers'
import { describeEachDatabase } from '#tests/setup/test-database'

// Every table that can hold something of an account, with the column that names it. A table added to
// the schema without an entry here fails the completeness check below.
const OWNED_BY = {
  users: (id: string, email: string) => sql`id = ${id} or email = ${email}`,
  login_tokens: (id: string) => sql`user_id = ${id}`,
  sessions: (id: string) => sql`user_id = ${id}`,
  mail_outbox: (_id: string, email: string) => sql`"to" = ${email}`,
  mail_requests: (_id: string, email: string) => sql`email = ${email}`,
  cvs: (id: string) => sql`user_id = ${id}`,
  applications: (id: string) => sql`user_id = ${id}`,
  letters: (id: string) => sql`user_id = ${id}`,
  application_proof_settings: (id: string) => sql`user_id = ${id}`,
  application_snapshots: (id: string) => sql`user_id = ${id}`,
  application_reminder_sends: (id: string) => sql`user_id = ${id}`,
  application_list_versions: (id: string) => sql`user_id = ${id}`,
  documents: (id: string) => sql`user_id = ${id}`,
  usage_events: (id: string) => sql`user_id = ${id}`,
  quota_counters: (id: string) => sql`subject = ${`user:${id}`}`,
  billing_customers: (id: string) => sql`user_id = ${id}`,
  checkout_sessions: (_id: string, email: string) => sql`email = ${email}`,
  subscriptions: (id: string) => sql`user_id = ${id}`,
  billing_portal_links: (id: string) => sql`user_id = ${id}`,
  subscription_keep_links: (id: string) => sql`user_id = ${id}`,
  known_devices: (id: string) => sql`user_id = ${id}`,
  test_payment_objects: (_id: string, email: string) => sql`kind <> 'invoice' and data::text like ${`%${email}%`}`,
} as const
// Not personal: provider event ids. Kept by law: invoices (checked separately).
const NOT_OWNED = ['billing_events', 'invoices']

async function countRows(t: BillingTestApp, table: string, where: ReturnType<typeof sql>) {
  const result = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`)
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{ n: number }>
  return Number(rows[0]!.n)
}

describeEachDatabase('your data: export and account deletion', (kind) => {
  let t: BillingTestApp
  beforeEach(async () => {
    t = await buildBillingApp({ db: kind, env: { APP_URL: 'https://applykit.test' } })
  })
  afterEach(() => t.close())

  async function proWithCv(email: string) {
    await subscribeWithTestCard(t, email)
    const session = await signInWithMailedToken(t, email)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cvs',
      headers: session.headers,
      payload: { templateId: 'executive-modern', themeId: 'indigo', language: 'de', cvData: richCv },
    })
    expect(created.statusCode).toBe(201)
    const application = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: session.headers,
      payload: { company: 'Muster AG', role: 'Buchhalterin', stage: 'applied', appliedAt: '2026-12-01' },
    })
    expect(application.statusCode).toBe(201)
    return session
  }

  it('exports the account, preferences, CVs in both forms and the invoices as one JSON file', async () => {
    const session = await proWithCv('export@example.com')
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: session.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="applykit-data-\d{4}-\d{2}-\d{2}\.json"/)
    const data = res.json()
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT)
    expect(data.account).toMatchObject({ email: 'export@example.com', plan: 'pro' })
    expect(data.preferences).toMatchObject({ language: 'en' })
    expect(data.cvs).toHaveLength(1)
    expect(data.cvs[0].jsonResume.basics.name).toBe(richCv.personal.fullName)
    expect(data.cvs[0].applykit.personal.fullName).toBe(richCv.personal.fullName)
    expect(data.applications).toHaveLength(1)
    expect(data.applications[0]).toMatchObject({ company: 'Muster AG', stage: 'applied', stageHistory: [{ stage: 'applied', on: '2026-12-01' }] })
    expect(data.invoices).toHaveLength(1)
    expect(data.invoices[0]).toMatchObject({ status: 'paid', amountCents: 899 })
    expect(data.subscriptions[0]).toMatchObject({ status: 'active' })
  })

  it('shows per quota what a trial has used and what is left; Pro has no limits', async () => {
    const trial = await signIn(t as unknown as TestApp, 'trial-usage@example.com')
    await t.database.db.insert(schema.usageEvents).values({ feature: 'pdfExport', userId: trial.user.id, createdAt: t.clock.now() })
    const usage = (await t.app.inject({ method: 'GET', url: '/api/account/usage', headers: trial.headers })).json()
    expect(usage).toMatchObject({ accountStatus: 'trial', isTrialExpired: false })
    expect(new Date(usage.trialEndsAt).getTime()).toBeGreaterThan(t.clock.now().getTime())
    const quota = (feature: string) => usage.quotas.find((q: { feature: string }) => q.feature === feature)
    expect(quota('pdfExport')).toEqual({ feature: 'pdfExport', used: 1, limit: 3 })
    expect(quota('docxExport')).toEqual({ feature: 'docxExport', used: 0, limit: 'none' })

    const pro = await proWithCv('pro-usage@example.com')
    const proUsage = (await t.app.inject({ method: 'GET', url: '/api/account/usage', headers: pro.headers })).json()
    expect(proUsage).toMatchObject({ accountStatus: 'pro', trialEndsAt: null })
    expect(proUsage.quotas.every((q: { limit: unknown }) => q.limit === null)).toBe(true)
  })

  it('leaves no mail to the deleted address, and no account, when login links were asked for just before', { timeout: 120_000 }, async () => {
    const email = 'leaving@example.com'
    const session = await proWithCv(email)
    // The answers leave before their mail work; the deletion comes right after them.
    for (const url of ['/api/auth/request-token', '/api/auth/send-trial-token', '/api/auth/request-token']) {
      expect((await t.app.inject({ method: 'POST', url, headers: SAME_ORIGIN, remoteAddress: '198.51.100.31', payload: { email } })).statusCode).toBe(200)
    }
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: session.headers, payload: { confirmEmail: email } })
    expect(deleted.statusCode).toBe(200)
    expect(await allMails(t, email)).toHaveLength(0)
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.email, email))).toHaveLength(0)
  })

  it('asks for the account address before deleting, and refuses without a session', async () => {
    const session = await proWithCv('careful@example.com')
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: session.headers, payload: { confirmEmail: 'other@example.com' } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'confirmEmail' })
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: SAME_ORIGIN, payload: { confirmEmail: 'careful@example.com' } })
    expect(anonymous.statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: session.headers })).statusCode).toBe(200)
  })

  it('deletes every row of the account except the invoices, and ends the subscription', async () => {
    const email = 'leaving@example.com'
    const session = await proWithCv(email)
    const id = session.user.id
    const other = await proWithCv('staying@example.com')

    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: session.headers, payload: { confirmEmail: ' Leaving@Example.com ' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, subscriptionCancelled: true, invoicesKept: 1 })

    const tables = (await t.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown
    const names = ((Array.isArray(tables) ? tables : (tables as { rows: unknown[] }).rows) as Array<{ name: string }>)
      .map((row) => row.name)
      .filter((name) => !name.startsWith('__drizzle'))
    expect(names.sort()).toEqual([...Object.keys(OWNED_BY), ...NOT_OWNED].sort())
    for (const [table, where] of Object.entries(OWNED_BY)) {
      expect(await countRows(t, table, where(id, email)), table).toBe(0)
    }

    const kept = await t.database.db.select().from(schema.invoices).where(eq(schema.invoices.billedEmail, email))
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ userId: null, status: 'paid' })

    // The session is gone with the account; the other account is untouched.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: session.headers })).statusCode).toBe(401)
    const otherExport = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: other.headers })
    expect(otherExport.json().cvs).toHaveLength(1)
    expect(otherExport.json().applications).toHaveLength(1)
    expect(await allMails(t, email)).toHaveLength(0)
  })
})

describeEachDatabase('the cancellation page', (kind) => {
  let t: BillingTestApp
  beforeEach(async () => {
    t = await buildBillingApp({ db: kind, env: { APP_URL: 'https://applykit.test' } })
  })
  afterEach(() => t.close())

  const cancel = (email: string, language?: string) =>
    t.app.inject({ method: 'POST', url: '/api/contract/cancel', headers: SAME_ORIGIN, payload: language ? { email, language } : { email } })

  it('cancels at the end of the period without sign-in and confirms by mail in the reader’s date format', async () => {
    const email = 'kuendigen@example.com'
    await subscribeWithTestCard(t, email, {}, 'de')
    const res = await cancel(email)
    expect(res.statusCode).toBe(200)
    // The work follows the answer; the outbox waits for it.
    const mail = (await allMails(t, email)).find((m) => m.subject.includes('Kündigung'))
    const [row] = await t.database.db.select().from(schema.subscriptions)
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    expect(mail?.text).toMatch(/endet am \d{2}\.\d{2}\.\d{4}/)

    // Settings' "Resume subscription" takes it back.
    const session = await signInWithMailedToken(t, email)
    const resumed = await t.app.inject({ method: 'POST', url: '/api/billing/resume', headers: session.headers })
    expect(resumed.statusCode).toBe(200)
    expect(resumed.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, renewal: 'renews' })
  })

  it('serves the operator details this server was configured with (none here)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/operator' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ configured: false, email: t.config.SUPPORT_EMAIL, processors: { payments: 'test', mail: 'outbox' } })
  })

  it('answers the same for an address without a subscription, and tells that address by mail', async () => {
    const known = await cancel('nobody@example.com', 'en')
    expect(known.statusCode).toBe(200)
    const mails = await allMails(t, 'nobody@example.com')
    expect(mails[0]?.text).toMatch(/no running ApplyKit subscription/)
    expect((await cancel('not an address')).statusCode).toBe(400)
  })
})

describe('the operator of /imprint and /privacy', () => {
  it('names what is missing until the operator is configured, then the operator and the processors', () => {
    expect(operatorInfo(testConfig(), { mail: 'outbox', payments: 'test' })).toMatchObject({
      configured: false,
      missing: ['name', 'address', 'email'],
      processors: { mail: 'outbox', payments: 'test', aiHost: null },
    })
    const env = {
      OPERATOR_NAME: 'Muster GmbH',
      OPERATOR_ADDRESS: 'Musterstraße 1; 10115 Berlin; Deutschland',
      OPERATOR_EMAIL: 'kontakt@muster.example',
      OPERATOR_VAT_ID: 'DE123456789',
      AI_BASE_URL: 'https://llm.example.com/v1',
      AI_API_KEY: 'k',
    }
    expect(operatorInfo(testConfig(env), { mail: 'smtp', payments: 'stripe' })).toMatchObject({
      configured: true,
      missing: [],
      name: 'Muster GmbH',
      addressLines: ['Musterstraße 1', '10115 Berlin', 'Deutschland'],
      email: 'kontakt@muster.example',
      vatId: 'DE123456789',
      vatRatePercent: 19,
      processors: { mail: 'smtp', payments: 'stripe', aiHost: 'llm.example.com' },
    })
  })
})
