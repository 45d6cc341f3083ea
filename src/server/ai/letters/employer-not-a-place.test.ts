import { describe, expect, it } from 'vitest'

import { findEmployer } from '#server/ai/job-ad/find-employer'

// Issue 25: a French region and a medical term were taken as the employer. The ads below are
// shaped like the reported ones; the employer is named nowhere certain, so none is returned.

describe('findEmployer', () => {
  it('never answers a region', () => {
    expect(
      findEmployer(
        [
          'Technicien de maintenance H/F',
          'Auvergne-Rhône-Alpes',
          'Vous assurez la maintenance préventive des lignes de production.',
        ].join('\n'),
      ),
    ).toBeUndefined()
    expect(findEmployer(['Pflegefachkraft (m/w/d)', 'Niedersachsen', 'Wir suchen Verstärkung.'].join('\n'))).toBeUndefined()
  })

  it('never answers a technical term of the ad', () => {
    expect(
      findEmployer(
        [
          'Fachkrankenpfleger Anästhesie (m/w/d)',
          'Ihre Aufgaben: Vorbereitung und Assistenz bei Intubation und Narkoseeinleitung.',
        ].join('\n'),
      ),
    ).toBeUndefined()
  })

  it('still reads a one-word employer and a company named after a region with its legal form', () => {
    expect(findEmployer('Lagerist (m/w/d) bei Lidl\nWir bieten einen sicheren Arbeitsplatz.')).toBe('Lidl')
    expect(findEmployer('Commercial H/F\nBretagne Ateliers SAS recrute un commercial.')).toBe('Bretagne Ateliers SAS')
  })
})
