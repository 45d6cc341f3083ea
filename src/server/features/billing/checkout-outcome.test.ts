import { afterEach, beforeEach, expect, it } from 'vitest'
import { type BillingTestApp, buildBillingApp, createSubscription, payTestCheckout, testSessionIdOf } from '#tests/setup/billing-helpers'
import { describeEachDatabase } from '#tests/setup/test-database'

describeEachDatabase('GET /api/billing/checkout-outcome (the payment-success page)', (kind) => {
  let t: BillingTestApp
  beforeEach(async () => {
    t = await buildBillingApp({ db: kind })
  })
  afterEach(() => t.close())

  const outcome = async (sessionId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/billing/checkout-outcome?session_id=${encodeURIComponent(sessionId)}` })
    return { status: res.statusCode, body: res.json() as { outcome?: string; code?: string } }
  }

  it('asks the provider: pending before payment, paid after it', async () => {
    const created = await createSubscription(t, 'payer@example.com')
    const sessionId = testSessionIdOf((created.json() as { sessionUrl: string }).sessionUrl)
    expect((await outcome(sessionId)).body).toEqual({ outcome: 'pending' })
    expect((await payTestCheckout(t, sessionId)).statusCode).toBe(200)
    expect((await outcome(sessionId)).body).toEqual({ outcome: 'paid' })
  })

  it('says unknown for a session this server did not open, and 400 without one', async () => {
    expect((await outcome('cs_test_made_up')).body).toEqual({ outcome: 'unknown' })
    const missing = await t.app.inject({ method: 'GET', url: '/api/billing/checkout-outcome' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
