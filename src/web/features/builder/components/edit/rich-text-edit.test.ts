import { describe, expect, it } from 'vitest'
import { parseRichInline } from '#shared/cv/rich-text'
import { insertLink, linkAddress, toggleList, toggleMark } from './rich-text-edit'

const at = (text: string, selected: string) => {
  const start = text.indexOf(selected)
  return { text, start, end: start + selected.length }
}

describe('rich text edits', () => {
  it('wraps the selection in bold and takes it off again', () => {
    const bold = toggleMark(at('Led the team', 'the team'), '**')
    expect(bold).toEqual({ text: 'Led **the team**', start: 6, end: 14 })
    expect(toggleMark(bold, '**')).toEqual({ text: 'Led the team', start: 4, end: 12 })
    expect(toggleMark(at('Led **the** team', '**the**'), '**').text).toBe('Led the team')
  })

  it('keeps spaces outside the marks, so the mark is read as one', () => {
    const italic = toggleMark(at('Led the team', ' the '), '*')
    expect(italic.text).toBe('Led *the* team')
    expect(parseRichInline(italic.text)[1]).toEqual({ type: 'em', children: [{ type: 'text', text: 'the' }] })
  })

  it('takes whole words when the selection starts or ends inside one', () => {
    expect(toggleMark(at('Staff engineer with', 'aff engine'), '**').text).toBe('**Staff engineer** with')
  })

  it('puts the caret between new marks when nothing is selected', () => {
    expect(toggleMark({ text: 'ab', start: 1, end: 1 }, '**')).toEqual({ text: 'a****b', start: 3, end: 3 })
  })

  it('does not take italic for half of a bold mark', () => {
    expect(toggleMark(at('**bold**', 'bold'), '*').text).toBe('***bold***')
  })

  it('inserts a link around the selection or with the address as text', () => {
    expect(insertLink(at('see my site', 'my site'), 'https://jo.dev').text).toBe(
      'see [my site](https://jo.dev)',
    )
    expect(insertLink({ text: 'x ', start: 2, end: 2 }, 'https://jo.dev/a').text).toBe(
      'x [jo.dev/a](https://jo.dev/a)',
    )
  })

  it('accepts web and mail addresses only', () => {
    expect(linkAddress('jo.dev/cv')).toBe('https://jo.dev/cv')
    expect(linkAddress('jo@example.com')).toBe('mailto:jo@example.com')
    expect(linkAddress('http://x.io')).toBe('http://x.io')
    expect(linkAddress('javascript:alert(1)')).toBeUndefined()
    expect(linkAddress('data:text/html,x')).toBeUndefined()
    expect(linkAddress('')).toBeUndefined()
  })

  it('turns the selected lines into a list and back', () => {
    const text = 'Intro\none\ntwo'
    const listed = toggleList({ text, start: text.indexOf('one'), end: text.length })
    expect(listed.text).toBe('Intro\n- one\n- two')
    expect(toggleList(listed).text).toBe(text)
    expect(toggleList({ text: 'only', start: 2, end: 2 }).text).toBe('- only')
  })
})
