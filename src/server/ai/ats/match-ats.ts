import type { AtsFileInfo, AtsKeyword, OptimizeAtsReply } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'

import { buildCvIndex, findTermInCv, type TermHit } from '#server/ai/job-ad/cv-index'
import { readCvStructure } from '#server/text/cv-structure'
import { extractAdTerms, type AdTerm } from '#server/ai/job-ad/extract-terms'
import { checkFormat } from './format-warnings'
import { termWeight, weightedCoverage } from './score'
import { planSuggestions, renderSuggestion } from './suggestions'

export type MatchAtsInput = {
  cvContent: string
  jobDescription: string
  file?: AtsFileInfo
  language?: Locale
}

const MAX_SUGGESTIONS = 8

/** The optimize-ats answer: deterministic, so the same CV and ad always get the same score. */
export function matchAts(input: MatchAtsInput): OptimizeAtsReply {
  const { terms, units, index } = extractAdTerms(input.jobDescription)
  const cv = buildCvIndex(input.cvContent, index)
  const byKey = new Map(terms.map((t) => [t.key, t]))
  const hits = new Map<string, TermHit | undefined>(terms.map((t) => [t.key, findTermInCv(cv, t)]))

  const scored = units.map((unit) => {
    const members = unit.keys.map((key) => byKey.get(key)).filter((t): t is AdTerm => t !== undefined)
    const weight = Math.max(0, ...members.map((t) => termWeight(unit.role, t.kind)))
    return { unit, members, weight, found: members.some((t) => hits.get(t.key)) }
  })

  const keywords: AtsKeyword[] = []
  const missing: AdTerm[] = []
  const listed = new Set<string>()
  for (const { unit, members, found } of scored) {
    const importance = unit.role === 'required' ? 'required' : 'preferred'
    for (const term of members) {
      if (listed.has(term.key)) continue
      listed.add(term.key)
      const hit = hits.get(term.key)
      // An alternative the CV does not need ("Azure" when it has AWS) is left out.
      if (!hit && found) continue
      keywords.push({
        term: term.display,
        found: Boolean(hit),
        importance,
        source: term.source,
        match: hit?.match,
        kind: term.kind,
      })
      if (!hit) missing.push({ ...term, importance })
    }
  }

  const lines = readCvStructure(input.cvContent)
  const details = planSuggestions({ missing, keywords, terms, hits, lines, index }).slice(0, MAX_SUGGESTIONS)
  const language = input.language ?? 'en'
  return {
    matchScore: weightedCoverage(scored),
    keywords,
    suggestions: details.map((d) => renderSuggestion(d, language)),
    suggestionDetails: details,
    ...(input.file ? { formatWarnings: checkFormat(input.file, lines) } : {}),
  }
}
