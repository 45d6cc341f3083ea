import { describe, expect, it } from 'vitest'
import { extractTextInProcess } from './extract-text'

describe('extractTextInProcess', () => {
  it('reads non-breaking hyphens as hyphens', async () => {
    const text = 'Anna Schmidt\n(482) 832\u20117763\nWork Experience(2)\n2019\u20102021 Data Engineer'
    const extracted = await extractTextInProcess('txt', new TextEncoder().encode(text))
    expect(extracted.text).toBe('Anna Schmidt\n(482) 832-7763\nWork Experience(2)\n2019-2021 Data Engineer')
  })
})
