import {
  CoverLetterBody,
  CoverLetterReply,
  EnhanceBulletsBody,
  EnhanceBulletsReply,
  GenerateCoverLetterBody,
  GenerateCoverLetterReply,
  HumanizeBody,
  HumanizeCvBody,
  HumanizeCvReply,
  HumanizeReply,
  OptimizeAtsBody,
  OptimizeAtsReply,
  TranslateCvBody,
  TranslateCvReply,
} from './ai'
import { defineRoutes } from './route'
import { ZeugnisAnalysis, ZeugnisCheckBody } from './zeugnis'

export const aiRoutes = defineRoutes({
  checkZeugnis: {
    method: 'POST',
    path: '/api/ai/zeugnis-check',
    body: ZeugnisCheckBody,
    replies: { 200: ZeugnisAnalysis },
  },
  enhanceBullets: {
    method: 'POST',
    path: '/api/ai/enhance-bullets',
    body: EnhanceBulletsBody,
    replies: { 200: EnhanceBulletsReply },
  },
  optimizeAts: {
    method: 'POST',
    path: '/api/ai/optimize-ats',
    body: OptimizeAtsBody,
    replies: { 200: OptimizeAtsReply },
  },
  generateCoverLetter: {
    method: 'POST',
    path: '/api/ai/generate-cover-letter',
    body: GenerateCoverLetterBody,
    replies: { 200: GenerateCoverLetterReply },
  },
  writeCoverLetter: {
    method: 'POST',
    path: '/api/ai/cover-letter',
    body: CoverLetterBody,
    replies: { 200: CoverLetterReply },
  },
  translateCv: {
    method: 'POST',
    path: '/api/ai/translate-cv',
    body: TranslateCvBody,
    replies: { 200: TranslateCvReply },
  },
  humanize: { method: 'POST', path: '/api/ai/humanize', body: HumanizeBody, replies: { 200: HumanizeReply } },
  humanizeCv: {
    method: 'POST',
    path: '/api/ai/humanize-cv',
    body: HumanizeCvBody,
    replies: { 200: HumanizeCvReply },
  },
})
