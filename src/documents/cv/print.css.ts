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
/* Fixed boxes repeat on every printed page; it sits in the bottom margin every flow container keeps. */
.cv-watermark {
  position: fixed; left: 0; right: 0; bottom: 4.5mm; width: max-content; max-width: 180mm; margin: 0 auto;
  padding: 0.8mm 3mm; border-radius: 2mm; background: rgba(255, 255, 255, 0.85);
  font-size: 7.5pt; line-height: 1.2; letter-spacing: 0.04em; color: #4b5563; text-align: center;
}
@media screen { body { min-height: ${PAGE_HEIGHT_MM}mm } }
`

/** Theme colours as custom properties every template reads. */
export function themeCss(theme: { primary: string; secondary: string; ink: string }): string {
  return `:root { --primary: ${theme.primary}; --secondary: ${theme.secondary}; --ink: ${theme.ink} }`
}
