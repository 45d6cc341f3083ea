import type { ProofCountry, ProofLanguage, ProofSettings } from '#shared/api/application-proof'
import { dayText, proofColumns, type ProofRow } from './proof-rows'
import { PROOF_WORDS } from './proof-words'

// The proof as HTML for the PDF printer (src/server/pdf): A4 landscape, the forms are wide. The header
// carries what the office asks (name, address, the office's number for the person, the period), the
// table one row per effort, then the declaration and the place/date/signature lines to sign by hand.

export interface ProofDocumentInput {
  country: ProofCountry
  language: ProofLanguage
  from: string
  to: string
  settings: Pick<ProofSettings, 'fullName' | 'address' | 'deCustomerNumber' | 'chAhvNumber' | 'atAmsNumber'>
  rows: readonly ProofRow[]
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
}

const MONTHS: Record<ProofLanguage, string> = { de: 'de-CH', fr: 'fr-CH', it: 'it-CH' }

/** "März 2027" when the period is one whole month, else "01.03.2027 – 15.03.2027". */
function periodText(from: string, to: string, language: ProofLanguage): string {
  const last = new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 0)).toISOString().slice(0, 10)
  if (from.slice(0, 7) === to.slice(0, 7) && from.endsWith('-01') && to === last) {
    return new Intl.DateTimeFormat(MONTHS[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${from}T00:00:00Z`))
  }
  return `${dayText(from, language)} – ${dayText(to, language)}`
}

export function renderProofHtml(input: ProofDocumentInput): string {
  const { country, language, settings, rows } = input
  const words = PROOF_WORDS[language]
  const columns = proofColumns(country, words, language)
  const number = { DE: settings.deCustomerNumber, CH: settings.chAhvNumber, AT: settings.atAmsNumber }[country]
  const blank = '<span class="blank"></span>'
  const value = (text: string) => (text.trim() ? escapeHtml(text.trim()).replace(/\n/g, '<br>') : blank)
  const header = [
    [words.name, value(settings.fullName)],
    [words.address, value(settings.address)],
    [words.number[country], value(number)],
    [country === 'CH' ? words.month : words.period, escapeHtml(periodText(input.from, input.to, language))],
  ]
  const body =
    rows.length > 0
      ? rows
          .map(
            (row, index) =>
              `<tr><td class="n">${index + 1}</td>${columns
                .map((column) => `<td${column.narrow ? ' class="c"' : ''}>${column.cell(row).map(escapeHtml).join('<br>')}</td>`)
                .join('')}</tr>`,
          )
          .join('\n')
      : `<tr><td class="n"></td><td colspan="${columns.length}" class="empty">${escapeHtml(words.none)}</td></tr>`
  const subtitle = words.subtitle[country]

  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(words.title[country])}</title>
<style>
  @page { size: A4 landscape; margin: 12mm 12mm 14mm; }
  * { box-sizing: border-box; }
  body { font-family: 'Helvetica Neue', Helvetica, Arial, sans-serif; color: #0f172a; font-size: 9pt; line-height: 1.35; margin: 0; }
  h1 { font-size: 15pt; margin: 0; }
  .sub { color: #475569; margin: 2px 0 10px; font-size: 9.5pt; }
  .head { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px 16px; border: 1px solid #94a3b8; padding: 8px 10px; margin-bottom: 10px; }
  .head .label { font-size: 7.5pt; text-transform: uppercase; letter-spacing: .03em; color: #475569; }
  .head .value { font-size: 10pt; min-height: 14pt; }
  .blank { display: inline-block; width: 100%; border-bottom: 1px solid #64748b; height: 12pt; }
  table { width: 100%; border-collapse: collapse; table-layout: auto; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; break-inside: avoid; }
  th { background: #e2e8f0; font-size: 7.5pt; text-align: left; vertical-align: bottom; padding: 4px 5px; border: 1px solid #94a3b8; }
  /* break-word, not anywhere: "anywhere" lets the table squeeze a column below its longest word
     ("Vorstellungsgespräc|h"); a word now breaks only when it cannot fit even a column of its own. */
  td { padding: 4px 5px; border: 1px solid #94a3b8; vertical-align: top; overflow-wrap: break-word; hyphens: auto; }
  td.c, th.c { text-align: center; }
  td.n, th.n { width: 22px; text-align: right; color: #475569; white-space: nowrap; }
  td:nth-child(2) { white-space: nowrap; }
  td.empty { color: #475569; text-align: center; padding: 10px; }
  .count { margin: 6px 0 0; }
  .sign { margin-top: 18px; break-inside: avoid; }
  .lines { display: grid; grid-template-columns: 1fr 1fr; gap: 40px; margin-top: 28px; }
  .lines div { border-top: 1px solid #0f172a; padding-top: 3px; font-size: 8pt; color: #475569; }
  footer { margin-top: 10px; font-size: 7pt; color: #64748b; }
</style></head>
<body>
  <h1>${escapeHtml(words.title[country])}</h1>
  ${subtitle ? `<p class="sub">${escapeHtml(subtitle)}</p>` : '<p class="sub"></p>'}
  <div class="head">${header.map(([label, html]) => `<div><div class="label">${escapeHtml(label!)}</div><div class="value">${html}</div></div>`).join('')}</div>
  <table>
    <thead><tr><th class="n">#</th>${columns.map((column) => `<th${column.narrow ? ' class="c"' : ''}>${escapeHtml(column.label)}</th>`).join('')}</tr></thead>
    <tbody>
${body}
    </tbody>
  </table>
  <p class="count">${escapeHtml(words.count)}: ${rows.length}</p>
  <div class="sign">
    <p>${escapeHtml(words.declaration)}</p>
    <div class="lines"><div>${escapeHtml(words.placeDate)}</div><div>${escapeHtml(words.signature)}</div></div>
  </div>
  <footer>${escapeHtml(words.footer)}</footer>
</body></html>`
}
