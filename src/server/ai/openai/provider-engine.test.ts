import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TranslateCvBody } from '#shared/api/ai'
import type { ZeugnisAnalysis } from '#shared/api/zeugnis'
import { SAME_ORIGIN } from '#tests/setup/auth-helpers'
import { buildTestApp } from '#tests/setup/build-test-app'
import { type FakeOpenAi, reply, requestItems, startFakeOpenAi } from '#tests/setup/fake-openai'
import { scoreBullet } from '#server/ai/bullets/impact-score'
import { createAiEngine } from '#server/ai/create-ai-engine'
import { createBuiltinEngine } from '#server/ai/engine'
import {
  createProviderEngine,
  FALLBACK_MESSAGE,
  PARTIAL_MESSAGE,
  type ProviderWarning,
} from './provider-engine'

const LETTER = `Arbeitszeugnis

Frau Anna Muster, geboren am 12.03.1990, war vom 01.04.2019 bis zum 31.12.2024 in unserem Unternehmen als Sachbearbeiterin in der Buchhaltung tätig.
Zu ihren Aufgaben gehörten die Kreditorenbuchhaltung und die Vorbereitung der Monatsabschlüsse.
Frau Muster erledigte die ihr übertragenen Aufgaben zu unserer Zufriedenheit. Sie war stets bemüht, die Aufgaben pünktlich zu erledigen.
Ihr Verhalten gegenüber Kollegen war einwandfrei.
Frau Muster verlässt uns zum 31.12.2024. Wir wünschen ihr alles Gute.`

const GOOD_DRAFT = `Arbeitszeugnis

Frau Anna Muster, geboren am 12.03.1990, war vom 01.04.2019 bis zum 31.12.2024 in unserem Unternehmen als Sachbearbeiterin in der Buchhaltung tätig.

Zu ihren Aufgaben gehörten die Kreditorenbuchhaltung und die Vorbereitung der Monatsabschlüsse.

Frau Muster erledigte die ihr übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit. Sie arbeitete stets äußerst zuverlässig und termingerecht.

Ihr Verhalten gegenüber Vorgesetzten und Kollegen war stets vorbildlich.

Frau Muster verlässt uns zum 31.12.2024 auf eigenen Wunsch. Wir bedauern ihr Ausscheiden sehr, danken ihr für die stets sehr gute Zusammenarbeit und wünschen ihr für ihre berufliche und private Zukunft alles Gute und weiterhin viel Erfolg.`

const PROSE = {
  headline_reason: 'MODEL: the letter hides a grade 4 behind friendly words.',
  detailed_explanation: 'MODEL: "war stets bemüht" means effort without results.',
  revision_draft: GOOD_DRAFT,
}

const ZEUGNIS = { referenceLetterText: LETTER, jurisdiction: 'DE' as const }
const builtin = createBuiltinEngine()

let fake: FakeOpenAi
beforeAll(async () => {
  fake = await startFakeOpenAi()
})
afterEach(() => fake.reset())
afterAll(() => fake.close())

type Warning = { details: ProviderWarning; message: string }

function engineFor(options: { apiKey?: string | null; timeoutMs?: number } = {}) {
  const warnings: Warning[] = []
  const engine = createProviderEngine({
    baseUrl: fake.url,
    apiKey: options.apiKey === null ? undefined : (options.apiKey ?? 'test-key'),
    model: 'test-model',
    builtin,
    log: { warn: (details, message) => warnings.push({ details, message }) },
    timeoutMs: options.timeoutMs ?? 5_000,
    retryDelayMs: 0,
  })
  return { engine, warnings }
}

function systemPrompt(index = 0): string {
  return fake.requests[index]?.body?.messages?.find((m) => m.role === 'system')?.content ?? ''
}

