// Plans and limits: the one table (docs/spec/3-decisions.md "Plans and limits"). The server enforces it;
// the client only mirrors it.

export const PRO_PRICE_EUR = 8.99
export const FREE_PRICE_EUR = 0
export const PRO_PRICE_CENTS = 899
export const CURRENCY = 'EUR'

export const QUOTA_FEATURES = [
  'zeugnis',
  'bullets',
  'ats',
  'translate',
  'humanize',
  'title',
  'coverLetter',
  'pdfExport',
  'docxExport',
] as const
export type QuotaFeature = (typeof QUOTA_FEATURES)[number]

export type Audience = 'visitor' | 'trial' | 'pro'

/**
 * A number is a quota for that audience (a trial's lifetime; a visitor's 30 days); null is unlimited;
 * 'login' means sign-in required; 'none' means not in that plan (Pro only).
 */
export type QuotaRule = number | null | 'login' | 'none'

export const QUOTAS: Record<QuotaFeature, Record<Audience, QuotaRule>> = {
  zeugnis: { visitor: 1, trial: 3, pro: null },
  bullets: { visitor: 1, trial: 10, pro: null },
  ats: { visitor: 1, trial: 10, pro: null },
  translate: { visitor: 1, trial: 10, pro: null },
  humanize: { visitor: 1, trial: 10, pro: null },
  title: { visitor: 1, trial: 10, pro: null },
  coverLetter: { visitor: 'login', trial: 3, pro: null },
  pdfExport: { visitor: 'login', trial: 3, pro: null },
  docxExport: { visitor: 'login', trial: 'none', pro: null },
}

export const PLAN_FEATURES = {
  trial: { watermark: true, wordExport: false, shareLinks: false, allTemplates: true },
  pro: { watermark: false, wordExport: true, shareLinks: true, allTemplates: true },
} as const

export const WATERMARK_TEXT = 'Created with ApplyKit — Trial'

/**
 * Enclosures kept in the account (issue 27; docs/decisions/document-storage.md): total bytes and
 * number of documents per plan. With PLAN_LIMITS=off no cap applies beyond the size of one upload.
 */
export const DOCUMENT_STORAGE: Record<'trial' | 'pro', { bytes: number; count: number }> = {
  trial: { bytes: 25_000_000, count: 15 },
  pro: { bytes: 250_000_000, count: 150 },
}
