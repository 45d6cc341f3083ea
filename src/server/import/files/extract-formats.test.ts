import iconv from 'iconv-lite'
import { describe, expect, it } from 'vitest'
import { rtfToText } from './extract-rtf'
import { decodeText } from './extract-txt'
import { htmlToText } from './html-to-text'
import { wordXmlText } from './extract-docx'

describe('decodeText', () => {
  it('reads UTF-8, UTF-8 with BOM, UTF-16 and Windows-1252', () => {
    expect(decodeText(Buffer.from('Müller – Köln'))).toBe('Müller – Köln')
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Größe')]))).toBe('Größe')
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Zoë', 'utf16le')]))).toBe('Zoë')
    expect(decodeText(iconv.encode('Lebenslauf – Jürgen Weiß €', 'windows-1252'))).toBe(
      'Lebenslauf – Jürgen Weiß €',
    )
  })
})

describe('htmlToText', () => {
  it('keeps paragraphs, turns list items into bullets and one-line table rows into cells', () => {
    const { text, firstHeading, emphasized } = htmlToText(
      '<h1>Anna Schmidt</h1><p><strong>Skills</strong></p><ul><li>Go &amp; Rust</li><li>SQL</li></ul><table><tr><td><p>2019 – 2021</p></td><td><p>Engineer</p></td></tr></table>',
    )
    expect(text).toBe('Anna Schmidt\nSkills\n• Go & Rust\n• SQL\n2019 – 2021\tEngineer')
    expect(firstHeading).toBe('Anna Schmidt')
    expect(emphasized).toEqual(['Anna Schmidt', 'Skills'])
  })

  it('reads a layout table cell by cell', () => {
    const { text } = htmlToText(
      '<table><tr><td><p>Contact</p><p>a@b.de</p></td><td><p>Anna</p><p>Engineer</p></td></tr></table>',
    )
    expect(text).toBe('Contact\na@b.de\nAnna\nEngineer')
  })

  it('keeps markup written inside the text as text', () => {
    expect(htmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>').text).toBe('<script>alert(1)</script>')
  })
})

describe('wordXmlText', () => {
  it('reads runs, tabs and paragraphs of a header part', () => {
    expect(
      wordXmlText(
        '<w:p><w:r><w:t>Anna</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">anna@x.de</w:t></w:r></w:p><w:p><w:r><w:t>Berlin</w:t></w:r></w:p>',
      ),
    ).toBe('Anna\tanna@x.de\nBerlin')
  })
})

describe('rtfToText', () => {
  it('reads the body text and skips font tables', () => {
    const rtf =
      "{\\rtf1\\ansi{\\fonttbl{\\f0 Arial;}}\\f0 J\\u252?rgen M\\'fcller\\par Engineer\\tab 2019 \\endash  2021\\par}"
    expect(rtfToText(Buffer.from(rtf, 'latin1'))).toBe('Jürgen Müller\nEngineer\t2019 – 2021\n')
  })
})
