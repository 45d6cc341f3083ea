import { ZEUGNIS_UNCERTAIN_BELOW, type ZeugnisAnalysis, type ZeugnisCheckBody } from '#shared/api/zeugnis'

// A letter read from a scan or photo may hold words the recogniser was unsure of. The person can
// correct them before the analysis; those left as read make the answer less certain, and one
// inside a coded phrase ("stets zu unserer vollsten Zufriedenheit") may change the grade itself,
// so the answer is then shown as "uncertain — please check" (issue 23); so is an answer that found
// no grading at all in a letter with such words.

/** The most a scan's doubtful words take off the confidence when none touches a coded phrase. */
const MAX_PENALTY = 0.3

export function lowerForUncertainWords(analysis: ZeugnisAnalysis, body: ZeugnisCheckBody): ZeugnisAnalysis {
  const text = body.referenceLetterText
  const left = (body.uncertainWords ?? []).filter((word) => word.trim() !== '' && text.includes(word))
  if (left.length === 0) return analysis
  const wordCount = Math.max(1, text.split(/\s+/).filter(Boolean).length)
  let confidence = analysis.confidence * (1 - Math.min(MAX_PENALTY, (left.length / wordCount) * 5))
  // A scanned letter in which no grading phrase was found while words were hard to read: the
  // misreadings may be what hid them ("Zufriodenhoit"), so "grades nothing" is itself uncertain
  // (found in the browser: a small photo read as a simple reference, 80 % sure).
  if (analysis.overall_category === 'Unknown') confidence = Math.min(confidence, ZEUGNIS_UNCERTAIN_BELOW - 0.05)
  const touchesCodedPhrase = analysis.coded_phrases_found.some(
    (found) =>
      found.start !== undefined &&
      found.end !== undefined &&
      left.some((word) => text.slice(found.start, found.end).includes(word)),
  )
  if (touchesCodedPhrase) confidence = Math.min(confidence, ZEUGNIS_UNCERTAIN_BELOW - 0.05)
  return { ...analysis, confidence: Math.round(confidence * 100) / 100 }
}