describe('provider engine: ZeugnisCheck', () => {
  it('takes headline, explanation and revision draft from the model and every fact from the built-in engine', async () => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.json(PROSE))
    const answer = await engine.zeugnisCheck(ZEUGNIS, 'en')
    const facts = await builtin.zeugnisCheck(ZEUGNIS, 'en')
    expect(facts.overall_category).toBe('Critical')
    expect(answer).toEqual<ZeugnisAnalysis>({ ...facts, ...PROSE })
    expect(engine.provider).toBe('openai')
    expect(warnings).toEqual([])

    const [request] = fake.requests
    expect(request?.path).toBe('/v1/chat/completions')
    expect(request?.body?.model).toBe('test-model')
    expect(request?.body?.temperature).toBeLessThanOrEqual(0.3)
    expect(request?.body?.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'zeugnis_prose',
        strict: true,
        schema: {
          type: 'object',
          required: ['headline_reason', 'detailed_explanation', 'revision_draft'],
          additionalProperties: false,
        },
      },
    })
    expect(systemPrompt()).toContain('characters) in English')
    expect(systemPrompt()).toContain('§ 109 GewO')
  })

  it("asks in the interface language with the jurisdiction's conventions", async () => {
    const { engine } = engineFor()
    fake.respond(reply.json(PROSE))
    await engine.zeugnisCheck({ ...ZEUGNIS, jurisdiction: 'AT' }, 'fr')
    expect(systemPrompt()).toContain('characters) in French')
    expect(systemPrompt()).toContain('Dienstzeugnis')
    expect(systemPrompt()).toContain('Jänner')
  })

  it("keeps the built-in revision draft when the model's draft drops a date", async () => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.json({ ...PROSE, revision_draft: GOOD_DRAFT.replace(', geboren am 12.03.1990,', '') }))
    const answer = await engine.zeugnisCheck(ZEUGNIS, 'en')
    const facts = await builtin.zeugnisCheck(ZEUGNIS, 'en')
    expect(answer.headline_reason).toBe(PROSE.headline_reason)
    expect(answer.revision_draft).toBe(facts.revision_draft)
    expect(warnings).toEqual([
      { details: { task: 'zeugnisCheck', reason: 'unfaithful', count: 1 }, message: PARTIAL_MESSAGE },
    ])
  })

  it('does not ask the model about a text that is not a reference letter', async () => {
    const { engine } = engineFor()
    const body = {
      referenceLetterText: 'Einkaufsliste: Milch, Brot, Butter, Eier und Käse.',
      jurisdiction: 'DE' as const,
    }
    const answer = await engine.zeugnisCheck(body, 'en')
    expect(answer).toEqual(await builtin.zeugnisCheck(body, 'en'))
    expect(answer.overall_category).toBe('Unknown')
    expect(fake.requests).toHaveLength(0)
  })
})

describe('provider engine: falling back to the built-in engine', () => {
  it.each([
    {
      name: 'invalid JSON',
      steps: [reply.content('Sure! Here is the analysis: {"headline_reason": ')],
      reason: 'invalid_json',
      calls: 1,
    },
    {
      name: 'a schema violation',
      steps: [reply.json({ headline_reason: 42, detailed_explanation: 'x' })],
      reason: 'schema',
      calls: 1,
    },
    {
      name: 'an empty headline',
      steps: [reply.json({ ...PROSE, headline_reason: '  ' })],
      reason: 'schema',
      calls: 1,
    },
    { name: 'a refusal', steps: [reply.refusal('I cannot help with that.')], reason: 'refused', calls: 1 },
    { name: 'HTTP 401 (not retried)', steps: [reply.status(401)], reason: 'http', status: 401, calls: 1 },
    {
      name: 'HTTP 500 twice',
      steps: [reply.status(500), reply.status(502)],
      reason: 'http',
      status: 502,
      calls: 2,
    },
    { name: 'two dropped connections', steps: [reply.hangUp(), reply.hangUp()], reason: 'network', calls: 2 },
  ])(
    'answers with the built-in analysis and logs a warning on $name',
    async ({ steps, reason, status, calls }) => {
      const { engine, warnings } = engineFor()
      fake.respond(...steps)
      const answer = await engine.zeugnisCheck(ZEUGNIS, 'en')
      expect(answer).toEqual(await builtin.zeugnisCheck(ZEUGNIS, 'en'))
      expect(fake.requests).toHaveLength(calls)
      expect(warnings).toEqual([
        {
          details: { task: 'zeugnisCheck', reason, ...(status ? { status } : {}) },
          message: FALLBACK_MESSAGE,
        },
      ])
      // Nothing of the letter reaches the log ("No data stored").
      expect(JSON.stringify(warnings)).not.toMatch(/Muster|Zufriedenheit/)
    },
  )

  it('gives up after the timeout without a retry', async () => {
    const { engine, warnings } = engineFor({ timeoutMs: 100 })
    fake.respond(reply.json(PROSE, 2_000))
    const started = performance.now()
    const answer = await engine.zeugnisCheck(ZEUGNIS, 'en')
    expect(performance.now() - started).toBeLessThan(1_500)
    expect(answer).toEqual(await builtin.zeugnisCheck(ZEUGNIS, 'en'))
    expect(fake.requests).toHaveLength(1)
    expect(warnings).toEqual([
      { details: { task: 'zeugnisCheck', reason: 'timeout' }, message: FALLBACK_MESSAGE },
    ])
  })

  it('retries once on a 500 and uses the second answer', async () => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.status(500), reply.json(PROSE))
    const answer = await engine.zeugnisCheck(ZEUGNIS, 'en')
    expect(answer.headline_reason).toBe(PROSE.headline_reason)
    expect(fake.requests).toHaveLength(2)
    expect(warnings).toEqual([])
  })

  it('retries once after a dropped connection', async () => {
    const { engine } = engineFor()
    fake.respond(reply.hangUp(), reply.json(PROSE))
    expect((await engine.zeugnisCheck(ZEUGNIS, 'en')).revision_draft).toBe(GOOD_DRAFT)
    expect(fake.requests).toHaveLength(2)
  })

  it('accepts JSON wrapped in a Markdown fence, as local models write it', async () => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.content('```json\n' + JSON.stringify(PROSE) + '\n```'))
    expect((await engine.zeugnisCheck(ZEUGNIS, 'en')).headline_reason).toBe(PROSE.headline_reason)
    expect(warnings).toEqual([])
  })
})

