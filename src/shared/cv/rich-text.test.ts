import { describe, expect, it } from 'vitest'
import {
  inlineToMarkdown,
  parseRichInline,
  parseRichText,
  richTextToPlain,
  richToPlain,
  safeRichHref,
} from './rich-text'

const text = (value: string) => ({ type: 'text', text: value })

describe('parseRichInline', () => {
  it('reads bold, italic and links', () => {
    expect(parseRichInline('Led **12 people** in *two* [teams](https://example.com/a?b=1)')).toEqual([
      text('Led '),
      { type: 'strong', children: [text('12 people')] },
      text(' in '),
      { type: 'em', children: [text('two')] },
      text(' '),
      { type: 'link', href: 'https://example.com/a?b=1', children: [text('teams')] },
    ])
  })

  it('nests italic in bold and bold in a link, but never a mark in itself', () => {
    expect(parseRichInline('**a *b* c**')).toEqual([
      { type: 'strong', children: [text('a '), { type: 'em', children: [text('b')] }, text(' c')] },
    ])
    expect(parseRichInline('[**x**](mailto:jo@example.com)')).toEqual([
      { type: 'link', href: 'mailto:jo@example.com', children: [{ type: 'strong', children: [text('x')] }] },
    ])
    expect(parseRichInline('[a [b](https://x.io)](https://y.io)')).toEqual([
      text('[a '),
      { type: 'link', href: 'https://x.io', children: [text('b')] },
      text('](https://y.io)'),
    ])
  })

  it('keeps text written before rich text existed as typed', () => {
    for (const plain of [
      '2*3*4 = 24',
      'a**b**c',
      '5* hotel',
      '** not bold **',
      '* spaced *',
      'snake_case_name',
      'C++ and C#',
      '[draft] (2019)',
    ]) {
      expect(richToPlain(plain)).toBe(plain)
      expect(parseRichInline(plain)).toEqual([text(plain)])
    }
  })

  it('leaves unbalanced and crossed marks literal', () => {
    expect(richToPlain('**open and never closed')).toBe('**open and never closed')
    expect(richToPlain('*one **two* three**')).toBe('one **two three**')
    expect(parseRichInline('**a *b** c*')[0]).toEqual({ type: 'strong', children: [text('a *b')] })
  })

  it('escapes marks with a backslash', () => {
    expect(parseRichInline('\\*not italic\\*')).toEqual([text('*not italic*')])
  })

  it('passes no HTML and no unsafe link through', () => {
    const attempts = [
      '<script>alert(1)</script>',
      '[click](javascript:alert(1))',
      '[click](JAVASCRIPT:alert(1))',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
      '[click](vbscript:msgbox)',
      '[click](//evil.example)',
      '[click](https://ok.example" onclick="x)',
      '<img src=x onerror=alert(1)>',
      '[x](https://a.example)<a href="javascript:1">y</a>',
    ]
    for (const attempt of attempts) {
      const nodes = JSON.stringify(parseRichInline(attempt))
      expect(nodes).not.toMatch(/"href":"(?!https?:\/\/|mailto:)/i)
      expect(nodes).not.toMatch(/"href":"[^"]*(?:\\"|<|>|\s)/)
    }
    expect(parseRichInline('<script>alert(1)</script>')).toEqual([text('<script>alert(1)</script>')])
    expect(richToPlain('[click](javascript:alert(1))')).toBe('[click](javascript:alert(1))')
    expect(safeRichHref('javascript:alert(1)')).toBeUndefined()
    expect(safeRichHref(' https://ok.example/x ')).toBe('https://ok.example/x')
  })

  it('stays fast and flat on hostile input', () => {
    const hostile = '**a *'.repeat(2_000) + '['.repeat(2_000)
    const nodes = parseRichInline(hostile)
    expect(richToPlain(hostile).length).toBeGreaterThan(0)
    expect(JSON.stringify(nodes).length).toBeLessThan(hostile.length * 4)
  })
})

describe('parseRichText', () => {
  it('turns list lines into one list and other lines into paragraphs', () => {
    expect(parseRichText('Intro\n- one\n* **two**\n• three\n\nOutro')).toEqual([
      { type: 'paragraph', children: [text('Intro')] },
      {
        type: 'list',
        items: [[text('one')], [{ type: 'strong', children: [text('two')] }], [text('three')]],
      },
      { type: 'paragraph', children: [text('Outro')] },
    ])
  })

  it('keeps a minus sign that is no list marker', () => {
    expect(parseRichText('-20 % cost')).toEqual([{ type: 'paragraph', children: [text('-20 % cost')] }])
  })
})

describe('flattening and Markdown', () => {
  it('flattens for analysis and for .txt', () => {
    expect(richTextToPlain('**Led** a [team](https://x.io)\n- *one*')).toBe('Led a team\n- one')
    expect(richToPlain('see [site](https://x.io/a)', { linkAddresses: true })).toBe(
      'see site (https://x.io/a)',
    )
    expect(richToPlain('[x.io/a](https://x.io/a)', { linkAddresses: true })).toBe('x.io/a')
  })

  it('writes Markdown that reads back to the same nodes', () => {
    for (const line of ['**Led** a *team* of 5_000 [here](https://x.io/a_b)', 'a \\* b', 'plain [x] text']) {
      const nodes = parseRichInline(line)
      expect(parseRichInline(inlineToMarkdown(nodes))).toEqual(nodes)
    }
  })
})
