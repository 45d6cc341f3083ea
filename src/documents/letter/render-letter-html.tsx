import { renderToStaticMarkup } from 'react-dom/server'
import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS } from '#shared/i18n/locales'
import { buildFontFaceCss } from '../fonts'
import { getCvLabels } from '../cv/labels'
import { cssString, themeCss } from '../cv/print.css'
import { HOLE_MARK_MM, LETTER_LAYOUT_SPECS, NOTE_ZONE_MM, RETURN_LINE_MM, type LetterLayoutSpec } from './letter-layouts'
import { letterLookOf } from './letter-look'
import { typeSettingsOf } from '#shared/cv/type-settings'
import { letterParts, senderOf, type LetterSender, type LetterText } from './letter-parts'
import { type LETTER_WORDS } from './letter-words'

// A letter as a complete, self-contained A4 HTML document in its CV's design and a national layout.
// Printed by Chromium like a CV (src/server/pdf). Everything is in the normal flow, in reading
// order (name, contact, recipient, date, subject, text), so that the PDF's text reads as the page does.

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
  const look = letterLookOf(input.templateId, typeSettingsOf(input.cv))
  const watermark = input.watermark?.trim()
  const box = `font-family: sans-serif; font-size: 7.5pt; color: #6b7280; vertical-align: top`
  const watermarkBox = watermark ? ` @bottom-left { content: ${cssString(watermark)}; ${box}; padding-left: 12mm }` : ''
  return `
@page { size: A4; margin: 20mm 0 15mm; @bottom-right { content: ${cssString(`${pageLabel.page} `)} counter(page) ${cssString(` ${pageLabel.pageOf} `)} counter(pages); ${box}; padding-right: 12mm }${watermarkBox} }
@page :first { margin-top: 0; @bottom-right { content: none } }
*, *::before, *::after { box-sizing: border-box }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; background: #fff }
html, body { margin: 0; padding: 0 }
body { width: 210mm; margin: 0 auto; font-family: ${look.bodyFamily}; color: ${look.bodyColor}; font-size: ${look.bodySizePt}pt; line-height: ${look.lineHeight}; overflow-wrap: anywhere; font-kerning: normal }
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
.lt-row { display: flex; align-items: flex-start; min-height: ${mm(spec.addressHeightMm)} }
/* Six 10 pt lines fit the 27.3 mm address zone; a longer address grows the field rather than losing a line. */
.lt-address { flex: none; min-height: ${mm(spec.addressHeightMm)}; font-size: 10pt; line-height: 1.25 }
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
  const parts = letterParts(input.cv, letter, input.today)
  const { sender, words, date, reference, subject, body } = parts
  const recipient = parts.recipient
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
        {parts.enclosures.length > 0 && (
          <div className="lt-enclosures">
            <p className="lt-enclosures-label">{parts.enclosuresLabel}</p>
            {parts.enclosures.map((item, index) => (
              <p key={index} dir="auto">
                {item}
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
  const look = letterLookOf(input.templateId, typeSettingsOf(input.cv))
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
