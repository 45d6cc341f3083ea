import type { ApplicationFollowUpReply, FollowUpFacts } from '#shared/api/application-actions'
import type { Locale } from '#shared/i18n/locales'
import { checkText, type Problem } from '#server/ai/check/check-text'
import { FOLLOW_UP } from './follow-up.data'

// A follow-up e-mail draft for one application (issue 26), in the person's language, from the
// tracker's facts only: company, role, contact, the day it was sent and the sender's name. It states
// nothing else — no interview, no earlier conversation, no qualification — and passes the checker of
// every written text (check/) with those facts as its only source.

function longDate(day: string, language: Locale): string {
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}

export type CheckedFollowUp = ApplicationFollowUpReply & { problems: Problem[] }

export async function writeFollowUpEmail(facts: FollowUpFacts, language: Locale): Promise<CheckedFollowUp> {
  const phrases = FOLLOW_UP[language]
  const company = facts.company.trim()
  const role = facts.role.trim()
  const contact = facts.contactName.trim()
  const sender = facts.senderName.trim()
  const date = facts.appliedAt ? longDate(facts.appliedAt, language) : ''
  const subject = phrases.subject(role)
  const body = [
    phrases.greeting(contact),
    '',
    `${phrases.applied({ company, role, date })} ${phrases.interest}`,
    '',
    phrases.offer,
    '',
    phrases.closing,
    ...(sender ? [sender] : []),
  ].join('\n')
  const known = [company, role, contact, sender, date].filter(Boolean)
  const { problems } = await checkText({
    text: `${subject}\n${body}`,
    kind: 'letter',
    language,
    cvText: known.join('\n'),
    employer: company,
    ...(role ? { role } : {}),
    ...(sender ? { cvName: sender } : {}),
    vouched: known,
  })
  return { language, subject, body, problems }
}
