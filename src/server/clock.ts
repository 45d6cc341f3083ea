export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock tests move by hand, so expiry is exact. */
export function createManualClock(start = new Date('2026-01-15T09:00:00Z')): Clock & {
  advance(ms: number): void
  set(date: Date): void
} {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}
