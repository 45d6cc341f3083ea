import { describe, expect, it } from 'vitest'
import type { AiEngine } from './engine'
import { withPlainTextInputs } from './plain-text-inputs'

describe('withPlainTextInputs', () => {
  it('gives the engines plain words, and translation the rich text as stored', async () => {
    const seen: unknown[] = []
    const record = (body: unknown) => {
      seen.push(body)
      return Promise.resolve(undefined as never)
    }
    const engine = withPlainTextInputs({
      provider: 'builtin',
      zeugnisCheck: record,
      enhanceBullets: record,
      optimizeAts: record,
      generateCoverLetter: record,
      coverLetter: record,
      translateCv: record,
      humanize: record,
      humanizeCv: record,
      tailorCv: record,
      followUpEmail: record,
    } as AiEngine)
    await engine.optimizeAts(
      { cvContent: 'Led **12** people\n• used [Go](https://go.dev)\r\n  - *fast*', jobDescription: 'Go' },
      'en',
    )
    await engine.enhanceBullets({ bulletPoints: ['**Cut** costs by 2*3*4 %'] }, 'en')
    await engine.translateCv({ cvData: { summary: '**kept**' }, targetLanguage: 'de' } as never)
    expect(seen[0]).toEqual({ cvContent: 'Led 12 people\n• used Go\r\n  - fast', jobDescription: 'Go' })
    expect(seen[1]).toEqual({ bulletPoints: ['Cut costs by 2*3*4 %'] })
    expect(seen[2]).toEqual({ cvData: { summary: '**kept**' }, targetLanguage: 'de' })
  })
})
