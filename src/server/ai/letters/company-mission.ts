import { SECOND_PERSON } from '#server/ai/check/claims.data'
import { foldText } from '#server/text/sentences'
import { HIRING_VERBS } from '#server/ai/job-ad/employer-cues.data'
import { GENDER_NOTE } from '#server/ai/job-ad/job-ad.data'
import { splitProse } from '#server/text/sentences'

// What the employer says it does, taken word for word from the ad ("Nordlicht Payments verarbeitet
// Kartenzahlungen für 4.000 Onlineshops in Europa."): the motivation of a letter may name the
// company's product or mission only when the ad states it, never invented. A sentence qualifies
// when the employer is its subject and it is about the company, not the job or the applicant.

const GENDER = new RegExp(GENDER_NOTE.source, 'iu')
const MIN_WORDS = 5
const MAX_WORDS = 32
const ANY_SECOND_PERSON = new RegExp(
  [
    ...Object.values(SECOND_PERSON).map((r) => r.source),
    String.raw`\b(?:du|dich|dein\p{L}*|tu|te|jij|je|ty)\b`,
  ].join('|'),
  'iu',
)

// "Ledgerly Ltd" is named "Ledgerly" in the ad's prose; "Die Stadtwerke Lindau" keeps "Stadtwerke".
function nameStem(company: string): string {
  const words = company.replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean)
  return foldText(words.slice(0, Math.min(2, words.length)).join(' '))
}

/** The ad's sentence about what the company does, or undefined when the ad has none. */
export function companyMission(jobDescription: string, company: string | undefined): string | undefined {
  if (!company) return undefined
  const stem = nameStem(company)
  for (const sentence of splitProse(jobDescription)) {
    const words = sentence.split(/\s+/).length
    if (words < MIN_WORDS || words > MAX_WORDS || !/[.!]$/.test(sentence)) continue
    // A sentence has a verb and more: a signature line ("Langner GmbH & Co. KG | …") has not.
    if ((sentence.match(/(?<![\p{L}])\p{Ll}{3,}/gu) ?? []).length < 2) continue
    const start = foldText(sentence.replace(/^(?:die|der|das|the|la|le|l['’]|el|il|o|a|het|de)\s+/iu, ''))
    if (!start.startsWith(stem)) continue
    if (HIRING_VERBS.test(sentence) || ANY_SECOND_PERSON.test(sentence) || GENDER.test(sentence)) continue
    return sentence.replace(/!$/, '.')
  }
  return undefined
}
