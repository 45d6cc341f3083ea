import { LEGAL_FORMS } from './legal-forms.data'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LONGEST_FIRST = [...LEGAL_FORMS].sort((a, b) => b.length - a.length)

/**
 * The legal forms as one alternation for a regular expression (with the `u` flag), longest first.
 * `loose`: as forms are also typed, a final full stop may be missing and a space may follow or
 * replace an inner one ("Inc", "S. A.", "Sp.z o.o", "GmbH&Co. KG").
 */
export function legalFormAlternation(options: { loose?: boolean } = {}): string {
  const forms = LONGEST_FIRST.map(escape)
  if (!options.loose) return forms.join('|')
  return forms
    .map((form) =>
      form
        .replace(/ /g, '\\s?')
        .replace(/\\\.(?:\\s\?)?(?!$)/g, '\\.\\s?')
        .replace(/\\\.$/, '\\.?'),
    )
    .join('|')
}
