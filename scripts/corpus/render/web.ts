import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { formatRange } from '../dates'
import { LABELS, addressLine, birthLine, degreeLine, fullName } from '../labels'
import type { Cv, Render } from '../model'

// CVs as web pages printed to PDF by Chromium, in the styles of online CV builders and personal
// sites: a sidebar whose text is right-aligned, a CSS grid with a date column, and a sidebar with
// icon-font contact details and rating dots.

const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const FONT_AWESOME = '/usr/share/texlive/texmf-dist/fonts/opentype/public/fontawesome5/FontAwesome5Free-Solid-900.otf'
// Font Awesome 5 code points: envelope, phone, map marker, globe, birthday cake.
const ICON = { email: '\uf0e0', phone: '\uf095', place: '\uf3c5', link: '\uf0ac', birth: '\uf1fd' }

const BASE_CSS = `
  @page { size: A4; margin: 0; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #2b2b2b; line-height: 1.38; }
  h1 { margin: 0; font-size: 24pt; letter-spacing: 0.5px; }
  h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.5px; margin: 16px 0 8px; }
  ul { margin: 3px 0 0; padding-left: 16px; }
  li { margin-bottom: 1px; }
  .muted { color: #666; }
  .entry { margin-bottom: 10px; break-inside: avoid; }
`

function range(cv: Cv, render: Render, start: string, end: string): string {
  return html(formatRange(start, end, render.dates, cv.lang, cv.present))
}

function references(cv: Cv): string {
  if (!cv.references?.length || !cv.headings.references) return ''
  return `<h2>${html(cv.headings.references)}</h2>${cv.references
    .map((ref) => `<div class="entry"><strong>${html(ref.name)}</strong><br>${html(`${ref.role}, ${ref.company}`)}<br>${html(ref.phone)} · ${html(ref.email)}</div>`)
    .join('')}`
}

// A dark sidebar on the left whose text is aligned to the right, against the main column.
function sidebarRight(cv: Cv, render: Render): string {
  const initials = `${cv.firstName[0] ?? ''}${cv.lastName[0] ?? ''}`
  const side = `
    <div class="monogram">${html(initials)}</div>
    <h2>${html(cv.headings.contact ?? 'Kontakt')}</h2>
    <p>${html(cv.street ?? '')}<br>${html([cv.postcode, cv.city].filter(Boolean).join(' '))}</p>
    <p>${html(cv.phone)}</p>
    ${cv.email ? `<p class="mail">${html(cv.email)}</p>` : ''}
    ${(cv.links ?? []).map((link) => `<p>${html(link)}</p>`).join('')}
    <h2>${html(cv.headings.skills)}</h2>
    ${cv.skills.map((group) => `<p><strong>${html(group.category)}</strong><br>${group.items.map(html).join('<br>')}</p>`).join('')}
    <h2>${html(cv.headings.languages)}</h2>
    ${cv.languages.map((language) => `<p>${html(language.name)}<br><span class="level">${html(language.text)}</span></p>`).join('')}`
  const main = `
    <h1>${html(fullName(cv))}</h1>
    ${cv.headline ? `<div class="headline">${html(cv.headline)}</div>` : ''}
    ${cv.summary ? `<h2>${html(cv.headings.profile)}</h2><p>${html(cv.summary)}</p>` : ''}
    <h2>${html(cv.headings.experience)}</h2>
    ${cv.experience.map((job) => `<div class="entry"><div class="when">${range(cv, render, job.start, job.end)}</div><strong>${html(job.title)}</strong><div>${html(job.company)}, ${html(job.location)}</div><ul>${job.bullets.map((bullet) => `<li>${html(bullet)}</li>`).join('')}</ul></div>`).join('')}
    <h2>${html(cv.headings.education)}</h2>
    ${cv.education.map((school) => `<div class="entry"><div class="when">${range(cv, render, school.start, school.end)}</div><strong>${html(degreeLine(school))}</strong><div>${html(school.institution)}, ${html(school.location)}</div></div>`).join('')}
    ${references(cv)}`
  return `<!doctype html><html lang="${cv.lang}"><head><meta charset="utf-8"><style>${BASE_CSS}
    .page { display: flex; min-height: 297mm; }
    aside { width: 62mm; background: #27323f; color: #eef2f6; padding: 16mm 8mm 12mm; text-align: right; }
    aside h2 { color: #9fc3e7; font-size: 10pt; border-bottom: 1px solid #4c5b6b; padding-bottom: 3px; }
    aside p { margin: 0 0 8px; }
    aside .mail { overflow-wrap: anywhere; }
    aside .level { color: #b9c6d3; font-size: 8.5pt; }
    .monogram { font-size: 30pt; font-weight: bold; color: #9fc3e7; margin-bottom: 8mm; }
    main { flex: 1; padding: 16mm 12mm 12mm; }
    .headline { font-size: 13pt; color: #3d6d99; margin-top: 2px; }
    .when { float: right; color: #666; font-size: 9pt; }
  </style></head><body><div class="page"><aside>${side}</aside><main>${main}</main></div></body></html>`
}

