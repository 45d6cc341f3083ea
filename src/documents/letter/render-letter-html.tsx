import { renderToStaticMarkup } from 'react-dom/server'
import type { LetterRecord } from '#shared/api/letters'
import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS } from '#shared/i18n/locales'
import { earliestStart } from '#shared/letter-notice'
import { buildFontFaceCss } from '../fonts'
import { getCvLabels } from '../cv/labels'
import { cssString, themeCss } from '../cv/print.css'
import { HOLE_MARK_MM, LETTER_LAYOUT_SPECS, NOTE_ZONE_MM, RETURN_LINE_MM, type LetterLayoutSpec } from './letter-layouts'
import { letterLookOf } from './letter-look'
import { dateLine, LETTER_WORDS, salarySentence, writtenDay } from './letter-words'

// A letter as a complete, self-contained A4 HTML document in its CV's design and a national layout.
// Printed by Chromium like a CV (src/server/pdf). Everything is in the normal flow, in reading
// order (name, contact, recipient, date, subject, text), so that the PDF's text reads as the page does.

export type LetterText = Pick<
  LetterRecord,
  | 'content'
  | 'recipient'
  | 'language'
  | 'layout'
  | 'reference'
  | 'subject'
  | 'place'
  | 'date'
  | 'salary'
  | 'notice'
  | 'startDate'
  | 'enclosures'
  | 'sender'
  | 'foldMarks'
>

export interface RenderLetterHtmlInput {
  templateId: TemplateId
  themeId: ThemeId
  /** The linked CV: its name, title and contact details print unless the letter overrides them. */
  cv: CvData
  letter: LetterText
  /** `YYYY-MM-DD`: the date of an undated letter and the day a notice period is counted from. */
  today: string
  /** Printed small at the foot of every page (the writer's preview mark). */
  watermark?: string
}

export interface LetterSender {
  name: string
  title: string
  addressLines: string[]
  email: string
  phone: string
  city: string
}

/** Who writes: the letter's own sender fields where given, else the CV's. */
export function senderOf(cv: CvData, letter: LetterText): LetterSender {
  const own = letter.sender
  const location = cv.personal.location.trim()
  const street = own?.street.trim() ?? ''
  const cityLine = [own?.postalCode.trim(), own?.city.trim()].filter(Boolean).join(' ')
  const addressLines = street || cityLine ? [street, cityLine].filter(Boolean) : location ? [location] : []
  return {
    name: own?.name.trim() || cv.personal.fullName.trim(),
    title: cv.personal.title.trim(),
    addressLines,
    email: own?.email.trim() || cv.personal.email.trim(),
    phone: own?.phone.trim() || cv.personal.phone.trim(),
    city: own?.city.trim() || location.split(',')[0]?.trim() || '',
  }
}

/** The recipient's lines as an envelope shows them. */
function recipientLines(letter: LetterText): string[] {
  const r = letter.recipient
  const cityLine = letter.layout === 'uk' ? [r.city, r.postalCode] : [[r.postalCode, r.city].filter(Boolean).join(' ')]
  return [r.company, r.department, r.contactName, r.street, ...cityLine, r.country].map((line) => line.trim()).filter(Boolean)
}

/** Swiss writing: no ß. */
const swissSpelling = (text: string) => text.replace(/ß/g, 'ss')

const SWISS_CLOSINGS: readonly [RegExp, string][] = [
  [/^Mit freundlichen Grüßen$/m, 'Freundliche Grüsse'],
  [/^Mit freundlichen Grüssen$/m, 'Freundliche Grüsse'],
  [/^Freundliche Grüße$/m, 'Freundliche Grüsse'],
]

/**
 * The Swiss salutation has no comma and the text after it starts a new sentence; the German closing
 * becomes "Freundliche Grüsse".
 */
function swissContent(content: string): string {
  const lines = content.split('\n')
  const first = lines.findIndex((line) => line.trim() !== '')
  if (first >= 0 && /,\s*$/.test(lines[first]!) && lines[first]!.length <= 100) {
    lines[first] = lines[first]!.replace(/,\s*$/, '')
    const next = lines.findIndex((line, index) => index > first && line.trim() !== '')
    if (next >= 0) lines[next] = lines[next]!.replace(/^(\s*)(\p{Ll})/u, (_, space: string, letter: string) => space + letter.toLocaleUpperCase('de-CH'))
  }
  let text = lines.join('\n')
  for (const [pattern, swiss] of SWISS_CLOSINGS) text = text.replace(pattern, swiss)
  return swissSpelling(text)
}

