import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { findCycles, runtimeSpecifiers } from '../../scripts/lint/import-graph.mjs'

// The project's own eslint.config.js, run on code placed at a path: which applykit rules fire.
const eslint = new ESLint()
async function rulesFiredAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {}\n`, { filePath })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message).filter((rule) => rule.startsWith('applykit/'))
}

describe('applykit/rooms and applykit/alias-across-rooms (eslint.config.js)', () => {
  const feature = 'src/web/features/builder/components/zz-probe.tsx'

  it('fails a relative import of another web feature', async () => {
    expect(await rulesFiredAt(feature, "import { formatMoney } from '../../billing/format'\nvoid formatMoney")).toEqual([
      'applykit/rooms',
      'applykit/alias-across-rooms',
    ])
  })

  it('lets a feature reach lib/ through its alias, and asks for the alias instead of ../../../lib', async () => {
    expect(await rulesFiredAt(feature, "import { PATHS } from '#web/lib/paths'\nvoid PATHS")).toEqual([])
    expect(await rulesFiredAt(feature, "import { PATHS } from '../../../lib/paths'\nvoid PATHS")).toEqual([
      'applykit/alias-across-rooms',
    ])
  })

  it('keeps engines apart: text layer, check and job-ad yes, another engine or a feature no', async () => {
    const letters = 'src/server/ai/letters/zz-probe.ts'
    expect(await rulesFiredAt(letters, "import '#server/text/sentences'\nimport '#server/ai/job-ad/detect-job-ad'\nimport '#server/ai/check/check-text'")).toEqual([])
    expect(await rulesFiredAt(letters, "import '#server/ai/ats/match-ats'")).toEqual(['applykit/rooms'])
    expect(await rulesFiredAt(letters, "import '#server/features/billing/billing.service'")).toEqual(['applykit/rooms'])
    expect(await rulesFiredAt('src/server/import/zz-probe.ts', "import '#server/ai/bullets/enhance-bullets'")).toEqual(['applykit/rooms'])
    expect(await rulesFiredAt('src/server/ai/check/zz-probe.ts', "import '#server/ai/letters/checked-letter'")).toEqual(['applykit/rooms'])
    expect(await rulesFiredAt('src/server/text/zz-probe.ts', "import '#server/ai/job-ad/detect-job-ad'")).toEqual(['applykit/rooms'])
  })

  it('lets the provider engine compose the engines but never import a feature', async () => {
    const provider = 'src/server/ai/openai/zz-probe.ts'
    expect(await rulesFiredAt(provider, "import '#server/ai/letters/checked-letter'")).toEqual([])
    expect(await rulesFiredAt(provider, "import '#server/features/billing/billing.service'")).toEqual(['applykit/rooms'])
  })
})

describe('applykit/no-cycle: the import graph', () => {
  it('finds every module of a cycle, and a module importing itself', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    const cycles = findCycles(edges)
    expect([...cycles.keys()].sort()).toEqual(['a', 'b', 'c', 'e'])
    expect(new Set([cycles.get('a'), cycles.get('b'), cycles.get('c')]).size).toBe(1)
  })

  it('reads runtime imports and leaves out the type-only ones the compiler erases', () => {
    const text = [
      "import type { A } from './a'",
      "import { type B, type C } from './b'",
      "import { d, type D } from './d'",
      "export { e } from './e'",
      "export type { F } from './f'",
      "import './g'",
      "const h = await import('./h')",
    ].join('\n')
    expect(runtimeSpecifiers(text)).toEqual(['./d', './e', './g', './h'])
  })
})