describe('provider engine: the API key', () => {
  it('sends the key as a Bearer token', async () => {
    const { engine } = engineFor({ apiKey: 'sk-secret' })
    fake.respond(reply.json(PROSE))
    await engine.zeugnisCheck(ZEUGNIS, 'en')
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-secret')
  })

  it('sends no Authorization header without a key (Ollama, llama.cpp)', async () => {
    const { engine } = engineFor({ apiKey: null })
    fake.respond(reply.json(PROSE))
    await engine.zeugnisCheck(ZEUGNIS, 'en')
    expect(fake.requests[0]?.headers).not.toHaveProperty('authorization')
  })
})

describe('provider engine: enhance-bullets', () => {
  const body = {
    bulletPoints: [
      'Managed a team of 5 engineers',
      'Cut invoice processing time by 30%',
      'responsible for the monthly reporting',
    ],
  }

  it('uses a rewrite only when it keeps every number, and scores it with the built-in scorer', async () => {
    const { engine, warnings } = engineFor()
    const rewrites: Record<string, string> = {
      '0': 'Led a team of 5 engineers through the platform migration',
      '1': 'Cut invoice processing time by 35%', // changes a number: rejected
      '2': 'Owned the monthly reporting for the finance team, resulting in [measurable result]', // a placeholder: rejected
    }
    fake.respond((request) =>
      reply.json({ items: requestItems(request).map(({ id }) => ({ id, text: rewrites[id] ?? '' })) }),
    )
    const answer = await engine.enhanceBullets(body, 'en')
    const drafts = await builtin.enhanceBullets(body, 'en')

    expect(requestItems(fake.requests[0]).map((item) => item.original)).toEqual([
      'Managed a team of 5 engineers',
      'Cut invoice processing time by 30%',
      'responsible for the monthly reporting',
    ])
    expect(answer[0]?.enhanced).toBe(rewrites['0'])
    expect(answer[0]?.impactScore).toBe(scoreBullet(rewrites['0'] ?? '', 'en').score)
    expect(answer[1]).toEqual(drafts[1])
    // A placeholder never enters the text: the built-in draft (with its hint beside it) stands.
    expect(answer[2]).toEqual(drafts[2])
    expect(answer[2]?.enhanced).not.toMatch(/\[/)
    expect(warnings).toEqual([
      { details: { task: 'enhanceBullets', reason: 'unfaithful', count: 2 }, message: PARTIAL_MESSAGE },
    ])
  })

  it('rejects a rewrite that invents a number', async () => {
    const { engine } = engineFor()
    fake.respond(reply.json({ items: [{ id: '2', text: 'Delivered 12 monthly reports on time' }] }))
    const answer = await engine.enhanceBullets(body, 'en')
    expect(answer).toEqual(await builtin.enhanceBullets(body, 'en'))
  })
})

describe('provider engine: cover letters', () => {
  const body = {
    jobDescription:
      'Wir suchen eine Buchhalterin (m/w/d) bei der Muster GmbH in Berlin. Sie bringen 3 Jahre Erfahrung mit.',
    cvText: 'Anna Weber\nBuchhalterin bei Acme GmbH 2019–2024\nMonatsabschlüsse für 3 Gesellschaften',
    personalInfo: { fullName: 'Anna Weber' },
    experience: [],
    language: 'de' as const,
    templateType: 'cover' as const,
    alignment: 'left' as const,
  }
  const date = new Date('2025-05-15T10:00:00Z')
  const LETTER_TEXT =
    'Anna Weber\n\nMuster GmbH\nBerlin\n\n15.05.2025\n\nBewerbung als Buchhalterin\n\nSehr geehrte Damen und Herren,\n\nseit 2019 schließe ich bei der Acme GmbH die Monate für 3 Gesellschaften ab.\n\nMit freundlichen Grüßen\n\nAnna Weber'

  it("writes the letter with the model and keeps the built-in engine's company, title and city", async () => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.json({ content: LETTER_TEXT }))
    const answer = await engine.coverLetter(body, date)
    const draft = await builtin.coverLetter(body, date)
    expect(answer).toEqual({ ...draft, data: { ...draft.data, content: LETTER_TEXT } })
    expect(draft.data).toMatchObject({
      companyName: 'Muster GmbH',
      jobTitle: 'Buchhalterin',
      address: { city: 'Berlin' },
    })
    expect(systemPrompt()).toContain('DIN 5008')
    expect(warnings).toEqual([])
  })

  it('falls back when the letter invents a figure', async () => {
    const { engine, warnings } = engineFor()
    fake.respond(
      reply.json({ content: LETTER_TEXT.replace('für 3 Gesellschaften', 'und senkte die Kosten um 40 %') }),
    )
    expect(await engine.coverLetter(body, date)).toEqual(await builtin.coverLetter(body, date))
    expect(warnings).toEqual([
      { details: { task: 'coverLetter', reason: 'unfaithful' }, message: FALLBACK_MESSAGE },
    ])
  })

  it.each([
    [
      'claims a sector the CV does not show',
      LETTER_TEXT.replace('ab.', 'ab, nach 5 Jahren in der Versicherungsbranche.'),
    ],
    ['leaves a name placeholder the CV can fill', LETTER_TEXT.replace(/Anna Weber$/, '[Ihr Name]')],
    ['names another employer', LETTER_TEXT.replace('Muster GmbH\n', 'Beispiel AG\n')],
    ['has a misspelled word', LETTER_TEXT.replace('schließe', 'schlieese')],
  ])('falls back to the checked built-in letter when the model’s letter %s', async (_, content) => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.json({ content }))
    expect(await engine.coverLetter(body, date)).toEqual(await builtin.coverLetter(body, date))
    expect(warnings).toEqual([
      { details: { task: 'coverLetter', reason: 'unfaithful' }, message: FALLBACK_MESSAGE },
    ])
  })

  it('answers generate-cover-letter with the letter text of the model', async () => {
    const { engine } = engineFor()
    const text =
      'Dear Hiring Team at Acme Ltd,\n\nI would like to apply as Accountant.\n\nYours faithfully\nAnna Weber'
    fake.respond(reply.json({ content: text }))
    const generate = {
      cvData: { summary: 'Accountant' },
      jobTitle: 'Accountant',
      companyName: 'Acme Ltd',
      language: 'en' as const,
    }
    expect(await engine.generateCoverLetter(generate, date)).toBe(text)
  })
})

