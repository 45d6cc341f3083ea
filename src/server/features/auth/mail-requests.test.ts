import { afterEach, expect, it } from 'vitest'
import { MAILS_PER_EMAIL_AND_IP_PER_HOUR, MAILS_PER_EMAIL_PER_HOUR } from '#shared/limits'
import type { Mailer, OutgoingMail } from '#server/mail/mailer'
import { SAME_ORIGIN, tokenFromMail } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'
import { describeEachDatabase } from '#tests/setup/test-database'

/** A mail transport the test controls: it records each mail and finishes sending only when released. */
function createGatedMailer() {
  const started: OutgoingMail[] = []
  let finished = 0
  let release: () => void = () => {}
  let gate: Promise<void> = Promise.resolve()
  const mailer: Mailer = {
    mode: 'smtp',
    async send(mail) {
      started.push(mail)
      await gate
      finished++
    },
    retryPending: async () => 0,
    close: () => {},
  }
  return {
    mailer,
    started,
    finished: () => finished,
    hold: () => {
      gate = new Promise((resolve) => (release = resolve))
    },
    release: () => release(),
  }
}

const until = async (condition: () => boolean, what: string) => {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25))
  if (!condition()) throw new Error(`timed out waiting for ${what}`)
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} did not answer in ${ms} ms`)), ms))])

describeEachDatabase('the e-mail calls', (kind) => {
  let t: TestApp
  let gated: ReturnType<typeof createGatedMailer>
  afterEach(async () => {
    gated.release()
    await t?.close()
  })

  const post = (url: string, email: string, ip = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url, headers: SAME_ORIGIN, remoteAddress: ip, payload: { email } })

  // Known addresses answered slower (token and mail work before the answer), which told an attacker
  // who has an account. The answer now leaves before that work, whatever the mail transport does.
  it('answer before the token and mail work is done: a stalled mail transport does not hold the answer', async () => {
    gated = createGatedMailer()
    t = await buildTestApp({ db: kind, overrides: { mailer: gated.mailer, runBackgroundJobs: true } })
    expect((await post('/api/auth/send-trial-token', 'known@example.com')).statusCode).toBe(200)
    await until(() => gated.finished() === 1, 'the welcome mail')

    gated.hold()
    const urls = ['/api/auth/request-token', '/api/auth/send-trial-token', '/api/start-trial', '/api/generate-token-for-customer', '/api/payment/request-link']
    for (const [i, url] of urls.entries()) {
      const res = await within(post(url, 'known@example.com', `198.51.100.${20 + i}`), 5_000, url)
      expect(res.statusCode, url).toBe(200)
    }
    // The queue's worker has started on the login mails, and none of them has been delivered yet.
    await until(() => gated.started.length >= 2, 'the mails to start')
    expect(gated.finished()).toBe(1)
    gated.release()
    await until(() => gated.finished() === gated.started.length, 'the mails to finish')
    expect(tokenFromMail(gated.started[1]!.content.text)).toMatch(/^[A-Za-z0-9_-]{43}$/)
  }, 90_000)

  it('a stranger cannot stop a person from getting login links: the limit is per address and IP, with a higher ceiling per address', async () => {
    gated = createGatedMailer()
    t = await buildTestApp({ db: kind, overrides: { mailer: gated.mailer, runBackgroundJobs: true } })
    const victimIp = '198.51.100.1'
    expect((await post('/api/auth/send-trial-token', 'victim@example.com', victimIp)).statusCode).toBe(200)
    await until(() => gated.finished() === 1, 'the welcome mail')
    const welcomeToken = tokenFromMail(gated.started[0]!.content.text)

    // A stranger hammers the victim's address from one network: refused after 5, with Retry-After.
    const strangers = []
    for (let i = 0; i < 10; i++) strangers.push(await post('/api/auth/request-token', 'victim@example.com', '203.0.113.66'))
    expect(strangers.map((r) => r.statusCode)).toEqual([...Array(MAILS_PER_EMAIL_AND_IP_PER_HOUR).fill(200), ...Array(10 - MAILS_PER_EMAIL_AND_IP_PER_HOUR).fill(429)])
    expect(Number(strangers.at(-1)!.headers['retry-after'])).toBeGreaterThan(0)

    // The victim still gets a link from their own network.
    await until(() => gated.started.length === 1 + MAILS_PER_EMAIL_AND_IP_PER_HOUR, 'the stranger’s five mails')
    const sentBefore = gated.started.length
    expect((await post('/api/auth/request-token', 'victim@example.com', victimIp)).statusCode).toBe(200)
    await until(() => gated.started.length === sentBefore + 1, 'the victim’s login link')

    // Many networks together meet the per-address ceiling …
    let accepted = 1 + MAILS_PER_EMAIL_AND_IP_PER_HOUR + 1
    let refusedFreshNetwork = false
    for (let network = 10; network < 20 && !refusedFreshNetwork; network++) {
      for (let i = 0; i < MAILS_PER_EMAIL_AND_IP_PER_HOUR; i++) {
        const res = await post('/api/auth/request-token', 'victim@example.com', `192.0.2.${network}`)
        if (res.statusCode === 200) accepted++
        else {
          expect(res.statusCode).toBe(429)
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
          refusedFreshNetwork = i === 0 || refusedFreshNetwork
          if (i === 0) break
        }
      }
    }
    expect(accepted).toBe(MAILS_PER_EMAIL_PER_HOUR)
    expect(refusedFreshNetwork).toBe(true)

    // … and even then the pasted-token path is never refused: a link already received still signs in.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: SAME_ORIGIN, remoteAddress: '203.0.113.66', payload: { token: welcomeToken } })
    expect(login.statusCode).toBe(200)
  }, 90_000)
})
