import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_PARSE_TEXT_CHARS } from '#shared/api/parse'
import { createBuiltinEngine } from '#server/ai/engine'
import { AppError } from '#server/errors'
import { createCpuPool, type CpuPool, type OverBudget } from './cpu-pool'

const pdf = readFileSync(
  new URL('../../../tests/fixtures/cvs/corpus/en-swe-senior--classic.pdf', import.meta.url),
)
const ZEUGNIS =
  'Herr Max Muster war vom 01.04.2019 bis zum 31.03.2024 als Sachbearbeiter in unserem Unternehmen tätig. ' +
  'Er erledigte die ihm übertragenen Aufgaben stets zu unserer vollsten Zufriedenheit. ' +
  'Sein Verhalten gegenüber Vorgesetzten und Kollegen war stets einwandfrei. ' +
  'Wir bedauern sein Ausscheiden sehr und wünschen ihm für die Zukunft alles Gute und weiterhin viel Erfolg.'

let pool: CpuPool | undefined
afterEach(() => pool?.close())

const budget = (reason: OverBudget) => new AppError('INPUT_TOO_COMPLEX', 422, `over budget: ${reason}`)

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

async function failureOf(work: Promise<unknown>): Promise<AppError> {
  try {
    await work
  } catch (error) {
    return error as AppError
  }
  throw new Error('expected a failure')
}

/** The largest text the parse-text route accepts: many CV lines, as a paste of a whole folder would be. */
function maximumCvText(): string {
  const block =
    'Berufserfahrung\nSoftwareentwicklerin, Beispiel GmbH, Berlin, 03/2019 – 05/2023\n- Führte ein Team von 6 Personen und senkte die Kosten um 12 %\n'
  return block.repeat(Math.ceil(MAX_PARSE_TEXT_CHARS / block.length)).slice(0, MAX_PARSE_TEXT_CHARS)
}

describe('CPU pool', () => {
  it('keeps one warm worker, grows under concurrent jobs and shrinks back when idle', async () => {
    pool = createCpuPool({ size: 2, warmSize: 1, idleMs: 300 })
    await pool.warmUp()
    expect(pool.workerCount()).toBe(1)

    const results = await Promise.all(
      [1, 2, 3, 4].map(() => pool!.run('extractText', { kind: 'pdf', data: new Uint8Array(pdf) }, budget)),
    )
    expect(results.every((result) => result.text.includes('Daniel Okafor'))).toBe(true)
    expect(pool.workerCount()).toBe(2)

    await until(() => pool!.workerCount() === 1, 10_000)
    // The warm worker stays and still answers.
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(pool.workerCount()).toBe(1)
    expect(
      (await pool.run('extractText', { kind: 'pdf', data: new Uint8Array(pdf) }, budget)).text,
    ).toContain('Monzo Bank')
  }, 30_000)

  it('parses CV text and runs an AI engine call in a worker', async () => {
    pool = createCpuPool({ size: 1 })
    const { cv } = await pool.run(
      'parseCvText',
      { text: 'Anna Schmidt\nanna.schmidt@example.com\n\nSkills\nSEO, HubSpot' },
      budget,
    )
    expect(cv.personal.fullName).toBe('Anna Schmidt')
    expect(cv.personal.email).toBe('anna.schmidt@example.com')

    const body = { referenceLetterText: ZEUGNIS, jurisdiction: 'DE' as const }
    const analysis = await pool.run('ai', { method: 'zeugnisCheck', args: [body, 'de'] }, budget)
    // The very answer the engine gives on the main thread.
    expect(analysis).toEqual(await createBuiltinEngine().zeugnisCheck(body, 'de'))
    expect(analysis).toMatchObject({ overall_grade: expect.any(Number) })
  }, 30_000)

  it("answers a job's own AppError as that error, and the worker keeps serving", async () => {
    pool = createCpuPool({ size: 1 })
    const error = await failureOf(pool.run('parseCvText', { text: '   ' }, budget))
    expect(error).toBeInstanceOf(AppError)
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 })
    expect(
      (await pool.run('parseCvText', { text: 'Anna Schmidt\nanna@example.com' }, budget)).cv.personal
        .fullName,
    ).toBe('Anna Schmidt')
  }, 30_000)

  it('stops a job over its time budget with the caller’s clear error and replaces the worker', async () => {
    pool = createCpuPool({ size: 1, timeoutMs: 250 })
    await pool.warmUp()
    const error = await failureOf(pool.run('parseCvText', { text: maximumCvText() }, budget))
    expect(error).toMatchObject({ code: 'INPUT_TOO_COMPLEX', status: 422, message: 'over budget: time' })
    // A fresh worker takes the next job.
    const { cv } = await pool.run('parseCvText', { text: 'Anna Schmidt\nanna@example.com' }, budget)
    expect(cv.personal.fullName).toBe('Anna Schmidt')
  }, 30_000)

  it('reads and parses an upload in one job, and names the step that ran over', async () => {
    pool = createCpuPool({ size: 1 })
    const { cv } = await pool.run('parseCvFile', { kind: 'pdf', data: new Uint8Array(pdf) }, budget)
    expect(cv.personal.fullName).toBe('Daniel Okafor')
    await pool.close()

    pool = createCpuPool({ size: 1, timeoutMs: 300 })
    await pool.warmUp()
    const text = new TextEncoder().encode(maximumCvText())
    const error = await failureOf(
      pool.run(
        'parseCvFile',
        { kind: 'txt', data: text },
        (reason, phase) => new AppError('INPUT_TOO_COMPLEX', 422, `${reason} in ${phase}`),
      ),
    )
    expect(error.message).toBe('time in parse')
  }, 30_000)

  it(
    'survives a worker that dies of its memory budget in the middle of a job',
    { timeout: 60_000, retry: 2 },
    async () => {
      // A real out-of-memory death: a worker with a small heap (48 MB; what a worker holds at ready
      // fits, its AI engines load only after) is given far more text than any route accepts (the
      // routes' schemas stop this before the pool; the pool must hold without them). The line count
      // grows the heap step by step: one giant allocation would end the whole process instead
      // (docs/decisions/092-what-the-worker-pool-does-not-cover.md). Measured: at 48 MB the job dies within a second; at 64 MB,
      // since the worker holds less at ready, it crawls through garbage collections for minutes.
      // The time budget is lifted so that memory, not time, stops the job.
      pool = createCpuPool({ size: 1, memoryMb: 48, timeoutMs: 120_000 })
      await pool.warmUp()
      const error = await failureOf(
        pool.run('parseCvText', { text: 'Anna Schmidt\n'.repeat(1_500_000) }, budget),
      )
      expect(error).toBeInstanceOf(AppError)
      expect(['over budget: memory', 'over budget: crashed']).toContain(error.message)
      const { cv } = await pool.run('parseCvText', { text: 'Anna Schmidt\nanna@example.com' }, budget)
      expect(cv.personal.fullName).toBe('Anna Schmidt')
    },
  )
})
