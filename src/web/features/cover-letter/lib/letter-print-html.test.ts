import { describe, expect, it } from 'vitest'
import { letterPrintHtml } from './letter-print-html'

describe('letterPrintHtml', () => {
  const html = letterPrintHtml({
    text: 'Anna <Schmidt> & Co\n\nSehr geehrte Frau Weber,',
    alignment: 'right',
    language: 'de',
    title: 'Anschreiben – Nordlicht',
    fontFaces: [{ url: 'http://localhost/assets/plex mono.woff2', unicodeRange: 'U+0000-00FF' }],
  })

  it('writes the letter with its line breaks and escapes markup', () => {
    expect(html).toContain('<body>Anna &lt;Schmidt&gt; &amp; Co<br><br>Sehr geehrte Frau Weber,</body>')
  })

  it('prints 12 pt monospace at line height 1.4 on A4 with the DIN margins, aligned as chosen', () => {
    expect(html).toContain('@page{size:A4;margin:27mm 20mm 20mm 25mm}')
    expect(html).toMatch(/font-size:12pt;line-height:1\.4;.*text-align:right/)
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<title>Anschreiben – Nordlicht</title>')
  })

  it('embeds the bundled font by absolute URL', () => {
    expect(html).toContain('src:url("http://localhost/assets/plex%20mono.woff2")')
  })
})