describe('provider engine: translate-cv', () => {
  const body: TranslateCvBody = {
    cvData: {
      personalInfo: {
        fullName: 'Anna Weber',
        title: 'Senior Accountant',
        summary: 'Accountant with 8 years of experience in the manufacturing industry.',
      },
      experience: [
        {
          company: 'Acme Ltd',
          position: 'Accountant',
          startDate: 'March 2019',
          endDate: 'Present',
          bullets: ['Prepared the monthly closing for 3 companies'],
        },
      ],
      skills: ['Teamwork', 'SAP', 'Juggling'],
    },
    targetLanguage: 'de',
    sourceLanguage: 'en',
  }
  const GERMAN: Record<string, string> = {
    'Accountant with 8 years of experience in the manufacturing industry.':
      'Buchhalterin mit 8 Jahren Erfahrung in der Fertigungsindustrie.',
    'Prepared the monthly closing for 3 companies': 'Monatsabschlüsse für 3 Gesellschaften erstellt',
    Juggling: 'Jonglieren',
  }

  it('translates the free text with the model and keeps the glossary terms', async () => {
    const { engine, warnings } = engineFor()
    fake.respond((request) =>
      reply.json({
        items: requestItems(request).map(({ id, text }) => ({ id, text: GERMAN[text ?? ''] ?? '' })),
      }),
    )
    const answer = await engine.translateCv(body)
    expect(requestItems(fake.requests[0]).map((item) => item.text)).toEqual(Object.keys(GERMAN))
    expect(answer).toEqual({
      cvData: {
        personalInfo: {
          fullName: 'Anna Weber',
          title: 'Senior Buchhalter',
          summary: GERMAN[Object.keys(GERMAN)[0] ?? ''],
        },
        experience: [
          {
            company: 'Acme Ltd',
            position: 'Buchhalter',
            startDate: 'März 2019',
            endDate: 'heute',
            bullets: ['Monatsabschlüsse für 3 Gesellschaften erstellt'],
          },
        ],
        skills: ['Teamfähigkeit', 'SAP', 'Jonglieren'],
      },
      untranslated: [],
      detectedSourceLanguage: 'en',
    })
    expect(systemPrompt()).toMatch(/from English into German/)
    expect(warnings).toEqual([])
  })

  it('keeps the glossary result for a field whose numbers the model changed', async () => {
    const { engine, warnings } = engineFor()
    fake.respond((request) =>
      reply.json({
        items: requestItems(request).map(({ id, text }) => ({
          id,
          text: (GERMAN[text ?? ''] ?? '').replace('3 Gesellschaften', 'drei Gesellschaften'),
        })),
      }),
    )
    const answer = await engine.translateCv(body)
    const glossary = await builtin.translateCv(body)
    expect(answer.untranslated).toEqual(['Prepared the monthly closing for 3 companies'])
    expect(JSON.stringify(answer.cvData)).toContain('Prepared the monthly closing for 3 companies')
    expect(answer.cvData).not.toEqual(glossary.cvData)
    expect(warnings).toEqual([
      { details: { task: 'translateCv', reason: 'unfaithful', count: 1 }, message: PARTIAL_MESSAGE },
    ])
  })
})

