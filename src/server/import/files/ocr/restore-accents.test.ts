import { describe, expect, it } from 'vitest'
import { accentVariants, restoreAccents } from './restore-accents'
import type { OcrWord } from './tesseract-engine'

const word = (text: string, line: string, language: string): OcrWord => ({ text, confidence: 90, left: 0, top: 0, width: 10, height: 10, line, baseline: 10, lineSize: 10, language })

describe('accents put back by the page language’s dictionary', () => {
  it('lists spellings with one accent before those with two', () => {
    const [one, two] = accentVariants('Munchen', { u: 'ü', e: 'é' })
    expect(one).toEqual(['München', 'Munchén'])
    expect(two).toEqual(['Münchén'])
  })

  it('restores the umlauts of German words read with English data, and leaves English words alone', async () => {
    const words = [
      word('Verantwortung', 'a', 'deu'),
      word('fur', 'a', 'eng'),
      word('das', 'a', 'deu'),
      word('Werkscontrolling', 'a', 'deu'),
      word('mit', 'a', 'deu'),
      word('Ludwig-Maximilians-Universitat,', 'b', 'eng'),
      word('Fullstack-Entwickler', 'c', 'eng'),
      word('Experience', 'd', 'eng'),
      word('Teamwork', 'e', 'eng'),
      word('Full', 'f', 'eng'),
      word('Stack', 'f', 'eng'),
      word('Entwickler', 'f', 'deu'),
      word('und', 'f', 'deu'),
      word('Berater', 'f', 'deu'),
    ]
    const restored = await restoreAccents(words, 'deu')
    expect(restored.map((entry) => entry.text)).toEqual([
      'Verantwortung',
      'für',
      'das',
      'Werkscontrolling',
      'mit',
      'Ludwig-Maximilians-Universität,',
      'Fullstack-Entwickler',
      'Experience',
      'Teamwork',
      'Full',
      'Stack',
      'Entwickler',
      'und',
      'Berater',
    ])
    // Nothing to do for an English page.
    expect(await restoreAccents(words, 'eng')).toBe(words)
  })
})
