import fc from 'fast-check'
import type { RouteOptions } from 'fastify'
import { expect, it } from 'vitest'
import type { z } from 'zod'
import { ApiError } from '#shared/errors'
import { SAME_ORIGIN, signIn } from '#tests/setup/auth-helpers'
import { createRecordingPrinter } from '#tests/setup/billing-helpers'
import { buildTestApp } from '#tests/setup/build-test-app'
import { PROTOTYPE_NAMES } from '#tests/setup/prototype-names'

// Requests derived from the zod schemas of every API route, made hostile: wrong types, huge strings,
// deep JSON, unicode, control characters, missing and extra fields, wrong content types, broken
// multipart, path parameters with traversal and NUL. The server must answer each with < 500, every
// error in the API's error shape, and still be healthy afterwards.
//   FUZZ_SEED=<n> replays a run (the seed is printed); FUZZ_RUNS=<n> changes the number of requests.

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647)
// 10,000 by default, the issue-31 target, in every run (about a minute on this 2-core machine under load).
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000)
const BATCH = 8

interface RouteSpec {
  method: string
  url: string
  body?: z.ZodType
  querystring?: z.ZodType
}

type Shape = Record<string, z.ZodType>
type Def = { type: string; in?: z.ZodType; innerType?: z.ZodType; entries?: Record<string, string>; shape?: Shape; element?: z.ZodType }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The fields of an object schema, through the wrappers (optional, default, pipe, transform). */
function shapeOf(schema: z.ZodType | undefined, depth = 0): Shape | null {
  if (!schema || depth > 8) return null
  const def = defOf(schema)
  if (def.type === 'object' && def.shape) return def.shape
  if (def.type === 'pipe' && def.in) return shapeOf(def.in, depth + 1)
  if (def.innerType) return shapeOf(def.innerType, depth + 1)
  return null
}

function enumOf(schema: z.ZodType, depth = 0): string[] | null {
  if (depth > 8) return null
  const def = defOf(schema)
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)
  if (def.type === 'pipe' && def.in) return enumOf(def.in, depth + 1)
  if (def.innerType) return enumOf(def.innerType, depth + 1)
  return null
}

// Names of Object.prototype as ids and keys (issue 31: `constructor` as a theme id answered 500).
const PROTOTYPE_NAME = fc.constantFrom(...PROTOTYPE_NAMES)
const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u000B', '\u001B', '\u007F', '\u0085', '\uD800', '\uDFFF', '\r\n', '\t')
const hostileString = fc.oneof(
  PROTOTYPE_NAME,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.tuple(fc.string({ maxLength: 20 }), CONTROL, fc.string({ maxLength: 20 })).map((parts) => parts.join('')),
  fc.nat({ max: 60_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', '../../etc/passwd', '%00', '<script>alert(1)</script>', "' or 1=1 --", '${jndi:ldap://x}', '\u202Egnp.exe', 'a@b.co', 'Ada Lovelace'),
  fc.emailAddress(),
  fc.uuid(),
)
const deepJson = fc.integer({ min: 1, max: 3_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown)
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  deepJson,
  fc.jsonValue({ maxDepth: 4 }),
)

/** A value for one field: sometimes a plausible one (an enum member), mostly a hostile one. */
function fieldValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const options = enumOf(schema)
  const inner = shapeOf(schema)
  const plausible = options ? fc.constantFrom(...options) : inner ? objectFor(inner) : hostileString
  return fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: anyValue }, { weight: 1, arbitrary: PROTOTYPE_NAME })
}

/** An object for a schema's fields with some missing and some extra. */
function objectFor(shape: Shape): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, fieldValue(schema)]))
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.oneof(hostileString, PROTOTYPE_NAME), anyValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }))
}

/** Percent-encoding that also passes a lone surrogate on (as its raw, invalid UTF-8 bytes). */
function encode(value: string): string {
  return value.replace(/[\uD800-\uDFFF]/g, '\u0000').split('\u0000').map(encodeURIComponent).join('%ED%A0%80')
}

const pathSegment = fc.oneof(
  fc.uuid(),
  PROTOTYPE_NAME,
  hostileString.map(encode),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%00', 'a%00b', '%0A', '%C0%AE', '%ZZ', 'cs_test_1', 'pt_1', 'in_1', 'null'),
)

function contentTypes(): fc.Arbitrary<string | undefined> {
  return fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'application/octet-stream',
    undefined,
  )
}

