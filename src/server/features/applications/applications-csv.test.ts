import { describe, expect, it } from 'vitest'
import { readApplicationsCsv } from './applications-csv'

const TODAY = '2026-12-07'

describe('reading application spreadsheets', () => {
  // One spreadsheet per language of the app: company, role, date, status headers and a status word.
  const LANGUAGES: Array<[string, string, string, { stage: string; closedReason?: string }]> = [
    ['en', 'Company,Position,Date,Status', 'Acme Ltd,Clerk,2026-11-02,Interview', { stage: 'interview' }],
    ['de', 'Arbeitgeber;Stelle;Datum;Stand', 'Muster AG;Buchhalterin;02.11.2026;Absage', { stage: 'closed', closedReason: 'rejected' }],
    ['fr', 'Entreprise;Poste;Date;Statut', 'Dupont SA;Comptable;02/11/2026;entretien', { stage: 'interview' }],
    ['es', 'Empresa;Puesto;Fecha;Estado', 'Pérez SL;Contable;02/11/2026;rechazado', { stage: 'closed', closedReason: 'rejected' }],
    ['it', 'Azienda;Posizione;Data;Stato', 'Rossi SpA;Contabile;02/11/2026;colloquio', { stage: 'interview' }],
    ['pt', 'Empresa;Cargo;Data;Situação', 'Silva Lda;Contabilista;02/11/2026;sem resposta', { stage: 'closed', closedReason: 'no_answer' }],
    ['nl', 'Bedrijf;Functie;Datum;Status', 'Jansen BV;Boekhouder;02-11-2026;gesolliciteerd', { stage: 'applied' }],
    ['pl', 'Pracodawca;Stanowisko;Data;Etap', 'Kowalski sp. z o.o.;Księgowa;02.11.2026;rozmowa kwalifikacyjna', { stage: 'interview' }],
  ]

  it.each(LANGUAGES)('reads headers and stage words in %s', (_language, header, row, expected) => {
    const { rows, skipped } = readApplicationsCsv(`${header}\n${row}\n`, TODAY)
    expect(skipped).toEqual([])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.body).toMatchObject({ appliedAt: '2026-11-02', closedReason: null, ...expected })
    expect(rows[0]!.body.company).toBe(row.split(/[;,]/)[0])
  })

  it('dates Applied by its day and the later stage by the day of the import', () => {
    const { rows } = readApplicationsCsv('Firma;Datum;Status\nMuster AG;02.11.2026;Vorstellungsgespräch\n', TODAY)
    expect(rows[0]!.stageHistory).toEqual([
      { stage: 'applied', closedReason: null, on: '2026-11-02' },
      { stage: 'interview', closedReason: null, on: TODAY },
    ])
  })

  it('takes a closed stage with its reason from a reason column, and names a word it does not know', () => {
    const { rows, skipped } = readApplicationsCsv('Company,Stage,Closed reason\nA,closed,no_answer\nB,closed,maybe later\nC,closed,\n', TODAY)
    expect(rows.map((row) => row.body)).toMatchObject([{ company: 'A', stage: 'closed', closedReason: 'no_answer' }])
    expect(skipped).toEqual([
      { row: 3, reason: 'closed reason: "maybe later" is not a value we know' },
      { row: 4, reason: expect.stringContaining('closedReason') },
    ])
  })
})
