import type { Locale } from '#shared/i18n/locales'
import { interpolate, mailCatalogue } from '#server/mail/mail-messages'
import { escapeHtml, footerLine, mailButton, mailHtml, mailParagraph, type MailContent, type MailOperator } from '#server/mail/render-mail'

// The reminder digest: sections of dated items (follow-ups, replies the office expects, the RAV
// proof), the tracker's button and the one-click unsubscribe link, in the account's language.

export interface ReminderItem {
  company: string
  role: string
  /** The day, already written as the reader writes dates. */
  date: string
}

export interface ReminderDigest {
  followUps: ReminderItem[]
  agencyReplies: ReminderItem[]
  rav: { month: string; date: string; count: number; target: number | null } | null
}

export const isEmptyDigest = (digest: ReminderDigest) =>
  digest.followUps.length === 0 && digest.agencyReplies.length === 0 && digest.rav === null

export function renderReminderMail(input: {
  locale: Locale
  today: string
  digest: ReminderDigest
  link: string
  unsubscribeUrl: string
  operator: MailOperator
}): MailContent {
  const catalogue = mailCatalogue(input.locale)
  const words = catalogue.applicationReminders
  const common = catalogue.common
  const item = (text: string, entry: ReminderItem) =>
    interpolate(text, { company: entry.company, role: entry.role ? ` (${entry.role})` : '', date: entry.date })
  const sections: Array<{ title: string; lines: string[] }> = []
  if (input.digest.followUps.length > 0) {
    sections.push({ title: words.followUps, lines: input.digest.followUps.map((entry) => item(words.followUpItem, entry)) })
  }
  if (input.digest.agencyReplies.length > 0) {
    sections.push({ title: words.agency, lines: input.digest.agencyReplies.map((entry) => item(words.agencyItem, entry)) })
  }
  const rav = input.digest.rav
  if (rav) {
    const line = interpolate(words.ravItem, { month: rav.month, date: rav.date, count: rav.count })
    sections.push({ title: words.rav, lines: [rav.target ? `${line} ${interpolate(words.ravTarget, { target: rav.target })}` : line] })
  }
  const subject = interpolate(words.subject, { date: input.today })

  const text = [
    common.greeting,
    '',
    words.intro,
    '',
    ...sections.flatMap((section) => [section.title, ...section.lines.map((line) => `- ${line}`), '']),
    `${words.button}: ${input.link}`,
    '',
    words.expiry,
    `${words.unsubscribe}: ${input.unsubscribeUrl}`,
    '',
    common.signature,
    '--',
    footerLine(input.operator),
    `${common.imprint}: ${input.operator.imprintUrl}`,
  ].join('\n')

  const p = mailParagraph
  const html = mailHtml({
    locale: input.locale,
    subject,
    operator: input.operator,
    imprintLabel: common.imprint,
    inner: `${p(escapeHtml(common.greeting))}
${p(escapeHtml(words.intro))}
${sections
  .map(
    (section) =>
      `<p style="margin:0 0 6px;font-size:15px;font-weight:600;color:#0f172a">${escapeHtml(section.title)}</p><ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;color:#0f172a">${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
  )
  .join('\n')}
${mailButton(input.link, words.button)}
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(words.expiry)}<br><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#2f3aa8">${escapeHtml(words.unsubscribe)}</a></p>
${p(escapeHtml(common.signature))}`,
  })
  return { subject, text, html }
}
