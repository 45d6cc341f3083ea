import iconv from 'iconv-lite'

// Many ".doc" files are RTF in disguise. This reads their text: groups that hold no body text
// (font tables, styles, pictures) are skipped; \par and \line end a line, \tab is a cell gap.

const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'filetbl',
  'revtbl',
  'pgdsctbl',
  'fldinst',
])

export function rtfToText(data: Uint8Array): string {
  const source = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1')
  const out: string[] = []
  const skipStack: boolean[] = [false]
  let skipping = false
  let index = 0
  let pendingBytes: number[] = []
  const flushBytes = (): void => {
    if (pendingBytes.length === 0) return
    if (!skipping) out.push(iconv.decode(Buffer.from(pendingBytes), 'windows-1252'))
    pendingBytes = []
  }
  while (index < source.length) {
    const char = source[index] as string
    if (char === '{') {
      flushBytes()
      skipStack.push(skipping)
      index += 1
      continue
    }
    if (char === '}') {
      flushBytes()
      skipping = skipStack.pop() ?? false
      index += 1
      continue
    }
    if (char === '\\') {
      const next = source[index + 1] ?? ''
      if (next === "'") {
        pendingBytes.push(parseInt(source.slice(index + 2, index + 4), 16) || 0x3f)
        index += 4
        continue
      }
      flushBytes()
      if (next === '*') {
        skipping = true
        index += 2
        continue
      }
      if (!/[a-z]/i.test(next)) {
        if (!skipping && (next === '\\' || next === '{' || next === '}')) out.push(next)
        if (!skipping && next === '~') out.push(' ')
        index += 2
        continue
      }
      const match = /^([a-z]{1,32})(-?\d{1,10})? ?/i.exec(source.slice(index + 1, index + 48))
      const word = match?.[1] ?? ''
      index += 1 + (match?.[0].length ?? 1)
      if (SKIPPED_DESTINATIONS.has(word)) skipping = true
      if (skipping) continue
      if (word === 'par' || word === 'line' || word === 'row') out.push('\n')
      else if (word === 'tab' || word === 'cell') out.push('\t')
      else if (word === 'u' && match?.[2]) {
        const code = Number(match[2])
        out.push(String.fromCharCode(code < 0 ? code + 65536 : code))
        // \uN is followed by a one-character fallback for readers without Unicode.
        if (source[index] === '?') index += 1
      } else if (word === 'bullet') out.push('•')
      else if (word === 'emdash') out.push('—')
      else if (word === 'endash') out.push('–')
      continue
    }
    if (char === '\r' || char === '\n') {
      index += 1
      continue
    }
    pendingBytes.push(source.charCodeAt(index))
    index += 1
  }
  flushBytes()
  return out.join('')
}