/**
 * Where the closing begins: the trailing lines that are short and end no sentence ("Mit
 * freundlichen Grüßen", blank signature lines, the name). The availability paragraph goes before it.
 */
export function closingStart(lines: readonly string[]): number {
  let index = lines.length
  while (index > 0) {
    const line = lines[index - 1]!.trim()
    if (line !== '' && (line.length > 60 || /[.!?:;]$/.test(line))) break
    index -= 1
  }
  while (index < lines.length && lines[index]!.trim() === '') index += 1
  return index
}

/** The salary expectation and the start date, worded for the layout's country. */
function availabilityText(letter: LetterText, today: string): string {
  const words = LETTER_WORDS[letter.language]
  const sentences: string[] = []
  if (letter.salary) sentences.push(salarySentence(letter.salary, letter.layout, letter.language))
  const start = letter.startDate ?? (letter.notice ? earliestStart(letter.notice, today) : null)
  if (start) sentences.push(words.start(writtenDay(start, letter.layout, letter.language)))
  return sentences.join(' ')
}

/** The letter's text with the availability paragraph before the closing. */
export function bodyText(letter: LetterText, today: string): string {
  const content = letter.content.replace(/\r\n?/g, '\n').trimEnd()
  const availability = availabilityText(letter, today)
  let text = content
  if (availability) {
    const lines = content.split('\n')
    const at = closingStart(lines)
    const before = lines.slice(0, at).join('\n').trimEnd()
    const after = lines.slice(at).join('\n')
    text = [before, availability, after].filter((part) => part !== '').join('\n\n')
  }
  if (letter.layout === 'ch' && letter.language === 'de') text = swissContent(text)
  return text
}

function mm(value: number): string {
  return `${Math.round(value * 100) / 100}mm`
}

function foldMarkCss(spec: LetterLayoutSpec): string {
  const marks = [...spec.foldMarksMm.map((top) => ({ top, width: 5 })), { top: HOLE_MARK_MM, width: 8 }]
  const layers = marks.map(
    (mark) => `linear-gradient(#9ca3af, #9ca3af) ${mm(4)} ${mm(mark.top)} / ${mm(mark.width)} 0.25mm no-repeat`,
  )
  return `html { background: ${layers.join(', ')}, #fff }`
}

function letterCss(spec: LetterLayoutSpec, input: RenderLetterHtmlInput, pageLabel: { page: string; pageOf: string }): string {
  const look = letterLookOf(input.templateId)
  const watermark = input.watermark?.trim()
  const box = `font-family: sans-serif; font-size: 7.5pt; color: #6b7280; vertical-align: top`
  const watermarkBox = watermark ? ` @bottom-left { content: ${cssString(watermark)}; ${box}; padding-left: 12mm }` : ''
  return `
@page { size: A4; margin: 20mm 0 15mm; @bottom-right { content: ${cssString(`${pageLabel.page} `)} counter(page) ${cssString(` ${pageLabel.pageOf} `)} counter(pages); ${box}; padding-right: 12mm }${watermarkBox} }
@page :first { margin-top: 0; @bottom-right { content: none } }
*, *::before, *::after { box-sizing: border-box }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; background: #fff }
html, body { margin: 0; padding: 0 }
body { width: 210mm; margin: 0 auto; font-family: ${look.bodyFamily}; color: ${look.bodyColor}; font-size: 10.5pt; line-height: 1.42; overflow-wrap: anywhere; font-kerning: normal }
h1, p { margin: 0; padding: 0; font-size: inherit; font-weight: inherit }
a { color: inherit; text-decoration: none }
.lt-flow { padding: 0 ${mm(spec.marginRightMm)} 0 ${mm(spec.marginLeftMm)} }
.lt-head { height: ${mm(spec.addressTopMm)}; padding-top: ${mm(Math.min(10, spec.addressTopMm / 3))}; display: flex; flex-direction: column; overflow: hidden }
.lt-masthead { padding-bottom: 1.6mm; border-bottom: 0.5mm solid var(--primary) }
.lt-name { line-height: 1.1; ${look.nameDeclarations} }
.lt-title { margin-top: 0.8mm; ${look.titleDeclarations} }
.lt-contact { margin-top: 2mm; font-size: 8.8pt; color: ${look.bodyColor} }
.lt-contact span + span::before { content: '  ·  '; color: var(--primary); white-space: pre }
.lt-head-date { margin-top: auto; padding-bottom: 4mm; text-align: ${spec.dateAlign} }
.lt-row { display: flex; align-items: flex-start; height: ${mm(spec.addressHeightMm)} }
.lt-address { flex: none; height: ${mm(spec.addressHeightMm)}; overflow: hidden; font-size: 10pt; line-height: 1.3 }
.lt-address-right { text-align: right }
.lt-return { height: ${mm(RETURN_LINE_MM)}; font-size: 7pt; line-height: ${mm(RETURN_LINE_MM)}; color: #4b5563; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
.lt-return span { border-bottom: 0.2mm solid #9ca3af }
.lt-note { height: ${mm(NOTE_ZONE_MM)} }
.lt-info { flex: none; font-size: 9pt; line-height: 1.45 }
.lt-info-label { color: #4b5563 }
.lt-info-name { font-weight: 700; color: var(--ink) }
.lt-info p + .lt-info-gap { margin-top: 3mm }
.lt-date { margin-top: 6mm; text-align: ${spec.dateAlign} }
.lt-info .lt-date { margin-top: 4mm; text-align: left }
.lt-subject { margin-top: 8.5mm; font-weight: 700; color: var(--ink) }
.lt-row + .lt-subject { margin-top: 10mm }
.lt-body { margin-top: 8.5mm; white-space: pre-wrap }
.lt-subject-inline { margin: 4.2mm 0; font-weight: 700; color: var(--ink) }
.lt-subject + .lt-body { margin-top: 8.5mm }
.lt-enclosures { margin-top: 6mm; break-inside: avoid }
.lt-enclosures-label { font-weight: 700; color: var(--ink) }
${input.letter.foldMarks ? foldMarkCss(spec) : ''}
`
}

