import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { type Config, operatorAddressLines } from '#server/config'
import { interpolate, mailCatalogue, type MailKind } from './mail-messages'

export interface MailContent {
  subject: string
  text: string
  html: string
}

export interface MailInput {
  kind: MailKind
  locale: Locale
  link: string
  values?: Record<string, string | number>
  /** A token to show for pasting on /login (Pro token mail). */
  token?: string
  /** Who sends the mail, for the footer: the operator's settings, as /imprint prints them. */
  operator: MailOperator
}

/** The footer's facts: the operator's name and address when set (never made up), and the imprint link. */
export interface MailOperator {
  name: string | null
  addressLines: string[]
  imprintUrl: string
}

export function mailOperatorOf(config: Pick<Config, 'OPERATOR_NAME' | 'OPERATOR_ADDRESS' | 'appUrl'>): MailOperator {
  return {
    name: config.OPERATOR_NAME ?? null,
    addressLines: operatorAddressLines(config),
    imprintUrl: `${config.appUrl}/imprint`,
  }
}

/** "ApplyKit · Muster GmbH · Musterstraße 1, 10115 Berlin": the product, then what the operator set. */
export function footerLine(operator: MailOperator): string {
  const address = operator.addressLines.join(', ')
  return ['ApplyKit', operator.name, address].filter(Boolean).join(' · ')
}

/** A date as the reader writes it (26.12.2026 in German, 26/12/2026 in French), for mails and invoices. */
export function formatMailDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

/** A paragraph of a mail's HTML (its content already escaped). */
export const mailParagraph = (content: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#0f172a">${content}</p>`

/** The mail's one button. */
export const mailButton = (link: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f3aa8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`

/** The frame of every mail's HTML: the card with the wordmark, `inner` (escaped HTML), the footer. */
export function mailHtml(input: { locale: Locale; subject: string; operator: MailOperator; imprintLabel: string; inner: string }): string {
  return `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:600;color:#2f3aa8">ApplyKit</p>
${input.inner}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#64748b">${escapeHtml(footerLine(input.operator))}<br><a href="${escapeHtml(input.operator.imprintUrl)}" style="color:#64748b">${escapeHtml(input.imprintLabel)}</a></p>
</td></tr></table></body></html>`
}

/** One mail as plain text and inline-styled HTML (mail clients ignore style sheets). */
export function renderMail({ kind, locale, link, values = {}, token, operator }: MailInput): MailContent {
  const catalogue = mailCatalogue(locale)
  const common = catalogue.common
  const parts = catalogue[kind] as Record<string, string>
  const t = (text: string | undefined) => (text ? interpolate(text, values) : '')
  const subject = t(parts.subject)
  const paragraphs = [t(parts.intro), t(parts.includes)].filter(Boolean)
  const tokenLabel = t(parts.tokenLabel)
  // Mails nobody asked for by typing an address (order confirmation, invoice) say why they came instead.
  const footnote = parts.notice ? t(parts.notice) : common.ignore

  const text = [
    common.greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${t(parts.button)}: ${link}`,
    '',
    ...(token && tokenLabel ? [tokenLabel, token, ''] : []),
    t(parts.expiry),
    '',
    footnote,
    '',
    common.signature,
    '--',
    footerLine(operator),
    `${common.imprint}: ${operator.imprintUrl}`,
  ].join('\n')

  const p = mailParagraph
  const html = mailHtml({
    locale,
    subject,
    operator,
    imprintLabel: common.imprint,
    inner: `${p(escapeHtml(common.greeting))}
${paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${mailButton(link, t(parts.button))}
${token && tokenLabel ? p(escapeHtml(tokenLabel)) + `<p style="margin:0 0 16px;font-family:ui-monospace,Menlo,monospace;font-size:14px;word-break:break-all;background:#f1f5f9;padding:12px;border-radius:8px">${escapeHtml(token)}</p>` : ''}
${p(escapeHtml(t(parts.expiry)))}
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(common.linkFallback)}<br><a href="${escapeHtml(link)}" style="color:#2f3aa8;word-break:break-all">${escapeHtml(link)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(footnote)}</p>
${p(escapeHtml(common.signature))}`,
  })
  return { subject, text, html }
}
