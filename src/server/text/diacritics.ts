// Accents stored as separate spacing marks. TeX with its old 7-bit font encoding (OT1) builds
// "ü" from "¨" and "u", and PDF text extraction gives both: "M¨uller", "Educaci´on",
// "Bego˜na". Polish letters under T1 come out the same way, sometimes with a space the accent's
// kern made ("ksi ˛egowa"). The mark is put back on its letter and the text composed (NFC).

// Spacing mark -> combining mark.
const COMBINING: Readonly<Record<string, string>> = {
  '¨': '\u0308',
  '´': '\u0301',
  '`': '\u0300',
  'ˆ': '\u0302',
  '^': '\u0302',
  '˜': '\u0303',
  '~': '\u0303',
  'ˇ': '\u030c',
  '˘': '\u0306',
  '˙': '\u0307',
  '˝': '\u030b',
  '˚': '\u030a',
  '¸': '\u0327',
  '˛': '\u0328',
}

// ASCII marks (` ^ ~) have other uses (code, "~5 years"): they only join a letter that takes them.
const ASCII_TARGETS: Readonly<Record<string, RegExp>> = {
  '`': /[aeiouAEIOU]/,
  '^': /[aeiouAEIOU]/,
  '~': /[nNaoAO]/,
}
const MARKS = /[¨´`ˆ^˜~ˇ˘˙˝˚¸˛]/
// A mark before its letter, after a space that the accent's kern produced: an ogonek never
// starts a word, nor does "ń"; in Polish text neither do the other accented letters mid-word.
const SPACED_OGONEK = /(\p{L}) ([˛])(\p{L})/gu
const SPACED_POLISH_ACUTE = /(\p{L}) ´([nNsScCzZ])/gu
const POLISH_SIGNS = /[łŁżŻ˛]/

/** The text with spacing accents put on their letters; unchanged when it has none. */
export function recombineSpacingAccents(text: string): string {
  if (!MARKS.test(text)) return text
  let result = text.replace(SPACED_OGONEK, '$1$2$3')
  if (POLISH_SIGNS.test(result)) result = result.replace(SPACED_POLISH_ACUTE, '$1´$2')
  // Cedilla and ogonek are set after their letter by some fonts ("c¸"), before it by others.
  result = result.replace(/([cCsStT])¸(?!\p{L})/gu, '$1\u0327')
  result = result.replace(/([¨´`ˆ^˜~ˇ˘˙˝˚¸˛])(\p{L})/gu, (whole, mark: string, letter: string) => {
    const target = ASCII_TARGETS[mark]
    if (target && !target.test(letter)) return whole
    // TeX accents a dotless i ("´ı"): the composed letter is the usual "í".
    const base = letter === 'ı' ? 'i' : letter
    return base + (COMBINING[mark] ?? '')
  })
  // A mark left over (a capital's accent drawn apart from it: "Uber mich¨") is dropped.
  result = result.replace(/(\p{L})[¨´˜ˇ˘˙˝˚¸˛](?=\s|$)/gmu, '$1')
  return result.normalize('NFC')
}
