import { richTextToPlain } from '#shared/cv/rich-text'
import type { AiEngine } from './engine'

// CVs carry rich text (src/shared/cv/rich-text.ts): "**Led** a [team](https://…)". Every engine,
// the ATS match, the bullet rewriter, the letter writer, Humanize and the checker behind them,
// reads words, so every string of a call's input is flattened to plain text before the engine
// sees it (marks dropped, links as their text). Translation, tailoring and the Zeugnis check are
// left alone: the first two give the user's CV back with its formatting (tailoring only reorders),
// the third reads a letter, not a CV. The follow-up e-mail reads tracker facts, not a CV.

function plain<T>(value: T): T {
  if (typeof value === 'string')
    return (value.includes('*') || value.includes('](') ? richTextToPlain(value) : value) as T
  if (Array.isArray(value)) return value.map(plain) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)])) as T
  }
  return value
}

/** The engine with every CV-reading call's input as plain text. */
export function withPlainTextInputs(engine: AiEngine): AiEngine {
  return {
    provider: engine.provider,
    zeugnisCheck: (body, locale) => engine.zeugnisCheck(body, locale),
    enhanceBullets: (body, locale) => engine.enhanceBullets(plain(body), locale),
    optimizeAts: (body, locale) => engine.optimizeAts(plain(body), locale),
    generateCoverLetter: (body, date) => engine.generateCoverLetter(plain(body), date),
    coverLetter: (body, date) => engine.coverLetter(plain(body), date),
    translateCv: (body) => engine.translateCv(body),
    humanize: (body) => engine.humanize(plain(body)),
    humanizeCv: (body) => engine.humanizeCv(plain(body)),
    tailorCv: (body) => engine.tailorCv(body),
    followUpEmail: (facts, language) => engine.followUpEmail(facts, language),
  }
}
