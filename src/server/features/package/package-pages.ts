import { THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { buildFontFaceCss } from '#documents/fonts'
import { templateFonts } from '#documents/docx/docx-looks'
import { cssString } from '#documents/cv/print.css'
import { TEMPLATE_COMPONENTS } from '#documents/cv/templates'
import type { PackageLabels } from './package-labels'

// The pages the package makes itself: the cover page and the list of enclosures, as HTML in the
// CV's design (its fonts and theme colours), printed by Chromium so that they have a text layer.

export interface Look {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
}

export interface ContentsLine {
  title: string
  /** The first page of the part in the whole package (1-based). */
  page: number
  /** A second line in small type: the kind and date of an enclosure. */
  note?: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** Only a picture given as a data URL is printed (as the CV templates do): nothing is fetched. */
const PHOTO = /^data:image\/(?:png|jpe?g|webp);base64,[A-Za-z0-9+/=]+$/

function page(look: Look, title: string, printed: string, css: string, body: string): string {
  const template = TEMPLATE_COMPONENTS[look.templateId]
  const fontCss = buildFontFaceCss(template.fonts, { text: printed })
  // The template's own body and heading faces (its CSS), not the order it loads them in: Executive
  // Modern loads its serif first, in the one heavy weight its headings use.
  const { body: bodyFont, heading: headingFont } = templateFonts(look.templateId)
  const theme = THEMES[look.themeId]
  return `<!doctype html><html lang="${LOCALE_TAGS[look.language]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>
${fontCss}
@page { size: A4; margin: 0 }
:root { --primary: ${theme.primary}; --secondary: ${theme.secondary}; --ink: ${theme.ink} }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0 }
body { font-family: ${cssString(bodyFont)}, sans-serif; color: #1f2937; font-size: 11pt; line-height: 1.45 }
h1, h2 { font-family: ${cssString(headingFont)}, sans-serif; color: var(--ink); margin: 0 }
.sheet { width: 210mm; height: 296mm; overflow: hidden; padding: 25mm 22mm 20mm 25mm; position: relative }
${css}
</style></head><body>${body}</body></html>`
}

function contentsTable(lines: readonly ContentsLine[]): string {
  return `<ol class="contents">${lines
    .map(
      (line) =>
        `<li><span class="title">${escapeHtml(line.title)}${line.note ? `<small>${escapeHtml(line.note)}</small>` : ''}</span><span class="dots"></span><span class="page">${line.page}</span></li>`,
    )
    .join('')}</ol>`
}

const CONTENTS_CSS = `
.contents { list-style: none; margin: 0; padding: 0 }
.contents li { display: flex; align-items: baseline; gap: 3mm; padding: 2.2mm 0; border-bottom: 0.3mm solid var(--secondary) }
.contents .title { flex: 0 1 auto }
.contents small { display: block; font-size: 8.5pt; color: #6b7280 }
.contents .dots { flex: 1 1 auto }
.contents .page { font-variant-numeric: tabular-nums; color: var(--ink) }
`

/** The cover page: photo, "Bewerbung als …", the employer, the contact and the contents. */
export function coverPageHtml(input: {
  look: Look
  cv: CvData
  labels: PackageLabels
  position: string
  company: string
  contents: readonly ContentsLine[]
}): string {
  const { cv, labels } = input
  const personal = cv.personal
  const heading = input.position ? labels.applicationAs(input.position) : labels.application
  const contact = [personal.location, personal.phone, personal.email].map((part) => part.trim()).filter(Boolean)
  const photo = PHOTO.test(personal.photo) ? `<img class="photo" src="${personal.photo}" alt="">` : ''
  const printed = [heading, input.company, personal.fullName, ...contact, labels.contents, ...input.contents.map((line) => `${line.title}${line.note ?? ''}`)].join(' ')
  const css = `
.band { position: absolute; left: 0; top: 0; width: 8mm; height: 100%; background: var(--primary) }
.head { display: flex; justify-content: space-between; align-items: flex-start; gap: 10mm; margin-top: 20mm }
.kicker { font-size: 12pt; letter-spacing: 0.08em; text-transform: uppercase; color: var(--primary); margin-bottom: 4mm }
h1 { font-size: 24pt; line-height: 1.2 }
.company { font-size: 15pt; margin-top: 3mm; color: #374151 }
.photo { width: 40mm; height: 52mm; object-fit: cover; border-radius: 1.5mm; flex: none }
.person { margin-top: 28mm; padding-top: 6mm; border-top: 0.6mm solid var(--primary) }
.name { font-size: 16pt; font-weight: 700; color: var(--ink) }
.contact { margin-top: 2mm; color: #374151 }
h2 { font-size: 12pt; margin: 22mm 0 3mm; text-transform: uppercase; letter-spacing: 0.06em; color: var(--primary) }
${CONTENTS_CSS}`
  const body = `<div class="sheet"><div class="band"></div>
<div class="head"><div><div class="kicker">${escapeHtml(labels.application)}</div><h1>${escapeHtml(heading)}</h1>${
    input.company ? `<div class="company">${escapeHtml(labels.at(input.company))}</div>` : ''
  }</div>${photo}</div>
<div class="person"><div class="name">${escapeHtml(personal.fullName)}</div>${contact.map((line) => `<div class="contact">${escapeHtml(line)}</div>`).join('')}</div>
<h2>${escapeHtml(labels.contents)}</h2>${contentsTable(input.contents)}</div>`
  return page(input.look, heading, printed, css, body)
}

/** The list of enclosures ("Anlagen" / "Beilagen") with the page each begins on. */
export function enclosureListHtml(input: { look: Look; cv: CvData; labels: PackageLabels; lines: readonly ContentsLine[] }): string {
  const { labels } = input
  const printed = [labels.enclosures, input.cv.personal.fullName, ...input.lines.map((line) => `${line.title}${line.note ?? ''}`)].join(' ')
  const css = `
h1 { font-size: 20pt; padding-bottom: 3mm; border-bottom: 0.6mm solid var(--primary); margin-bottom: 6mm }
.name { color: #6b7280; font-size: 9.5pt; margin-bottom: 10mm }
${CONTENTS_CSS}`
  const body = `<div class="sheet"><h1>${escapeHtml(labels.enclosures)}</h1><div class="name">${escapeHtml(input.cv.personal.fullName)}</div>${contentsTable(input.lines)}</div>`
  return page(input.look, labels.enclosureList, printed, css, body)
}

/**
 * The optional third page ("Was Sie noch über mich wissen sollten"): the user's own text under a
 * heading, in the CV's fonts and colours. It flows onto a second sheet if it must; the package
 * counts the pages it printed.
 */
export function thirdPageHtml(input: { look: Look; cv: CvData; title: string; text: string }): string {
  const paragraphs = input.text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
  const printed = [input.title, input.cv.personal.fullName, input.text].join(' ')
  const css = `
@page { margin: 25mm 22mm 20mm 25mm }
.flow { position: relative }
h1 { font-size: 20pt; padding-bottom: 3mm; border-bottom: 0.6mm solid var(--primary); margin-bottom: 6mm }
.name { color: #6b7280; font-size: 9.5pt; margin-bottom: 10mm }
p { margin: 0 0 4mm; white-space: pre-line; orphans: 3; widows: 3 }`
  const body = `<div class="flow"><h1>${escapeHtml(input.title)}</h1><div class="name">${escapeHtml(input.cv.personal.fullName)}</div>${paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')}</div>`
  return page(input.look, input.title, printed, css, body)
}
