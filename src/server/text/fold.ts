// One normal form for comparing words of CV and job-ad text: lower case, no diacritics, ß as ss.
// The ATS matcher, the letter tools and the heading table all compare through it.

/** Lowercase without diacritics; ß becomes ss. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
}
