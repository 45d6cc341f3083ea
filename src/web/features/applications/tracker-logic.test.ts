import { describe, expect, it } from 'vitest'
import type { ApplicationRecord } from '#shared/api/applications'
import { calendarEvents, companyKey, computeInsights, filterApplications, EMPTY_FILTER, monthGrid, recentRefusal, sortApplications } from './tracker-logic'

let counter = 0
function application(fields: Partial<ApplicationRecord>): ApplicationRecord {
  counter += 1
  return {
    id: `id-${counter}`, version: 1, company: 'Muster AG', role: '', location: '', employerAddress: '', contactName: '',
    contactEmail: '', contactPhone: '', sourceUrl: '', stage: 'saved', closedReason: null, appliedAt: null, channel: null,
    origin: 'own', workloadPercent: null, interviewRound: null, followUpAt: null, salaryMin: null, salaryMax: null,
    salaryCurrency: '', salaryPeriod: null, tags: [], notes: '', stageHistory: [], interviewAt: null, cvId: null,
    contractType: null, referenceNumber: '', postingText: '', letterId: null, costs: [], archivedAt: null, kind: 'application', agencyProposedAt: null,
    agencyReplyBy: null,
    createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', ...fields,
  }
}

describe('recentRefusal', () => {
  const rejected = (company: string, on: string, closedReason: 'rejected' | 'no_answer' | 'withdrew' = 'rejected') =>
    application({ company, stage: 'closed', closedReason, stageHistory: [{ stage: 'closed', closedReason, on }] })

  it('finds a rejection or silence of the same company, legal form and case aside, in the last 6 months', () => {
    const list = [rejected('Muster AG', '2026-09-01'), rejected('Beta GmbH', '2026-10-01', 'no_answer')]
    expect(recentRefusal('muster', list, '2026-12-07')?.company).toBe('Muster AG')
    expect(recentRefusal('Gamma GmbH', list, '2026-12-07')).toBeUndefined()
    expect(recentRefusal('Beta', list, '2026-12-07')?.company).toBe('Beta GmbH')
  })

  it('forgets refusals older than 6 months and closings the person chose', () => {
    expect(recentRefusal('Muster AG', [rejected('Muster AG', '2026-05-01')], '2026-12-07')).toBeUndefined()
    expect(recentRefusal('Muster AG', [rejected('Muster AG', '2026-11-01', 'withdrew')], '2026-12-07')).toBeUndefined()
  })

  it('does not warn about the application being edited', () => {
    const own = rejected('Muster AG', '2026-11-01')
    expect(recentRefusal('Muster AG', [own], '2026-12-07', own.id)).toBeUndefined()
  })

  it('compares names without legal forms and accents', () => {
    expect(companyKey('Société Générale S.A.')).toBe(companyKey('societe generale'))
  })
})

describe('list filter and order', () => {
  const list = [
    application({ company: 'Alpha', stage: 'applied', appliedAt: '2026-11-03', tags: ['RAV'] }),
    application({ company: 'Beta', stage: 'interview', appliedAt: '2026-11-20', notes: 'zweite Runde' }),
    application({ company: 'Gamma', stage: 'saved' }),
  ]
  it('filters by stage, tag, period and text', () => {
    const names = (filter: Partial<typeof EMPTY_FILTER>) => filterApplications(list, { ...EMPTY_FILTER, ...filter }).map((a) => a.company)
    expect(names({ stage: 'interview' })).toEqual(['Beta'])
    expect(names({ tag: 'RAV' })).toEqual(['Alpha'])
    expect(names({ from: '2026-11-10', to: '2026-11-30' })).toEqual(['Beta'])
    expect(names({ text: 'RUNDE' })).toEqual(['Beta'])
  })
  it('sorts by stage and by day both ways', () => {
    expect(sortApplications(list, 'stage', false).map((a) => a.company)).toEqual(['Beta', 'Alpha', 'Gamma'])
    expect(sortApplications(list, 'day', true).map((a) => a.company)).toEqual(['Gamma', 'Alpha', 'Beta'])
  })
})

describe('calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthGrid(2026, 12)
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
  })
  it('puts interviews and follow-ups of open applications on their days', () => {
    const events = calendarEvents([
      application({ company: 'A', interviewAt: '2026-12-10T14:00', followUpAt: '2026-12-10' }),
      application({ company: 'B', stage: 'closed', closedReason: 'rejected', followUpAt: '2026-12-10' }),
    ])
    expect(events.get('2026-12-10')?.map((e) => `${e.kind} ${e.application.company}`)).toEqual(['interview A', 'followUp A'])
  })
})

describe('computeInsights', () => {
  it('counts the funnel, the response rate, sources and weekly volume', () => {
    const list = [
      application({ stage: 'saved' }),
      application({ stage: 'applied', appliedAt: '2026-12-01', sourceUrl: 'https://www.jobs.ch/x' }),
      application({
        stage: 'closed', closedReason: 'rejected', appliedAt: '2026-11-24', sourceUrl: 'https://jobs.ch/y',
        stageHistory: [{ stage: 'applied', closedReason: null, on: '2026-11-24' }, { stage: 'closed', closedReason: 'rejected', on: '2026-11-30' }],
      }),
      application({
        stage: 'interview', appliedAt: '2026-12-02', cvId: 'cv-1',
        stageHistory: [{ stage: 'applied', closedReason: null, on: '2026-12-02' }, { stage: 'interview', closedReason: null, on: '2026-12-05' }],
      }),
    ]
    const insights = computeInsights(list, '2026-12-07', 4)
    expect(insights.funnel.map((f) => f.count)).toEqual([4, 3, 1, 1, 0])
    expect(insights.responded).toBe(2)
    expect(insights.responseRate).toBeCloseTo(2 / 3)
    expect(insights.bySource[0]).toEqual({ key: 'jobs.ch', sent: 2, responded: 1 })
    expect(insights.byCv.find((g) => g.key === 'cv-1')).toEqual({ key: 'cv-1', sent: 1, responded: 1 })
    expect(insights.weekly).toEqual([
      { week: '2026-11-16', count: 0 },
      { week: '2026-11-23', count: 1 },
      { week: '2026-11-30', count: 2 },
      { week: '2026-12-07', count: 0 },
    ])
  })
})