describe('provider engine: the checker on translations and bullets (issue 16)', () => {
  const body = {
    cvData: {
      personalInfo: { summary: 'Accountant with 8 years of experience in the manufacturing industry.' },
    },
    targetLanguage: 'de' as const,
  }

  it('keeps the glossary result for a "translation" that is still in the source language', async () => {
    const { engine, warnings } = engineFor()
    fake.respond((request) =>
      reply.json({ items: requestItems(request).map(({ id, text }) => ({ id, text: text ?? '' })) }),
    )
    const answer = await engine.translateCv(body)
    expect(answer.untranslated).toEqual([
      'Accountant with 8 years of experience in the manufacturing industry.',
    ])
    expect(warnings).toEqual([
      { details: { task: 'translateCv', reason: 'unfaithful', count: 1 }, message: PARTIAL_MESSAGE },
    ])
  })

  it('rejects a bullet rewrite with a non-word', async () => {
    const { engine } = engineFor()
    const bullets = { bulletPoints: ['responsible for the monthly reporting'] }
    fake.respond(reply.json({ items: [{ id: '0', text: 'Performeded the monthly reporting' }] }))
    expect(await engine.enhanceBullets(bullets, 'en')).toEqual(await builtin.enhanceBullets(bullets, 'en'))
  })
})

