import type { ZeugnisReading } from '#shared/api/documents'
import { ZEUGNIS_MAX_CHARS } from '#shared/api/zeugnis'
import type { AiEngine } from '#server/ai/engine'
import { lowerForUncertainWords } from '../ai/uncertain-words'
import type { ReadZeugnis } from './documents.service'

/**
 * ZeugnisCheck's reading of a stored Arbeitszeugnis, from its text layer or OCR: the built-in engine
 * (in the CPU workers), its confidence lowered for words the recogniser was unsure of, as on the
 * ZeugnisCheck page. Only the summary is kept (docs/decisions/document-storage.md).
 */
export function createZeugnisReader(engine: Pick<AiEngine, 'zeugnisCheck'>): ReadZeugnis {
  return async (text, locale, uncertainWords) => {
    const body = {
      referenceLetterText: text.slice(0, ZEUGNIS_MAX_CHARS),
      jurisdiction: 'DE' as const,
      uncertainWords: uncertainWords.slice(0, 200).map((word) => word.slice(0, 200)),
    }
    const analysis = lowerForUncertainWords(await engine.zeugnisCheck(body, locale), body)
    return {
      category: analysis.overall_category,
      germanGrade: analysis.german_grade,
      confidence: analysis.confidence,
      headline: analysis.headline_reason,
      letterType: analysis.letter_type,
    } satisfies ZeugnisReading
  }
}