// A CSS grid: a narrow date column, the entries beside it, headings across both.
function grid(cv: Cv, render: Render): string {
  const label = LABELS[cv.lang]
  const row = (left: string, right: string): string => `<div class="left">${left}</div><div class="right">${right}</div>`
  return `<!doctype html><html lang="${cv.lang}"><head><meta charset="utf-8"><style>${BASE_CSS}
    body { padding: 15mm 16mm; font-family: 'Liberation Sans', sans-serif; }
    header { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 3px solid #c0392b; padding-bottom: 8px; }
    header .contact { text-align: right; font-size: 9pt; }
    .grid { display: grid; grid-template-columns: 30mm 1fr; column-gap: 6mm; row-gap: 6px; }
    .grid h2 { grid-column: 1 / span 2; color: #c0392b; }
    .left { color: #666; font-size: 9pt; padding-top: 1px; }
  </style></head><body>
    <header><div><h1>${html(fullName(cv))}</h1>${cv.headline ? `<div class="muted" style="font-size:12pt">${html(cv.headline)}</div>` : ''}</div>
    <div class="contact">${html(addressLine(cv))}<br>${html(cv.phone)}${cv.email ? `<br>${html(cv.email)}` : ''}${(cv.links ?? []).map((link) => `<br>${html(link)}`).join('')}${cv.birth ? `<br>${html(`${label.birth}: ${birthLine(cv)}`)}` : ''}</div></header>
    <div class="grid">
      ${cv.summary ? `<h2>${html(cv.headings.profile)}</h2>${row('', html(cv.summary))}` : ''}
      <h2>${html(cv.headings.experience)}</h2>
      ${cv.experience.map((job) => row(range(cv, render, job.start, job.end), `<strong>${html(job.title)}</strong> · ${html(job.company)}, ${html(job.location)}<ul>${job.bullets.map((bullet) => `<li>${html(bullet)}</li>`).join('')}</ul>`)).join('')}
      <h2>${html(cv.headings.education)}</h2>
      ${cv.education.map((school) => row(range(cv, render, school.start, school.end), `<strong>${html(degreeLine(school))}</strong> · ${html(school.institution)}, ${html(school.location)}${school.grade ? `<br><span class="muted">${html(school.grade)}</span>` : ''}`)).join('')}
      <h2>${html(cv.headings.skills)}</h2>
      ${cv.skills.map((group) => row(html(group.category), html(group.items.join(', ')))).join('')}
      <h2>${html(cv.headings.languages)}</h2>
      ${cv.languages.map((language) => row(html(language.name), html(language.text))).join('')}
      ${cv.interests?.length && cv.headings.interests ? `<h2>${html(cv.headings.interests)}</h2>${row('', html(cv.interests.join(', ')))}` : ''}
    </div>
    ${references(cv)}
  </body></html>`
}

const YEARS: Record<Cv['lang'], string> = { en: 'yrs', de: 'J.', fr: 'ans', es: 'años', it: 'anni', pt: 'anos', nl: 'jr', pl: 'lat' }

