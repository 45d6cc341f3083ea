import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makePro, SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

const LETTER = `Arbeitszeugnis

Frau Anna Muster, geboren am 12.03.1990, war vom 01.04.2019 bis zum 31.12.2024 in unserem Unternehmen als Sachbearbeiterin in der Buchhaltung tätig.
Zu ihren Aufgaben gehörten die Kreditorenbuchhaltung und die Vorbereitung der Monatsabschlüsse.
Frau Muster arbeitete stets äußerst zuverlässig und sorgfältig und zeigte großes Engagement. Sie erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit.
Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets vorbildlich.
Frau Muster verlässt uns auf eigenen Wunsch. Wir bedauern ihr Ausscheiden sehr, danken ihr für die hervorragende Zusammenarbeit und wünschen ihr für ihre Zukunft alles Gute und weiterhin viel Erfolg.`

describe('AI calls and their quotas', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(() => t.close())

  const zeugnis = (headers: Record<string, string> = {}, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/zeugnis-check',
      headers: { ...SAME_ORIGIN, 'accept-language': 'de', 'x-forwarded-for': ip, ...headers },
      payload: { referenceLetterText: LETTER, jurisdiction: 'DE' },
      remoteAddress: ip,
    })

  it('analyses a letter for a visitor once, then answers 429 trialUsed', async () => {
    const first = await zeugnis()
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ overall_category: 'Positive', performance_grade: 5 })
    expect(first.json().headline_reason).toEqual(expect.any(String))
    const second = await zeugnis()
    expect(second.statusCode).toBe(429)
    expect(second.json()).toMatchObject({ code: 'TRIAL_USED', trialUsed: true })
    expect((await zeugnis({}, '198.51.100.9')).statusCode).toBe(200)
  })

  it('gives a trial account 3 analyses, then 429 trialLimitExceeded with the limit; Pro is unlimited', async () => {
    const trial = await signIn(t)
    for (let i = 0; i < 3; i++) expect((await zeugnis(trial.headers)).statusCode).toBe(200)
    const limited = await zeugnis(trial.headers)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'TRIAL_LIMIT_EXCEEDED', trialLimitExceeded: true, limit: 3 })
    await makePro(t, trial.user.id)
    for (let i = 0; i < 4; i++) expect((await zeugnis(trial.headers)).statusCode).toBe(200)
  })

  it('requires login for cover letters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/cover-letter',
      headers: SAME_ORIGIN,
      payload: { jobDescription: 'Wir suchen eine Buchhalterin (m/w/d) bei der Muster GmbH in Berlin.', cvText: null, personalInfo: null, experience: [], language: 'de' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('answers each tool for a signed-in trial user', async () => {
    const { headers } = await signIn(t)
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload })
    expect((await post('/api/ai/enhance-bullets', { bulletPoints: ['responsible for the monthly reports'] })).json()[0]).toMatchObject({
      original: 'responsible for the monthly reports',
      impactScore: expect.any(Number),
    })
    const ats = await post('/api/ai/optimize-ats', { cvContent: 'Java developer with Spring Boot and SQL', jobDescription: 'Requirements: Java, Spring Boot, Kubernetes' })
    expect(ats.json()).toMatchObject({ matchScore: expect.any(Number), keywords: expect.any(Array) })
    const letter = await post('/api/ai/cover-letter', {
      jobDescription: 'Die Muster GmbH in Berlin sucht eine Buchhalterin (m/w/d). Anforderungen: DATEV, Monatsabschlüsse.',
      cvText: 'Anna Muster\nBuchhalterin\nanna@example.com\nErfahrung: Kreditorenbuchhaltung bei der Beispiel AG, 2019 - heute',
      personalInfo: null,
      experience: [],
      language: 'de',
    })
    expect(letter.statusCode).toBe(200)
    expect(letter.json()).toMatchObject({ success: true, data: { content: expect.stringContaining('Mit freundlichen Grüßen') } })
    const title = await post('/api/ai/humanize', { text: 'senior   software engineer', context: 'professional_title' })
    expect(title.json()).toMatchObject({ success: true, humanized: expect.any(String) })
  })

  it('refuses bad input with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ai/zeugnis-check', headers: SAME_ORIGIN, payload: { referenceLetterText: '   ' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ field: 'referenceLetterText' })
  })
})
