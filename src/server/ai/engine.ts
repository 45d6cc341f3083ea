import type {
  CoverLetterBody,
  CoverLetterReply,
  EnhanceBulletsBody,
  EnhancedBullet,
  GenerateCoverLetterBody,
  HumanizeBody,
  HumanizeCvBody,
  HumanizeCvReply,
  HumanizeReply,
  OptimizeAtsBody,
  OptimizeAtsReply,
  TranslateCvBody,
  TranslateCvReply,
} from '#shared/api/ai'
import type { CheckedFollowUp } from './follow-up/follow-up-email'
import type { TailorCvReply, FollowUpFacts } from '#shared/api/application-actions'
import type { CvData } from '#shared/cv/cv.schema'
import type { ZeugnisAnalysis, ZeugnisCheckBody } from '#shared/api/zeugnis'
import type { Locale } from '#shared/i18n/locales'
import { matchAts } from './ats/match-ats'
import { checkedBullets } from './bullets/checked-bullets'
import { enhanceBullets } from './bullets/enhance-bullets'
import { answerHumanize, answerHumanizeCv } from './humanize/checked-humanize'
import { answerCoverLetter, answerGenerateCoverLetter } from './letters/letter-calls'
import { translateCv } from './translate/translate-cv'
import { analyzeZeugnis } from './zeugnis/analyze-zeugnis'
import { writeFollowUpEmail } from './follow-up/follow-up-email'
import { tailorCv } from './tailor/tailor-cv'

/** Every AI function of the product behind one interface (built-in engine, or a provider over it). */
export interface AiEngine {
  readonly provider: 'builtin' | 'openai'
  zeugnisCheck(body: ZeugnisCheckBody, locale: Locale): Promise<ZeugnisAnalysis>
  enhanceBullets(body: EnhanceBulletsBody, locale: Locale): Promise<EnhancedBullet[]>
  optimizeAts(body: OptimizeAtsBody, locale: Locale): Promise<OptimizeAtsReply>
  generateCoverLetter(body: GenerateCoverLetterBody, date: Date): Promise<string>
  coverLetter(body: CoverLetterBody, date: Date): Promise<CoverLetterReply>
  translateCv(body: TranslateCvBody): Promise<TranslateCvReply>
  humanize(body: HumanizeBody): Promise<HumanizeReply>
  humanizeCv(body: HumanizeCvBody): Promise<HumanizeCvReply>
  /** The CV reordered for a job ad (nothing written) and the list of changes (issue 26). */
  tailorCv(body: { cv: CvData; jobDescription: string; language: Locale }): Promise<TailorCvReply>
  /** A follow-up e-mail from an application's facts, with the checker's findings (issue 26). */
  followUpEmail(facts: FollowUpFacts, language: Locale): Promise<CheckedFollowUp>
}

/** The offline, deterministic engine: no network, domain knowledge as data. */
export function createBuiltinEngine(): AiEngine {
  return {
    provider: 'builtin',
    zeugnisCheck: async (body, locale) =>
      analyzeZeugnis({
        text: body.referenceLetterText,
        jurisdiction: body.jurisdiction,
        occupation: body.occupation,
        locale,
        confirmedFacts: body.confirmedFacts,
      }),
    // Every rewrite passes the checker (check/): a non-word or a changed number gives the original back.
    enhanceBullets: async (body, locale) =>
      checkedBullets(
        enhanceBullets(body.bulletPoints, { language: body.language ?? locale }),
        body.language ?? locale,
      ),
    optimizeAts: async (body, locale) => matchAts({ ...body, language: body.language ?? locale }),
    generateCoverLetter: async (body, date) => answerGenerateCoverLetter(body, date),
    coverLetter: async (body, date) => answerCoverLetter(body, date),
    translateCv: async (body) => {
      const result = translateCv(body.cvData, body.targetLanguage, body.sourceLanguage)
      return {
        cvData: result.cvData,
        untranslated: result.untranslated,
        detectedSourceLanguage: result.detectedSourceLanguage,
      }
    },
    humanize: (body) => answerHumanize(body),
    humanizeCv: (body) => answerHumanizeCv(body.content),
    tailorCv: (body) => tailorCv(body),
    followUpEmail: (facts, language) => writeFollowUpEmail(facts, language),
  }
}
