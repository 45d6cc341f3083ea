import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '#shared/api/contract'
import type { Route } from '#shared/api/route'
import { buildTestApp, type TestApp } from '#tests/setup/build-test-app'

// Every /api route the server registers is declared in the contract (src/shared/api/contract.ts) and
// every declaration is registered, through route() with the declaration's own schemas: a route added
// by hand with `app.post(url, …)` fails here, and so does a declaration nobody serves.

/** Registered outside the contract on purpose; each says why. None today: add one only with a reason. */
const NOT_IN_CONTRACT: Record<string, string> = {}

const keyOf = (method: string, url: string) => `${method} ${url}`

const declared = new Map<string, Route>(
  Object.values(contract).flatMap((group) =>
    Object.values(group).map((route: Route) => [keyOf(route.method, route.path), route]),
  ),
)

describe('the route contract', () => {
  let t: TestApp
  const registered = new Map<string, RouteOptions>()
  beforeAll(async () => {
    // Test mode (no Stripe key) and not production: the test-mode billing pages and the dev outbox exist too.
    t = await buildTestApp({
      overrides: {
        onRoute: (route: RouteOptions) => {
          if (!route.url.startsWith('/api/')) return
          for (const method of [route.method].flat()) {
            // Fastify adds HEAD for every GET by itself.
            if (method !== 'HEAD') registered.set(keyOf(method, route.url), route)
          }
        },
      },
    })
  })
  afterAll(() => t.close())

  it('declares every route the server registers', () => {
    const undeclared = [...registered.keys()].filter((key) => !declared.has(key) && !(key in NOT_IN_CONTRACT))
    expect(undeclared).toEqual([])
  })

  it('registers every declared route', () => {
    expect([...declared.keys()].filter((key) => !registered.has(key))).toEqual([])
    expect(registered.size).toBeGreaterThan(50)
  })

  it("registers each route with its declaration's schemas, not a copy", () => {
    const mismatched = [...declared].filter(([key, route]) => {
      const schema = (registered.get(key)?.schema ?? {}) as Record<string, unknown>
      const body = typeof route.body === 'string' ? undefined : route.body
      return (
        schema.params !== route.params ||
        schema.querystring !== route.query ||
        schema.body !== body ||
        schema.response !== route.replies
      )
    })
    expect(mismatched.map(([key]) => key)).toEqual([])
  })

  it('declares each method and path once', () => {
    const count = Object.values(contract).reduce((sum, group) => sum + Object.keys(group).length, 0)
    expect(declared.size).toBe(count)
  })
})
