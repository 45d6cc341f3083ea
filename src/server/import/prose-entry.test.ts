import { describe, expect, it } from 'vitest'
import { parseCvText } from './parse-cv-text'
import { readProseHead } from './prose-entry'

// Jobs written as sentences, in the 8 languages: role, employer and place from the sentence, and
// a place never taken for the employer. Synthetic sentences.

describe('jobs written as sentences', () => {
  it.each([
    ['Worked at Acme Corp in Barcelona as a backend developer', 'Backend developer', 'Acme Corp', 'Barcelona'],
    ['Trabajé en Ejemplo Soluciones en Barcelona como desarrollador backend', 'Desarrollador backend', 'Ejemplo Soluciones', 'Barcelona'],
    ['Als Backend-Entwickler bei Muster GmbH in Berlin tätig', 'Backend-Entwickler', 'Muster GmbH', 'Berlin'],
    ["J'ai travaillé chez Exemple SA à Lyon en tant que développeur web", 'Développeur web', 'Exemple SA', 'Lyon'],
    ['Ho lavorato presso Esempio Srl a Milano come sviluppatore Java', 'Sviluppatore Java', 'Esempio Srl', 'Milano'],
    ['Trabalhei na Exemplo Lda em Lisboa como engenheira de dados', 'Engenheira de dados', 'Exemplo Lda', 'Lisboa'],
    ['Werkte bij Voorbeeld BV in Utrecht als data-analist', 'Data-analist', 'Voorbeeld BV', 'Utrecht'],
    ['Pracowałam w Przykład sp. z o.o. jako programistka', 'Programistka', 'Przykład sp. z o.o.', ''],
  ])('"%s"', (sentence, title, company, location) => {
    expect(readProseHead(sentence)).toEqual({ title, company, location })
  })

  it('is not a sentence for an ordinary entry head or a bullet', () => {
    expect(readProseHead('Senior Engineer at Acme GmbH')).toBeNull()
    expect(readProseHead('Developed a platform used by 3 teams')).toBeNull()
  })

  it('reads the dates from the sentence and keeps the place out of the employer', () => {
    const cv = parseCvText(
      [
        'Ana Ejemplo',
        'ana@example.es',
        '',
        'Experiencia',
        'Trabajé en Ejemplo Soluciones en Barcelona como desarrolladora backend desde 2019 hasta 2021.',
        'Trabajé en Otra Empresa SL en Madrid como analista de datos (2016 – 2019).',
      ].join('\n'),
    )
    expect(cv.experience.map((job) => [job.title, job.company, job.location, job.startDate, job.endDate])).toEqual([
      ['Desarrolladora backend', 'Ejemplo Soluciones', 'Barcelona', '2019', '2021'],
      ['Analista de datos', 'Otra Empresa SL', 'Madrid', '2016', '2019'],
    ])
  })
})
