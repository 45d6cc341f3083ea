// A written letter carries its own head (sender, recipient, date, subject) as text; a saved letter
// document prints those from its fields, so its `content` starts at the salutation.

// How a salutation begins in the eight letter languages.
const SALUTATION =
  /^(sehr geehrte|guten tag|liebe[rs]? |hallo |dear |hello |madame|monsieur|mesdames|estimad[oa]s?|muy señor|gentil[ei]|egregi[oa]|spettabile|exm[oa]s?\.?|car[oa] |prezad[oa]s?|geachte|beste |szanown)/iu

/** The letter's text from its salutation on; the whole text when no salutation is found. */
export function letterBodyFrom(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const at = lines.findIndex((line) => SALUTATION.test(line.trim()))
  return (at < 0 ? lines : lines.slice(at)).join('\n').trim()
}
