import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { acceptedLocale, requestLocale } from './request-locale'

const request = (acceptLanguage?: string, saved?: string) =>
  ({ headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {}, auth: saved ? { user: { language: saved } } : null }) as unknown as FastifyRequest

describe('the one locale resolver', () => {
  it('honours q weights and skips unsupported ranges', () => {
    expect(acceptedLocale('en;q=0.1, de-CH')).toBe('de')
    expect(acceptedLocale('ja, pt-BR;q=0.8, en;q=0.5')).toBe('pt')
    expect(acceptedLocale('*, ja')).toBeUndefined()
    expect(acceptedLocale(undefined)).toBeUndefined()
  })

  it('takes the named language, then Accept-Language, then the saved one', () => {
    expect(requestLocale(request('fr', 'de'), 'pl')).toBe('pl')
    expect(requestLocale(request('fr', 'de'))).toBe('fr')
    expect(requestLocale(request(undefined, 'de'))).toBe('de')
    expect(requestLocale(request('ja'))).toBeUndefined()
  })
})