function SenderContact(props: { sender: LetterSender; labels: (typeof LETTER_WORDS)['en'] }) {
  const { sender, labels } = props
  return (
    <>
      {sender.addressLines.map((line, index) => (
        <span key={`a${index}`} dir="auto">
          {line}
        </span>
      ))}
      {sender.phone && (
        <span dir="auto">
          <span className="lt-info-label">{labels.phone} </span>
          {sender.phone}
        </span>
      )}
      {sender.email && <span dir="auto">{sender.email}</span>}
    </>
  )
}

function Letter(props: { input: RenderLetterHtmlInput; spec: LetterLayoutSpec }) {
  const { input, spec } = props
  const { letter } = input
  const words = LETTER_WORDS[letter.language]
  const sender = senderOf(input.cv, letter)
  const swiss = spec.swiss && letter.language === 'de'
  const spell = (text: string) => (swiss ? swissSpelling(text) : text)
  const date = dateLine(letter.date ?? input.today, letter.place.trim() || sender.city, spec.layout, letter.language)
  const recipient = recipientLines(letter)
  const body = bodyText(letter, input.today)
  const subject = spell(letter.subject.trim())
  const reference = letter.reference.trim()
  const contactInHead = spec.info === null
  const returnLine = [sender.name, ...sender.addressLines].filter(Boolean).join(' · ')

  const addressBlock = (
    <div
      key="address"
      className={`lt-address${spec.recipientAlign === 'right' ? ' lt-address-right' : ''}`}
      style={{ width: mm(spec.addressWidthMm) }}
    >
      {spec.windowZones && (
        <>
          <p className="lt-return">{returnLine && <span dir="auto">{returnLine}</span>}</p>
          <div className="lt-note" />
        </>
      )}
      <div className="lt-recipient">
        {recipient.map((line, index) => (
          <p key={index} dir="auto">
            {line}
          </p>
        ))}
      </div>
    </div>
  )
  const infoBlock = spec.info && (
    <div key="info" className="lt-info" style={{ width: mm(spec.info.widthMm) }}>
      {sender.name && <p className="lt-info-name">{sender.name}</p>}
      <div className="lt-info-lines">
        {sender.addressLines.map((line, index) => (
          <p key={`a${index}`} dir="auto">
            {line}
          </p>
        ))}
        {sender.phone && (
          <p dir="auto">
            <span className="lt-info-label">{words.phone}: </span>
            {sender.phone}
          </p>
        )}
        {sender.email && (
          <p dir="auto">
            <span className="lt-info-label">{words.email}: </span>
            {sender.email}
          </p>
        )}
      </div>
      {reference && (
        <p className="lt-date">
          <span className="lt-info-label">{words.reference}: </span>
          {reference}
        </p>
      )}
      {spec.dateAt === 'info' && <p className="lt-date">{date}</p>}
    </div>
  )
  // Both blocks in one row at their measured places, the left one first (reading order follows the page).
  const blocks = [
    { left: spec.addressLeftMm, width: spec.addressWidthMm, node: addressBlock },
    ...(spec.info && infoBlock ? [{ left: spec.info.leftMm, width: spec.info.widthMm, node: infoBlock }] : []),
  ].sort((a, b) => a.left - b.left)
  let cursor = 0
  const row = blocks.map((block) => {
    const offset = block.left - cursor
    cursor = block.left + block.width
    return (
      <div key={block.left} style={{ marginLeft: mm(offset), flex: 'none' }}>
        {block.node}
      </div>
    )
  })

  const bodyLines = body.split('\n')
  const salutationAt = bodyLines.findIndex((line) => line.trim() !== '')
  const inlineSubject = spec.subjectAfterSalutation && subject && salutationAt >= 0

  return (
    <>
      <div className="lt-flow">
        <header className="lt-head">
          <div className="lt-masthead">
            {sender.name && (
              <h1 className="lt-name" dir="auto">
                {sender.name}
              </h1>
            )}
            {sender.title && (
              <p className="lt-title" dir="auto">
                {sender.title}
              </p>
            )}
          </div>
          {contactInHead && (
            <p className="lt-contact">
              <SenderContact sender={sender} labels={words} />
            </p>
          )}
          {spec.dateAt === 'head' && <p className="lt-head-date">{date}</p>}
        </header>
      </div>
      <div className="lt-row">{row}</div>
      <div className="lt-flow">
        {spec.dateAt === 'after-address' && <p className="lt-date">{date}</p>}
        {!spec.info && reference && (
          <p className="lt-date" style={{ textAlign: 'left' }}>
            {words.reference}: {reference}
          </p>
        )}
        {subject && !inlineSubject && (
          <p className="lt-subject" dir="auto">
            {words.subjectPrefix}
            {subject}
          </p>
        )}
        {inlineSubject ? (
          <>
            <div className="lt-body" dir="auto">
              {bodyLines.slice(0, salutationAt + 1).join('\n')}
            </div>
            <p className="lt-subject-inline" dir="auto">
              {subject}
            </p>
            <div className="lt-body" dir="auto" style={{ marginTop: 0 }}>
              {bodyLines.slice(salutationAt + 1).join('\n').replace(/^\n+/, '')}
            </div>
          </>
        ) : (
          <div className="lt-body" dir="auto">
            {body}
          </div>
        )}
        {letter.enclosures.length > 0 && (
          <div className="lt-enclosures">
            <p className="lt-enclosures-label">{swiss ? 'Beilagen' : words.enclosures}</p>
            {letter.enclosures.map((item, index) => (
              <p key={index} dir="auto">
                {spell(item)}
              </p>
            ))}
          </div>
        )}
      </div>
    </>
  )
}

