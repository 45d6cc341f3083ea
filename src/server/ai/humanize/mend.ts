// Repairs what deleting a phrase leaves behind: double spaces, stray commas and conjunctions
// ("a and reliable engineer"), and English articles ("a engineer" -> "an engineer").

function articleFor(word: string): 'a' | 'an' {
  if (/^(?:uni|use|usu|eu|one|once|ux|ui\b|u\.)/i.test(word)) return 'a'
  if (/^(?:hour|honest|heir|honou?r|mba|mvp|sql|seo|hr\b|faq|fmcg|ml\b|nlp)/i.test(word)) return 'an'
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

export function mend(text: string): string {
  let out = text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/[,;]\s*([.!?])/g, '$1')
    .replace(/\b(and|und|or|oder)\s+\1\b/gi, '$1')
    // "a and reliable", "a, professional", "Als und Projektleiter": a conjunction or comma with
    // nothing before it.
    .replace(
      /\b(a|an|the|ein|eine|einen|einem|einer|eines|der|die|das|den|dem|des|als|as)(?:\s*,|\s+(?:and|und|or|oder|&|,))\s+/gi,
      '$1 ',
    )
    // "motivated and." / "und ,": a conjunction with nothing after it.
    .replace(/\s+(?:and|und|or|oder)\s*(?=[,.;:!?]|$)/gi, '')
    .replace(/(^|[.!?]\s+)[,;]\s*/g, '$1')
    .replace(/(^|[.!?]\s+)(?:and|und)\s+/gi, '$1')
    .trim()
  out = out.replace(/\b([Aa])(n?)\s+([A-Za-z][\w-]*)/g, (whole, a: string, _n: string, word: string) => {
    const wanted = articleFor(word)
    const cased = a === 'A' ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted
    return `${cased} ${word}`
  })
  // Sentences start with a capital again after a deletion at their start.
  return out.replace(
    /(^|[.!?]\s+)(\p{Ll})/gu,
    (_, before: string, letter: string) => before + letter.toLocaleUpperCase(),
  )
}
