/**
 * A PDF file of the given objects (numbered from 1 in order, the first the catalogue), with its
 * cross-reference table: the smallest document the readers accept, for warming them up. One byte
 * per character, so a picture's bytes in a content stream are written as they are.
 */
export function minimalPdf(objects: readonly string[]): Uint8Array {
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const offset = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  const text = `${body}${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}
