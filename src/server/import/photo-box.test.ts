import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'

// A template's empty photo box prints its placeholder ("Foto", "Bild", "[Foto]"), above or under
// the name; it is never the job title or the headline. Synthetic inputs.

describe('the photo box text', () => {
  it.each([
    ['de', 'Foto'],
    ['de', 'Bild'],
    ['de', '[Foto]'],
    ['de', 'Bewerbungsfoto'],
    ['en', 'Photo'],
    ['en', 'Profile picture'],
    ['fr', "Photo d'identité"],
    ['es', 'Fotografía'],
    ['it', 'Foto:'],
    ['pt', 'Fotografia'],
    ['nl', 'Pasfoto'],
    ['pl', 'Zdjęcie'],
  ])('is no title under the name (%s "%s")', (_language, box) => {
    for (const head of [`Lebenslauf\n${box}\nJulia Beispiel`, `Julia Beispiel\n${box}`]) {
      const cv = parseCvText(`${head}
Musterweg 5, 73728 Esslingen
julia@example.de · 0711 000000

Berufserfahrung
04/2019 – heute\tBuchhalterin, Autohaus Muster GmbH, Esslingen
`)
      expect(cv.personal.fullName).toBe('Julia Beispiel')
      expect(cv.personal.title).toBe('Buchhalterin')
      expect(cv.headline).not.toContain(box.replace(/[[\]:]/g, ''))
      expect(cv.personal.address).toBe('Musterweg 5')
    }
  })
})
