import type { KeywordKind } from '#shared/api/ai'

import type { ClauseRole } from '#server/ai/job-ad/job-ad-structure'

// docs/spec/domain/ats.md §3.3: a missing required term costs about three times a preferred one. Terms from the
// task list sit in between; soft skills count half, as recruiters weigh hard skills first.
export const ROLE_WEIGHT: Record<ClauseRole, number> = { required: 3, tasks: 1.5, preferred: 1 }
export const KIND_FACTOR: Record<KeywordKind, number> = {
  hard: 1,
  certificate: 1,
  degree: 1,
  title: 1,
  language: 0.75,
  other: 0.75,
  soft: 0.5,
}

export function termWeight(role: ClauseRole, kind: KeywordKind): number {
  return ROLE_WEIGHT[role] * KIND_FACTOR[kind]
}

/** Weighted coverage in whole percent; 0 when the ad names no term at all. */
export function weightedCoverage(items: ReadonlyArray<{ weight: number; found: boolean }>): number {
  const total = items.reduce((sum, item) => sum + item.weight, 0)
  if (total === 0) return 0
  const found = items.reduce((sum, item) => sum + (item.found ? item.weight : 0), 0)
  return Math.round((100 * found) / total)
}
