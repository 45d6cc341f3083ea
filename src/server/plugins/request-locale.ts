import type { FastifyRequest } from 'fastify'
import { DEFAULT_LOCALE, isLocale, type Locale, matchLocale } from '#shared/i18n/locales'

// The server's one answer to "which language does this caller read?", used by every route that
// writes words (mails, invoices, AI explanations). Order: the language the request names in its body
// (the page's current language), else the browser's Accept-Language (the web client sends the page
// language there), else the signed-in account's saved language, else English. Background work with
// no request (renewal mails) reads the account's saved language directly.

interface AcceptedRange {
  tag: string
  weight: number
  order: number
}

/** Accept-Language ranges, best first (q weights honoured, ties in header order); "*" and q=0 dropped. */
export function acceptedRanges(header: string | undefined): AcceptedRange[] {
  return (header ?? '')
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order }
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
}

/** The best supported language of an Accept-Language header, if any. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  return acceptedRanges(header)
    .map((range) => matchLocale(range.tag))
    .find((locale) => locale !== undefined)
}

/** The caller's language, or undefined when nothing names one (the caller then decides, e.g. the account's). */
export function requestLocale(request: FastifyRequest, named?: Locale): Locale | undefined {
  if (named) return named
  const fromHeader = acceptedLocale(request.headers['accept-language'])
  if (fromHeader) return fromHeader
  const saved = request.auth?.user.language
  return isLocale(saved) ? saved : undefined
}

export function requestLocaleOrDefault(request: FastifyRequest, named?: Locale): Locale {
  return requestLocale(request, named) ?? DEFAULT_LOCALE
}
