// A written letter draft carries its own head (sender, recipient, date, subject) as text; a saved
// letter document prints those from its fields, so its `content` starts at the salutation and the
// subject line (the last line of the head) becomes its subject. Same salutations as the letter writer.

const SALUTATION =
  /^(sehr geehrte|guten tag|liebe[rs]? |hallo |dear |hello |madame|monsieur|mesdames|estimad[oa]s?|muy señor|buenos días|gentil[ei]|egregi[oa]|spettabile|buongiorno|exm[oa]s?\.?|car[oa] |prezad[oa]s?|bom dia|geachte|beste |szanown|dzień dobry)/iu

/** The body from the salutation on, and the head's last line as the subject (empty when none). */
export function splitLetterHead(text: string): { subject: string; body: string } {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const at = lines.findIndex((line) => SALUTATION.test(line.trim()))
  if (at < 0) return { subject: '', body: text.trim() }
  const head = lines.slice(0, at).map((line) => line.trim()).filter(Boolean)
  const last = head[head.length - 1] ?? ''
  // A date line ("Berlin, 5. März 2026") is no subject.
  const subject = last.length <= 300 && !/\d{4}\s*$/.test(last) ? last : ''
  return { subject, body: lines.slice(at).join('\n').trim() }
}
