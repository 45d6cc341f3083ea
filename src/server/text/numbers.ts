// Every number of the original must survive an enhancement, and none may be invented: this is
// checked on the digits themselves, so "1.2M", "2 Mio." and "25%" all count.

/** The numbers of a text as written, in order ("1.2", "25", "2023"). */
export function numbersIn(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*/g) ?? []
}

function sorted(list: readonly string[]): string[] {
  return [...list].sort()
}

/** True when the enhanced text has exactly the numbers of the original. */
export function keepsNumbers(original: string, enhanced: string): boolean {
  const before = sorted(numbersIn(original))
  const after = sorted(numbersIn(enhanced))
  return before.length === after.length && before.every((n, i) => n === after[i])
}