const brokenMultipart = fc.oneof(
  fc.constant('garbage'),
  fc.constant('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 no end'),
  fc.string({ unit: 'binary', maxLength: 300 }).map((s) => `--x\r\n${s}\r\n--x--`),
  fc
    .tuple(fc.constantFrom('cv.pdf', 'cv.docx', 'cv.txt', 'cv.doc', '../../x.rtf', 'a\u0000.pdf'), fc.uint8Array({ maxLength: 2_000 }))
    .map(([name, bytes]) =>
      Buffer.concat([
        Buffer.from(`--x\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        Buffer.from(bytes),
        Buffer.from('\r\n--x--\r\n'),
      ]),
    ),
)

interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

function requestFor(route: RouteSpec, sessions: string[]): fc.Arbitrary<FuzzRequest> {
  const params = route.url.match(/:[A-Za-z]+/g) ?? []
  const path = fc.array(pathSegment, { minLength: params.length, maxLength: params.length }).map((values) => {
    let url = route.url
    params.forEach((param, i) => (url = url.replace(param, values[i]!)))
    return url
  })
  const queryShape = shapeOf(route.querystring)
  const query = queryShape
    ? objectFor(queryShape).map((q) => '?' + Object.entries(q).map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`).join('&'))
    : fc.constantFrom('', '?a=%00', '?token=..%2F..')
  const bodyShape = shapeOf(route.body)
  const jsonBody = bodyShape ? objectFor(bodyShape) : anyValue
  const payload = fc.oneof(
    { weight: 6, arbitrary: jsonBody.map((body) => JSON.stringify(body) ?? 'null') },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 500 }) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '"\\ud800"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', 'null', '') },
    { weight: 2, arbitrary: brokenMultipart },
  )
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'DELETE'
  return fc
    .record({
      path,
      query,
      payload: hasBody ? payload : fc.constant(undefined),
      contentType: contentTypes(),
      session: fc.oneof(fc.constantFrom(...sessions), fc.constant(''), fc.constant('not-a-session')),
    })
    .map(({ path, query, payload, contentType, session }) => {
      const type = typeof payload === 'string' && contentType?.startsWith('multipart') ? contentType : Buffer.isBuffer(payload) ? 'multipart/form-data; boundary=x' : contentType
      return {
        method: route.method,
        url: path + query,
        headers: {
          ...SAME_ORIGIN,
          ...(type && payload !== undefined ? { 'content-type': type } : {}),
          ...(session ? { authorization: `Bearer ${session}` } : {}),
        },
        ...(payload !== undefined ? { payload } : {}),
      }
    })
}

const isSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value

it(`answers ${RUNS} hostile requests derived from every route's schema without a 5xx (seed ${SEED})`, async () => {
  console.log(`api fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} requests`)
  const routes: RouteSpec[] = []
  const t = await buildTestApp({
    overrides: {
      printer: createRecordingPrinter(),
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method]
        if (!route.url.startsWith('/api/')) return
        for (const method of methods) {
          if (method === 'HEAD' || method === 'OPTIONS') continue
          const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined
          routes.push({
            method,
            url: route.url,
            ...(isSchema(schema?.body) ? { body: schema.body } : {}),
            ...(isSchema(schema?.querystring) ? { querystring: schema.querystring } : {}),
          })
        }
      },
    },
  })
  try {
    expect(routes.length).toBeGreaterThan(40)
    const sessions = await Promise.all([signIn(t), signIn(t), signIn(t)]).then((all) => all.map((s) => s.sessionId))
    const requests = fc.sample(fc.oneof(...routes.map((route) => requestFor(route, sessions))), { seed: SEED, numRuns: RUNS })

    const failures: string[] = []
    const started = Date.now()
    for (let i = 0; i < requests.length; i += BATCH) {
      await Promise.all(
        requests.slice(i, i + BATCH).map(async (request) => {
          const res = await t.app.inject({ ...request })
          const where = `${request.method} ${request.url.slice(0, 120)} [${request.headers['content-type'] ?? '-'}]`
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`)
          else if (res.statusCode >= 400) {
            const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json')
            const shaped = isJson && ApiError.safeParse(safeJson(res.body)).success
            if (!shaped) failures.push(`${res.statusCode} not in the error shape ${where}: ${res.body.slice(0, 200)}`)
          }
        }),
      )
    }
    const seconds = (Date.now() - started) / 1000
    console.log(`api fuzz: ${requests.length} requests over ${routes.length} routes in ${seconds.toFixed(1)} s, ${failures.length} failures`)
    expect(failures.slice(0, 15)).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  } finally {
    await t.close()
  }
}, 240_000)

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
