import { describe, expect, it } from 'vitest'
import { contract } from './contract'
import { routeUrl } from './route'

describe('routeUrl', () => {
  it('encodes path parameters', () => {
    expect(routeUrl(contract.cvs.share, { params: { id: 'a/b c' } })).toBe('/api/cv/a%2Fb%20c/share')
  })

  it('leaves out undefined query values and keeps the others in order', () => {
    expect(routeUrl(contract.parse.importText, { query: { save: undefined } })).toBe('/api/v2/cv/parse-text')
    expect(routeUrl(contract.billing.readCheckoutOutcome, { query: { session_id: 'cs_1&x' } })).toBe(
      '/api/billing/checkout-outcome?session_id=cs_1%26x',
    )
  })

  it('refuses a missing path parameter rather than calling a wrong URL', () => {
    expect(() => routeUrl(contract.cvs.read, {})).toThrow(/missing path parameter id/)
  })
})
