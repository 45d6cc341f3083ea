import { describe, expect, it } from 'vitest'
import { foldText, foldWord } from './normalise'
import { parseDocument, spanText } from './segment'

describe('normalise', () => {
  it('folds umlauts to digraphs and ß to ss, as OCR and Swiss texts write them', () => {
    expect(foldWord('Größte Zufriedenheit, äußerst')).toBe('groesste zufriedenheit, aeusserst')
    expect(foldWord('Grösste')).toBe('groesste')
  })

  it('joins words hyphenated at a line end and keeps the original offsets', () => {
    const text = 'zu unserer voll-\n  sten Zufriedenheit'
    const { folded, map } = foldText(text)
    expect(folded).toBe('zu unserer vollsten zufriedenheit')
    expect(text[map[folded.indexOf('sten')] ?? 0]).toBe('s')
  })

  it('keeps the hyphen of an elided compound ("Kunden-\\nund Lieferantenkontakte")', () => {
    expect(foldText('Kunden-\nund Lieferanten').folded).toBe('kunden-\nund lieferanten')
  })

  it('keeps a hyphen before a capitalised word (a compound, not a hyphenation)', () => {
    expect(foldText('SAP-\nSystem').folded).toBe('sap-\nsystem')
  })

  it('quotes a hyphenated phrase exactly as written', () => {
    const doc = parseDocument('Er arbeitete stets zu unserer vollsten Zufrieden-\nheit.')
    const last = doc.tokens[doc.tokens.length - 1]
    expect(last?.text).toBe('zufriedenheit')
    expect(spanText(doc, doc.tokens.length - 1, doc.tokens.length)).toBe('Zufrieden-\nheit')
  })
})
