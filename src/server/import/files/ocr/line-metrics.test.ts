import { describe, expect, it } from 'vitest'
import { lineMetrics } from './line-metrics'

describe('type size and baseline of a recognised run', () => {
  it('gives lines in one type one size and their baselines, with or without descenders', () => {
    // 10-px type: capitals and ascenders 7.2 px above the baseline at 100, descenders 2.1 below.
    const withDescenders = lineMetrics('Cloud, das die Planungsdauer', 92.8, 102.1)
    const without = lineMetrics('Wochen verkürzte', 92.8, 100)
    expect(withDescenders.size).toBeCloseTo(10, 1)
    expect(without.size).toBeCloseTo(10, 1)
    expect(withDescenders.baseline).toBeCloseTo(100, 1)
    expect(without.baseline).toBeCloseTo(100, 1)
    expect(lineMetrics('neue man', 95, 100).size).toBeCloseTo(10, 1)
  })
})
