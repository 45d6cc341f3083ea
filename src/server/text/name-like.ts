import { ALIAS_GROUPS } from './aliases.data'

// Words that keep their capital when they stop being the first word: product and tool names from
// the ATS dictionary, acronyms, words with inner capitals or digits.
// Only one-word forms: the first word of "Sales Cloud" is an ordinary word.
// Only groups whose canonical form is itself capitalised are names ("Python", "Salesforce");
// "Werving" or "Recruiting" belong to "recruitment", a common noun.
const NAMES = new Set([
  ...ALIAS_GROUPS.filter((group) => /^=?\p{Lu}/u.test(group.forms[0] ?? ''))
    .flatMap((group) => group.forms)
    .map((form) => form.replace(/^[=!]/, ''))
    .filter((form) => /^\p{Lu}[\p{L}.#+]*$/u.test(form))
    // German nouns are capitalised too; a dictionary noun like "Buchhaltung" is no product name.
    .filter((form) => !/(?:ung|ungen|heit|keit|schaft|ion|tät|ik|ierung|recht|wesen|kenntnisse)$/.test(form))
    .filter(
      (form) =>
        !/^(?:Agile|Monitoring|Recruiting|Onboarding|Controlling|Copywriting|Prototyping|Wireframes|Portfolio|Mentoring|Texten|Budget|Bilanz|Buchhaltung|Vertrieb|Verkauf|Kreditoren|Debitoren|Neukunden|Informatik|Statistik|Physik|Ausbildung|Bachelor|Master|Promotion|Doktor|Englisch|Deutsch|English|German)$/.test(
          form,
        ),
    ),
  'Google',
  'Microsoft',
  'Adobe',
  'Apache',
  'Amazon',
  'Apple',
  'Meta',
  'LinkedIn',
  'Instagram',
  'Facebook',
])

export function isNameLike(word: string): boolean {
  return NAMES.has(word) || /\p{Lu}.*\p{Lu}/u.test(word) || /\d/.test(word) || /^\p{Ll}+\p{Lu}/u.test(word)
}

// Whole product names of the dictionary ("Spring Boot", "Google Ads", "MS Office"), folded.
const PRODUCTS = new Set(
  ALIAS_GROUPS.filter((group) => /^=?\p{Lu}/u.test(group.forms[0] ?? ''))
    .flatMap((group) => group.forms)
    .map((form) => form.replace(/^[=!]/, '').toLowerCase()),
)

export function isProductName(text: string): boolean {
  return PRODUCTS.has(text.trim().toLowerCase())
}
