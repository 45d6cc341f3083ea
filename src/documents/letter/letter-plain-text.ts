import type { CvData } from '#shared/cv/cv.schema'
import { letterParts, type LetterText } from './letter-parts'

// The .txt export: the same parts as the PDF, in reading order, as plain lines.

export function letterToPlainText(cv: CvData, letter: LetterText, today: string): string {
  const parts = letterParts(cv, letter, today)
  const { sender, words } = parts
  const head = [
    sender.name,
    ...sender.addressLines,
    sender.phone ? `${words.phone}: ${sender.phone}` : '',
    sender.email ? `${words.email}: ${sender.email}` : '',
  ].filter(Boolean)
  const blocks = [
    head.join('\n'),
    parts.recipient.join('\n'),
    [parts.reference ? `${words.reference}: ${parts.reference}` : '', parts.date].filter(Boolean).join('\n'),
    parts.subject ? `${words.subjectPrefix}${parts.subject}` : '',
    parts.body,
    parts.enclosures.length > 0 ? [parts.enclosuresLabel, ...parts.enclosures].join('\n') : '',
  ].filter((block) => block.trim() !== '')
  return `${blocks.join('\n\n')}\n`
}

/** A file name without characters file systems or portals refuse: "Bewerbung_als_Data_Analyst". */
export function letterFileBaseName(title: string): string {
  const ascii = title
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80)
  return ascii || 'Letter'
}
