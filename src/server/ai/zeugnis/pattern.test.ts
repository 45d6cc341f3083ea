import { describe, expect, it } from 'vitest'
import { exactly, getLexicon } from './lexicon'
import { compilePattern, findMatches, isWithinOneEdit, LexiconError } from './pattern'
import { parseDocument, spanText } from './segment'

function find(source: string, text: string): string[] {
  const doc = parseDocument(text)
  return findMatches(doc, [compilePattern(source)], 0, doc.tokens.length).map((match) =>
    spanText(doc, match.from, match.to),
  )
}

describe('lexicon loader', () => {
  it('compiles every reviewed table without errors', () => {
    const lexicon = getLexicon()
    expect(lexicon.codes.length).toBeGreaterThan(20)
    expect(lexicon.performanceFormulas.map((formula) => formula.key)).toContain('satisfaction')
    expect(lexicon.occupations.every((group) => group.compiled.length > 0)).toBe(true)
  })

  it('returns the same compiled lexicon on every call', () => {
    expect(getLexicon()).toBe(getLexicon())
  })

  it.each([
    ['~3 zufriedenheit', 'must follow a word'],
    ['stets? zufriedenheit', 'must start with a required word'],
    ['stets ~13 zufriedenheit', 'out of range'],
    ['stets ~2', 'must not end with a gap'],
    ['stets ~2 ~3 voll', 'must follow a word'],
    ['voll-ständig', 'Invalid word'],
    ['', 'Empty pattern'],
  ])('rejects the broken pattern "%s"', (source, message) => {
    expect(() => compilePattern(source)).toThrow(LexiconError)
    expect(() => compilePattern(source)).toThrow(message)
  })

  it('folds umlauts and ß in patterns like the letter', () => {
    expect(find('im großen und ganzen', 'Er war im Grossen und Ganzen zufrieden.')).toEqual([
      'im Grossen und Ganzen',
    ])
  })

  it('turns off typo tolerance for occupation patterns', () => {
    expect(exactly(['kellner* ~2 =bar', 'a|=b'])).toEqual(['=kellner* ~2 =bar', '=a|=b'])
  })
})

describe('pattern matching', () => {
  it('tolerates one typo in words of five or more letters', () => {
    expect(find('vollsten zufriedenheit', 'zu unserer vollstne Zufriedenhiet')).toEqual([
      'vollstne Zufriedenhiet',
    ])
  })

  it('never tolerates a typo in short words, so "voll" is not "vollen"', () => {
    expect(find('=voll', 'mit vollen Kräften')).toEqual([])
    expect(find('sehr', 'seh')).toEqual([])
  })

  it('keeps "vollsten" and "vollen" apart despite typo tolerance', () => {
    expect(find('vollst*', 'zu unserer vollen Zufriedenheit')).toEqual([])
    expect(find('vollst*', 'zu unserer volsten Zufriedenheit')).toEqual(['volsten'])
  })

  it('matches stems, alternatives, optional words and bounded gaps', () => {
    expect(find('bemüh*', 'Er bemühte sich.')).toEqual(['bemühte'])
    expect(find('danken|bedanken ~3 für', 'Wir bedanken uns bei ihm für alles.')).toEqual([
      'bedanken uns bei ihm für',
    ])
    expect(find('zu unserer? zufriedenheit', 'zu Zufriedenheit')).toEqual(['zu Zufriedenheit'])
    expect(find('stets ~1 zufriedenheit', 'stets zu unserer Zufriedenheit')).toEqual([])
  })

  it('joins a long word split by a stray space or line break', () => {
    expect(find('zufriedenheit', 'zu unserer vollsten Zufrie denheit')).toEqual(['Zufrie denheit'])
  })

  it('does not match across sentences', () => {
    expect(find('stets ~4 vorbildlich', 'Er arbeitete stets. Das war vorbildlich.')).toEqual([])
  })

  it('counts one insertion, deletion, substitution or swap as one edit', () => {
    expect(isWithinOneEdit('vollsten', 'volsten')).toBe(true)
    expect(isWithinOneEdit('vollsten', 'vollstne')).toBe(true)
    expect(isWithinOneEdit('vollsten', 'vollsxen')).toBe(true)
    expect(isWithinOneEdit('vollsten', 'vollen')).toBe(false)
  })
})
