// File names that survive application portals: many refuse umlauts, spaces and punctuation
// (issue 27), so the package's name is spelled in plain ASCII the German way (ä → ae, ß → ss).

const SPELLED: Record<string, string> = {
  ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS',
  æ: 'ae', Æ: 'Ae', ø: 'oe', Ø: 'Oe', å: 'aa', Å: 'Aa', œ: 'oe', Œ: 'Oe',
  ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ı: 'i',
}

/** A word in plain ASCII letters and digits: "Jürgen Groß-Müller" → "Juergen_Gross_Mueller". */
export function asciiWord(text: string): string {
  return text
    .replace(/[äöüÄÖÜßẞæÆøØåÅœŒłŁđĐðÐþÞı]/g, (char) => SPELLED[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

/** `Bewerbung_Julia_Schneider_Zahlwerk.pdf`: the parts that are known, joined by underscores. */
export function packageFileName(prefix: string, name: string, company: string): string {
  const parts = [prefix, name, company].map(asciiWord).filter(Boolean)
  return `${parts.join('_').slice(0, 120).replace(/_+$/, '')}.pdf`
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