/** Everything the page prints, for choosing the font subsets. */
function printedText(input: RenderLetterHtmlInput): string {
  return `${JSON.stringify({ ...input.cv.personal, photo: '' })}${JSON.stringify(input.letter)}${input.watermark ?? ''}`
}

/** A complete, self-contained A4 HTML document (inline CSS, embedded fonts, no scripts). */
export function renderLetterHtml(input: RenderLetterHtmlInput): string {
  const spec = LETTER_LAYOUT_SPECS[input.letter.layout]
  const look = letterLookOf(input.templateId)
  const labels = getCvLabels(input.letter.language)
  const css = [
    buildFontFaceCss(look.fonts, { text: printedText(input) }),
    themeCss(THEMES[input.themeId]),
    letterCss(spec, input, labels),
  ].join('\n')
  const title = [senderOf(input.cv, input.letter).name, input.letter.subject.trim()].filter(Boolean).join(' — ')
  const markup = renderToStaticMarkup(
    <html lang={LOCALE_TAGS[input.letter.language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title || 'Letter'}</title>
        {/* Our own stylesheet only; no user text reaches it but through cssString. */}
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body className={`lt lt-${spec.layout} tpl-${input.templateId}`}>
        <Letter input={input} spec={spec} />
      </body>
    </html>,
  )
  return `<!doctype html>${markup}`
}