describe('provider engine: humanize', () => {
  const text = 'I am a passionate team player who leverages synergies across 3 departments.'

  it("returns the model's text when every number is kept", async () => {
    const { engine } = engineFor()
    fake.respond(reply.json({ humanized: 'I work well with people in 3 departments.' }))
    expect(await engine.humanize({ text, context: 'text' })).toEqual({
      success: true,
      humanized: 'I work well with people in 3 departments.',
      message: 'Text humanized',
    })
  })

  it('falls back when a number is lost', async () => {
    const { engine, warnings } = engineFor()
    fake.respond(reply.json({ humanized: 'I work well with people in several departments.' }))
    expect(await engine.humanize({ text, context: 'text' })).toEqual(
      await builtin.humanize({ text, context: 'text' }),
    )
    expect(warnings).toEqual([
      { details: { task: 'humanize', reason: 'unfaithful' }, message: FALLBACK_MESSAGE },
    ])
  })

  it('rewrites the summary and each responsibility of a CV, one line each', async () => {
    const { engine } = engineFor()
    fake.respond((request) =>
      reply.json({
        items: requestItems(request).map(({ id, text: line }) => ({ id, text: `Plain: ${line ?? ''}` })),
      }),
    )
    const content = {
      personalInfo: { summary: 'Passionate accountant with 8 years of experience.' },
      experience: [
        { responsibilities: ['Leveraged SAP to close books for 3 companies', 'Supported audits'] },
      ],
      education: [{ degree: 'BSc' }],
    }
    const answer = await engine.humanizeCv({ content, structured: true })
    expect(answer.humanized.personalInfo.summary).toBe(
      'Plain: Passionate accountant with 8 years of experience.',
    )
    expect(answer.humanized.experience[0]?.responsibilities).toEqual([
      'Plain: Used SAP to close books for 3 companies',
      'Plain: Supported audits',
    ])
    expect(answer.humanized.education).toEqual([{ degree: 'BSc' }])
  })
})

describe('provider engine: optimize-ats', () => {
  it('answers from the built-in engine alone: score and keywords are facts', async () => {
    const { engine } = engineFor()
    const body = {
      cvContent: 'Accountant. SAP, DATEV, payroll.',
      jobDescription: 'We need an accountant with SAP and Excel.',
    }
    expect(await engine.optimizeAts(body, 'en')).toEqual(await builtin.optimizeAts(body, 'en'))
    expect(fake.requests).toHaveLength(0)
  })
})

describe('createAiEngine', () => {
  const log = { warn: () => undefined }
  it('is the built-in engine without AI_BASE_URL and the provider with it', async () => {
    expect(
      (
        await createAiEngine(
          { AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: 'gpt-4o-mini' },
          log,
          createBuiltinEngine(),
        )
      ).provider,
    ).toBe('builtin')
    expect(
      (
        await createAiEngine(
          { AI_BASE_URL: fake.url, AI_API_KEY: undefined, AI_MODEL: 'gpt-4o-mini' },
          log,
          createBuiltinEngine(),
        )
      ).provider,
    ).toBe('openai')
  })
})

describe('POST /api/ai/zeugnis-check with AI_BASE_URL set', () => {
  it('answers with the prose of the provider and the facts of the built-in engine; health names the provider', async () => {
    const t = await buildTestApp({ env: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-route' } })
    try {
      fake.respond(reply.json(PROSE))
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ai/zeugnis-check',
        headers: { ...SAME_ORIGIN, 'accept-language': 'de', 'x-forwarded-for': '203.0.113.7' },
        payload: ZEUGNIS,
        remoteAddress: '203.0.113.7',
      })
      expect(res.statusCode).toBe(200)
      const facts = await builtin.zeugnisCheck(ZEUGNIS, 'de')
      expect(res.json()).toEqual({ ...facts, ...PROSE })
      expect(fake.requests[0]?.body?.model).toBe('gpt-4o-mini')
      expect(fake.requests[0]?.headers.authorization).toBe('Bearer sk-route')
      expect(systemPrompt()).toContain('characters) in German')

      const health = await t.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.json().services).toContainEqual(
        expect.objectContaining({ name: 'ai', provider: 'openai-compatible', status: 'operational' }),
      )
    } finally {
      await t.close()
    }
  }, 60_000) // the app's first AI call waits for its CPU worker to start (server/workers)
})