// A sidebar with icon-font contact details, skills with rating dots and years, languages as bars.
function icons(cv: Cv, render: Render): string {
  const font = readFileSync(FONT_AWESOME).toString('base64')
  const icon = (glyph: string): string => `<span class="fa">${glyph}</span>`
  const dots = (filled: number): string => `<span class="dots">${[1, 2, 3, 4, 5].map((dot) => `<i class="${dot <= filled ? 'on' : ''}"></i>`).join('')}</span>`
  const skillRows = cv.skills
    .map(
      (group, groupIndex) =>
        `<h3>${html(group.category)}</h3>${group.items
          .map((item, index) => `<div class="skill"><span>${html(item)}</span>${groupIndex === 0 ? `<span class="years">${Math.max(2, 9 - index * 2)}+ ${YEARS[cv.lang]}</span>` : ''}${dots(5 - (index % 3))}</div>`)
          .join('')}`,
    )
    .join('')
  const barWidth: Record<string, number> = { native: 100, C2: 95, C1: 85, B2: 70, B1: 55, A2: 35, A1: 20, '': 50 }
  const languageRows = cv.languages
    .map((language) => `<div class="lang"><span>${html(language.name)}</span> <span class="muted">${html(language.text)}</span><div class="bar"><div style="width:${barWidth[language.level]}%"></div></div></div>`)
    .join('')
  return `<!doctype html><html lang="${cv.lang}"><head><meta charset="utf-8"><style>
    @font-face { font-family: 'FA'; src: url(data:font/otf;base64,${font}) format('opentype'); }
    ${BASE_CSS}
    .fa { font-family: 'FA'; font-weight: 900; color: #1abc9c; width: 14px; display: inline-block; margin-right: 6px; }
    .page { display: grid; grid-template-columns: 68mm 1fr; min-height: 297mm; }
    aside { background: #f3f5f7; padding: 14mm 7mm; }
    aside h2 { color: #1abc9c; font-size: 10pt; }
    aside h3 { font-size: 9pt; margin: 8px 0 3px; }
    .contact div { margin-bottom: 5px; overflow-wrap: anywhere; }
    .skill { display: flex; align-items: center; gap: 6px; margin-bottom: 3px; }
    .skill span:first-child { flex: 1; }
    .years { color: #888; font-size: 8pt; }
    .dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; background: #d5dbe0; margin-left: 2px; }
    .dots i.on { background: #1abc9c; }
    .lang { margin-bottom: 6px; }
    .bar { height: 4px; background: #d5dbe0; margin-top: 2px; }
    .bar div { height: 4px; background: #1abc9c; }
    main { padding: 14mm 11mm; }
    main h1 { color: #1f2d3a; }
    .headline { font-size: 12.5pt; color: #1abc9c; margin: 2px 0 6px; }
    .meta { color: #666; font-size: 9pt; }
  </style></head><body><div class="page"><aside>
    <h2>${html(cv.headings.contact ?? cv.headings.personal ?? '')}</h2>
    <div class="contact">
      ${cv.email ? `<div>${icon(ICON.email)}${html(cv.email)}</div>` : ''}
      <div>${icon(ICON.phone)}${html(cv.phone)}</div>
      <div>${icon(ICON.place)}${html([cv.postcode, cv.city].filter(Boolean).join(' '))}</div>
      ${(cv.links ?? []).map((link) => `<div>${icon(ICON.link)}${html(link)}</div>`).join('')}
      ${cv.birth ? `<div>${icon(ICON.birth)}${html(birthLine(cv))}</div>` : ''}
    </div>
    <h2>${html(cv.headings.skills)}</h2>${skillRows}
    <h2>${html(cv.headings.languages)}</h2>${languageRows}
    ${cv.interests?.length && cv.headings.interests ? `<h2>${html(cv.headings.interests)}</h2><div>${html(cv.interests.join(' · '))}</div>` : ''}
  </aside><main>
    <h1>${html(fullName(cv))}</h1>
    ${cv.headline ? `<div class="headline">${html(cv.headline)}</div>` : ''}
    ${cv.summary ? `<p>${html(cv.summary)}</p>` : ''}
    <h2>${html(cv.headings.experience)}</h2>
    ${cv.experience.map((job) => `<div class="entry"><strong>${html(job.title)}</strong><div class="meta">${html(job.company)} · ${html(job.location)} · ${range(cv, render, job.start, job.end)}</div><ul>${job.bullets.map((bullet) => `<li>${html(bullet)}</li>`).join('')}</ul></div>`).join('')}
    <h2>${html(cv.headings.education)}</h2>
    ${cv.education.map((school) => `<div class="entry"><strong>${html(degreeLine(school))}</strong><div class="meta">${html(school.institution)} · ${html(school.location)} · ${range(cv, render, school.start, school.end)}</div>${school.grade ? `<div class="meta">${html(school.grade)}</div>` : ''}</div>`).join('')}
    ${references(cv)}
  </main></div></body></html>`
}

export function htmlOf(cv: Cv, render: Render): string {
  if (render.layout === 'web-sidebar-right') return sidebarRight(cv, render)
  if (render.layout === 'web-grid') return grid(cv, render)
  if (render.layout === 'web-icons') return icons(cv, render)
  throw new Error(`not a web layout: ${render.layout}`)
}

export async function printHtml(browser: Browser, source: string): Promise<Buffer> {
  const page = await browser.newPage()
  try {
    await page.setContent(source, { waitUntil: 'load' })
    return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '0', bottom: '0', left: '0', right: '0' } })
  } finally {
    await page.close()
  }
}
