import type { CvData } from '#shared/cv/cv.schema'

// "Reorders, never writes" as a check: two CVs state the same when they hold the same texts, each
// as often, wherever they stand — the summary's sentences counted one by one, since a tailored
// summary only puts one of them first. Used on the copy the engine proposes and again on the copy
// the person keeps (the server trusts no client with "only reordered").

const SENTENCE_END = /(?<=[.!?])\s+(?=\p{Lu}|\d)/u

function statements(cv: CvData): string[] {
  const out: string[] = []
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (key === 'summary') out.push(...value.trim().split(SENTENCE_END).map((s) => `summary:${s.trim()}`))
      else out.push(`${key}:${value}`)
    } else if (typeof value === 'number' || typeof value === 'boolean') out.push(`${key}:${String(value)}`)
    else if (Array.isArray(value)) for (const item of value) visit(item, key)
    else if (value && typeof value === 'object') for (const [child, item] of Object.entries(value)) visit(item, child)
  }
  visit(cv, '')
  return out.sort()
}

export function sameStatements(a: CvData, b: CvData): boolean {
  const left = statements(a)
  const right = statements(b)
  return left.length === right.length && left.every((text, i) => text === right[i])
}
