import type { ZeugnisJurisdiction } from '#shared/api/zeugnis'

// The law of each jurisdiction (docs/spec/domain/zeugnis.md §2.6; docs/spec/3-decisions.md "AI"). The explanatory text is in
// the message tables (messages/*.ts); this table holds the facts the logic depends on.

export type JurisdictionLaw = {
  statute: string
  /** Letters with any grade (1–5 scale) below this can be challenged. */
  challengeBelowGrade: number
  /** Hidden codes are unlawful / not permitted. */
  forbidsCodes: boolean
  /** Whether a qualified reference can be demanded at all. */
  qualifiedOwed: boolean
  limitationYears: number | null
  references: readonly string[]
}

export const LAW: Record<ZeugnisJurisdiction, JurisdictionLaw> = {
  DE: {
    statute: '§ 109 GewO',
    // "zur vollen Zufriedenheit" (3) is the baseline; below it the employer bears the burden of proof.
    challengeBelowGrade: 3,
    forbidsCodes: true,
    qualifiedOwed: true,
    limitationYears: null,
    references: [
      '§ 109 GewO',
      'BAG 14.10.2003 – 9 AZR 12/03',
      'BAG 18.11.2014 – 9 AZR 584/13',
      'BAG 12.08.2008 – 9 AZR 632/07',
      'BAG 11.12.2012 – 9 AZR 227/11',
    ],
  },
  CH: {
    statute: 'Art. 330a OR',
    challengeBelowGrade: 3,
    forbidsCodes: true,
    qualifiedOwed: true,
    limitationYears: 10,
    references: ['Art. 330a OR', 'Art. 346a OR (Lehrzeugnis)'],
  },
  AT: {
    statute: '§ 39 AngG',
    // OGH 17.12.2008, 9 ObA 164/08w: even "zur vollen Zufriedenheit" breaches the Erschwernisverbot.
    challengeBelowGrade: 4,
    forbidsCodes: true,
    // OLG Wien 30.06.2015, 8 Ra 53/15w: only a simple Dienstzeugnis is owed.
    qualifiedOwed: false,
    limitationYears: 30,
    references: [
      '§ 39 AngG',
      '§ 1163 ABGB',
      'OGH 17.12.2008, 9 ObA 164/08w',
      'OGH 8 ObA 7/12f',
      'OLG Wien 30.06.2015, 8 Ra 53/15w',
    ],
  },
}
