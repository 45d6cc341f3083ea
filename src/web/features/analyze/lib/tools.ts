// The five tabs of /analyze, in their order; the first is the default.
export const ANALYZE_TOOLS = ['zeugnis', 'bullets', 'ats', 'cover', 'translate'] as const
export type AnalyzeTool = (typeof ANALYZE_TOOLS)[number]

export function isAnalyzeTool(value: string | null): value is AnalyzeTool {
  return value !== null && (ANALYZE_TOOLS as readonly string[]).includes(value)
}
