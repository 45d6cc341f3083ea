import type { DateStyle, Lang, Month } from './model'

// How the CVs of this corpus write months and ranges, in each language.

// prettier-ignore
const MONTHS: Record<Lang, { long: string[]; short: string[] }> = {
  en: { long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'], short: ['Jan.', 'Feb.', 'Mar.', 'Apr.', 'May', 'June', 'July', 'Aug.', 'Sep.', 'Oct.', 'Nov.', 'Dec.'] },
  de: { long: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'], short: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'] },
  fr: { long: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'], short: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'] },
  es: { long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'], short: ['ene.', 'feb.', 'mar.', 'abr.', 'may.', 'jun.', 'jul.', 'ago.', 'sep.', 'oct.', 'nov.', 'dic.'] },
  it: { long: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'], short: ['gen.', 'feb.', 'mar.', 'apr.', 'mag.', 'giu.', 'lug.', 'ago.', 'set.', 'ott.', 'nov.', 'dic.'] },
  pt: { long: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'], short: ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'] },
  nl: { long: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'], short: ['jan.', 'feb.', 'mrt.', 'apr.', 'mei', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'dec.'] },
  pl: { long: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'], short: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'] },
}

export function formatMonth(value: Month, style: DateStyle, lang: Lang): string {
  const [year = '', month = '01'] = value.split('-')
  const index = Number(month) - 1
  switch (style) {
    case 'MM/YYYY':
    case 'short':
      return `${month}/${year}`
    case 'MM.YYYY':
      return `${month}.${year}`
    case 'Mon YYYY':
      return `${MONTHS[lang].short[index]} ${year}`
    case 'Month YYYY':
      return `${MONTHS[lang].long[index]} ${year}`
    case 'YYYY':
      return year
  }
}

/** A range as the CV prints it; `dash` is what separates the two ends. */
export function formatRange(start: Month, end: Month, style: DateStyle, lang: Lang, present: string, dash = ' – '): string {
  if (style === 'short' && end !== '') {
    const [startYear, startMonth] = start.split('-')
    const [endYear, endMonth] = end.split('-')
    if (startYear === endYear) return `${Number(startMonth)} - ${Number(endMonth)}/${endYear}`
    return `${startMonth}/${startYear}${dash}${endMonth}/${(endYear ?? '').slice(2)}`
  }
  const from = formatMonth(start, style, lang)
  if (end === '') return `${from}${dash}${present}`
  const to = formatMonth(end, style, lang)
  return style === 'YYYY' && from === to ? from : `${from}${dash}${to}`
}

/** What the builder gets for a printed date: a year-only layout yields years. */
export function expectedMonth(value: Month, style: DateStyle): string {
  return style === 'YYYY' ? value.slice(0, 4) : value
}
