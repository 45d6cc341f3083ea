import { describe, expect, it } from 'vitest'
import { contract } from '#shared/api/contract'
import { PUBLIC_ROUTES, publicUrl } from './public-routes'

describe('PUBLIC_ROUTES', () => {
  it('names each route exactly as the contract declares it', () => {
    expect(PUBLIC_ROUTES).toEqual({
      readUser: { method: contract.auth.readUser.method, path: contract.auth.readUser.path },
      saveLanguage: { method: contract.auth.saveLanguage.method, path: contract.auth.saveLanguage.path },
      logout: { method: contract.auth.logout.method, path: contract.auth.logout.path },
      logoutAndGoHome: {
        method: contract.auth.logoutAndGoHome.method,
        path: contract.auth.logoutAndGoHome.path,
      },
      readOperator: { method: contract.system.readOperator.method, path: contract.system.readOperator.path },
      detectLanguage: {
        method: contract.system.detectLanguage.method,
        path: contract.system.detectLanguage.path,
      },
      thumbnail: { method: contract.render.thumbnail.method, path: contract.render.thumbnail.path },
    })
  })

  it('fills path parameters and the query', () => {
    expect(
      publicUrl(PUBLIC_ROUTES.thumbnail, {
        params: { templateId: 'modern grid' },
        query: { theme: 'ocean', language: 'de' },
      }),
    ).toBe('/api/templates/modern%20grid/thumbnail?theme=ocean&language=de')
  })
})
