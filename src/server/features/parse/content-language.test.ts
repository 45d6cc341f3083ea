import { describe, expect, it } from 'vitest'
import { emptyCv } from '#shared/cv/cv.schema'
import { withContentLanguage } from './content-language'

describe('withContentLanguage', () => {
  it('names the language the CV’s sentences are written in', () => {
    const english = { ...emptyCv(), summary: 'Backend engineer with eight years of experience building payment systems for the banks of the region.' }
    expect(withContentLanguage(english).language).toBe('en')
    const german = { ...emptyCv(), summary: 'Projektleiterin mit zehn Jahren Erfahrung im Bau und in der Steuerung von großen Vorhaben für die Stadt.' }
    expect(withContentLanguage(german).language).toBe('de')
  })

  it('says nothing when the text gives too little to tell, and keeps a language already known', () => {
    expect(withContentLanguage({ ...emptyCv(), summary: 'Python, SQL' }).language).toBeUndefined()
    expect(withContentLanguage({ ...emptyCv(), language: 'fr', summary: 'Backend engineer with eight years of experience.' }).language).toBe('fr')
  })
})
