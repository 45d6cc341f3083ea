import { PAGE_MM, type PageSize } from '#shared/cv/page-size'
// Print rules shared by every template.
//
// The page box has no margin (`@page { margin: 0 }`) so that bands and sidebars can run to the
// paper's edge. Page margins come instead from padding on the templates' flow containers
// (`.cv-flow`), which `box-decoration-break: clone` repeats at the top and bottom of every page a
// container spans: continuation pages get the same margins as the first one. A sidebar's colour is
// painted by the root background, which Chromium extends over every printed page.
//
// Text never sits in a positioned, transformed or semi-transparent box: Chromium paints such boxes
// after the normal flow, so their text would move to the end of the PDF's content stream and a
// parser reading the PDF back would meet it out of order. Decorations (markers, rails, rules) are
// flex items, backgrounds or pseudo-elements without text instead.

export const PAGE_WIDTH_MM = 210
export const PAGE_HEIGHT_MM = 297

/** The page rules of a paper other than A4 (BASE_CSS is A4): its @page size and the body's width. */
export function pageSizeCss(size: PageSize): string {
  if (size === 'a4') return ''
  const { width, height } = PAGE_MM[size]
  return `@page { size: ${width}mm ${height}mm; margin: 0 }\nbody { width: ${width}mm }\n@media screen { body { min-height: ${height}mm } }`
}

export const BASE_CSS = `
@page { size: A4; margin: 0 }
*, *::before, *::after { box-sizing: border-box }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; background: #fff }
html, body { margin: 0; padding: 0 }
body {
  width: ${PAGE_WIDTH_MM}mm; margin: 0 auto; overflow-wrap: anywhere;
  font-kerning: normal; font-variant-ligatures: common-ligatures; text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased; color: #1f2937;
}
h1, h2, h3, h4, p, ul, ol, li, dl, dt, dd, figure { margin: 0; padding: 0 }
h1, h2, h3, h4 { font-weight: inherit; font-size: inherit }
ul, ol { list-style: none }
img { display: block; max-width: 100% }
a { color: inherit; text-decoration: none }
.cv-flow { box-decoration-break: clone; -webkit-box-decoration-break: clone }
.cv-h, .cv-skill-cat { break-after: avoid; page-break-after: avoid; break-inside: avoid }
.cv-entry-head { break-inside: avoid; break-after: avoid; page-break-after: avoid }
li, .cv-gpa, .cv-tech, .cv-tags, .cv-skill-group > p { break-inside: avoid }
/* Keep-together: a short entry (up to ~8 lines, marked cv-keep) never splits; a skill group, the
   languages, certificates, interests and the closing stay whole; a heading stays with the first
   entry under it (break-after: avoid above). The skills section stays whole too: its last row alone
   on the next page, without the heading, read as a stray line (issue 30); a section taller than a
   page still breaks, as Chromium ignores an avoid it cannot keep. */
.cv-keep, .cv-skill-group, .cv-meters, .cv-lang-lines, .cv-certs, .cv-interests, .cv-closing,
.cv-contact-list, [data-section="languages"], [data-section="certifications"], [data-section="interests"],
[data-section="skills"] {
  break-inside: avoid; page-break-inside: avoid
}
/* E-mail addresses, links and skill names break only where they cannot fit a whole line: with
   break-word (not anywhere) they keep their full width when columns are sized. */
a, .cv-contact-value, .cv-meter-name, .cv-skill-name, .cv-chip, .cv-link-label { overflow-wrap: break-word; word-break: normal }
.cv-addr, .cv-whole { white-space: nowrap }
.cv-doc-heading { font-size: 1.25em; font-weight: 700; line-height: 1.2; margin-bottom: 2mm; color: var(--primary) }
.cv-interests li + li { margin-top: 0.8mm }
.cv-details { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.6mm 4mm }
.cv-details > div { display: contents }
.cv-details dt { font-weight: 700 }
.cv-interest-name { font-weight: 700 }
.cv-note { font-style: italic }
.cv-entry + .cv-note { margin-top: 1.5mm }
.cv-closing { margin-top: 8mm }
.cv-signature { max-height: 16mm; max-width: 60mm; margin-top: 2mm; object-fit: contain }
p { orphans: 2; widows: 2 }
.cv-entry-line { display: flex; align-items: baseline; justify-content: space-between; gap: 3mm }
.cv-entry-line > .cv-entry-title { flex: 1 1 auto; min-width: 0 }
.cv-entry-line > .cv-date { flex: 0 0 auto; white-space: nowrap; text-align: right }
.cv-entry--column { display: grid; grid-template-columns: var(--date-col, 30mm) minmax(0, 1fr); column-gap: 5mm }
.cv-entry-main { min-width: 0 }
.cv-date-part { white-space: nowrap }
.cv-segments { display: inline-flex; gap: 1.2mm }
.cv-segments > i { display: block; width: 2mm; height: 2mm; border-radius: 50%; background: color-mix(in srgb, var(--primary) 22%, #fff) }
.cv-segments > i.on { background: var(--primary) }
.cv-bar { display: block; height: 1.3mm; border-radius: 1mm; background: color-mix(in srgb, var(--primary) 18%, #fff); overflow: hidden }
.cv-bar > i { display: block; height: 100%; background: var(--primary); border-radius: 1mm }
@media screen { body { min-height: ${PAGE_HEIGHT_MM}mm } }
`

/** A CSS string literal for any text: every character outside plain letters is hex-escaped. */
export function cssString(text: string): string {
  const escaped = Array.from(text)
    .map((char) => (/^[\p{L}\p{N} .,]$/u.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `))
    .join('')
  return `"${escaped}"`
}

/**
 * Page margin boxes: "Julia Schneider — Seite 2 von 3" at the foot of every page but the first
 * (Chromium numbers the pages itself), and the trial watermark on every page. Every page keeps a
 * 7 mm bottom margin to hold them, so a preview, a trial and a Pro export break pages alike.
 * (A position: fixed watermark disappears from the PDF once margin boxes are used.) They use the
 * system sans-serif: with a web font, a name in latin-ext letters (Ż, ğ) makes Chromium drop
 * every margin box of the document.
 */
export const FOOTER_MM = 7

export function pageFooterCss(input: {
  name: string
  page: string
  pageOf: string
  watermark?: string | undefined
}): string {
  // Pictographs (an emoji in a name) make Chromium drop every margin box: the footer leaves them out.
  const name = input.name.replace(/\p{Extended_Pictographic}|\uFE0F/gu, '').replace(/\s+/g, ' ').trim()
  const prefix = `${name ? `${name} — ` : ''}${input.page} `
  const box = `font-family: sans-serif; font-size: 7.5pt; color: #6b7280; vertical-align: top`
  const watermark = input.watermark
    ? ` @bottom-left { content: ${cssString(input.watermark)}; ${box}; padding-left: 12mm }`
    : ''
  return `@page { margin: 0 0 ${FOOTER_MM}mm; @bottom-right { content: ${cssString(prefix)} counter(page) ${cssString(` ${input.pageOf} `)} counter(pages); ${box}; padding-right: 12mm }${watermark} }
@page :first { @bottom-right { content: none } }`
}

/** Theme colours as custom properties every template reads. */
export function themeCss(theme: { primary: string; secondary: string; ink: string }): string {
  return `:root { --primary: ${theme.primary}; --secondary: ${theme.secondary}; --ink: ${theme.ink} }`
}
