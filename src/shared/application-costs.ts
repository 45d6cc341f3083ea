import type { ApplicationCost } from '#shared/api/applications'

// Sums of application costs (issue 26), per currency: amounts in different currencies are never
// added up, since no rate would be the one the office uses. Shared by the CSV export and Insights.

export type CostTotal = { currency: string; amountCents: number }

/** The total of each currency, largest first; empty when there are no costs. */
export function costTotals(costs: Iterable<Pick<ApplicationCost, 'amountCents' | 'currency'>>): CostTotal[] {
  const sums = new Map<string, number>()
  for (const cost of costs) sums.set(cost.currency, (sums.get(cost.currency) ?? 0) + cost.amountCents)
  return [...sums].map(([currency, amountCents]) => ({ currency, amountCents })).sort((a, b) => b.amountCents - a.amountCents || a.currency.localeCompare(b.currency))
}

/** "12.50 EUR; 3.00 CHF": a machine-readable sum for a CSV cell (dot decimals, ISO codes). */
export function formatCostTotalsPlain(totals: readonly CostTotal[]): string {
  return totals.map(({ currency, amountCents }) => `${(amountCents / 100).toFixed(2)} ${currency}`).join('; ')
}
