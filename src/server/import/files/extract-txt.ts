import iconv from 'iconv-lite'

// Plain text arrives as UTF-8 (with or without BOM), UTF-16 with BOM, or from older Windows
// editors as Windows-1252; invalid UTF-8 is the signal for the latter.

export function decodeText(data: Uint8Array): string {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return iconv.decode(buffer.subarray(2), 'utf-16le')
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return iconv.decode(buffer.subarray(2), 'utf-16be')
  const body = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? buffer.subarray(3) : buffer
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    return iconv.decode(body, 'windows-1252')
  }
}
