import { describe, expect, it } from 'vitest'
import { parseDocument, spanText } from '#server/ai/zeugnis/segment'
import { foldChar, foldText, foldWithDigraphs, foldWithOffsets } from './fold'

describe('fold', () => {
  it('folds umlauts to digraphs and ß to ss, as OCR and Swiss texts write them', () => {
    expect(foldWithDigraphs('Größte Zufriedenheit, äußerst')).toBe('groesste zufriedenheit, aeusserst')
    expect(foldWithDigraphs('Grösste')).toBe('groesste')
  })

  it('joins words hyphenated at a line end and keeps the original offsets', () => {
    const text = 'zu unserer voll-\n  sten Zufriedenheit'
    const { folded, map } = foldWithOffsets(text)
    expect(folded).toBe('zu unserer vollsten zufriedenheit')
    expect(text[map[folded.indexOf('sten')] ?? 0]).toBe('s')
  })

  it('keeps the hyphen of an elided compound ("Kunden-\\nund Lieferantenkontakte")', () => {
    expect(foldWithOffsets('Kunden-\nund Lieferanten').folded).toBe('kunden-\nund lieferanten')
  })

  it('keeps a hyphen before a capitalised word (a compound, not a hyphenation)', () => {
    expect(foldWithOffsets('SAP-\nSystem').folded).toBe('sap-\nsystem')
  })

  it('quotes a hyphenated phrase exactly as written', () => {
    const doc = parseDocument('Er arbeitete stets zu unserer vollsten Zufrieden-\nheit.')
    const last = doc.tokens[doc.tokens.length - 1]
    expect(last?.text).toBe('zufriedenheit')
    expect(spanText(doc, doc.tokens.length - 1, doc.tokens.length)).toBe('Zufrieden-\nheit')
  })

  it('folds plain text to lower case without diacritics, ß as ss (the form headings and the ATS compare)', () => {
    expect(foldText('Über mich')).toBe('uber mich')
    expect(foldText('STRAẞE Façade Łódź Škoda')).toBe('strasse facade łodz skoda')
    expect(foldText('Formación Académica')).toBe('formacion academica')
  })

  it('is one character fold: the plain fold and the digraph fold differ only in ä ö ü æ œ', () => {
    const text = 'Größte Zufriedenheit – Œuvre, Ærø, naïve, Ångström, ﬁnance'
    expect(foldText(text)).toBe([...text].map((char) => foldChar(char)).join(''))
    expect(foldWithDigraphs(text)).toBe([...text].map((char) => foldChar(char, { digraphs: true })).join(''))
    expect(foldText(text)).toBe('grosste zufriedenheit – œuvre, ærø, naive, angstrom, finance')
    expect(foldWithDigraphs(text)).toBe('groesste zufriedenheit – oeuvre, aerø, naive, angstroem, finance')
  })

  it('folds a letter with offsets exactly as its lexicon words are folded', () => {
    const text = 'Frau Ängström hat äußerst zuverlässig gearbeitet.'
    expect(foldWithOffsets(text).folded).toBe(foldWithDigraphs(text))
  })
})
