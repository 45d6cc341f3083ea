// The shape of the humanize phrase tables (phrases.<lang>.data.ts, one reviewed file per
// language) and the title tables. A phrase rule names a cliché and the plainer words that say the
// same. An empty replacement deletes the phrase (mend.ts then mends the list, comma or article it
// stood in, and a sentence it would break keeps its original wording). Patterns are
// regular-expression sources, matched case-insensitively on word boundaries; "^" is the start of
// the sentence; "$1".."$9" in a replacement repeat a group (the gender and number ending of
// "passionn(ée) par" -> "intéress$1 par").
export type PhraseRule = {
  pattern: string
  replacement: string
  /** The replacement is a plain statement of its own ("I work well in a team"), not a filler. */
  statement?: boolean
}

// Filler that inflates a job title ("Rockstar Developer", "Passionate Sales Ninja").
export const TITLE_FLUFF_WORDS = [
  'passionate',
  'results-driven',
  'result-driven',
  'results-oriented',
  'experienced',
  'seasoned',
  'highly',
  'motivated',
  'self-motivated',
  'dynamic',
  'visionary',
  'aspiring',
  'enthusiastic',
  'dedicated',
  'innovative',
  'erfahrener',
  'erfahrene',
  'engagierter',
  'engagierte',
  'dynamischer',
  'dynamische',
  'motivierter',
  'motivierte',
  'leidenschaftlicher',
  'leidenschaftliche',
  'hochmotivierter',
  'hochmotivierte',
] as const

// Joke head nouns and what the title means by them.
export const TITLE_FLUFF_NOUNS = [
  'rockstar',
  'ninja',
  'guru',
  'wizard',
  'jedi',
  'hero',
  'superstar',
  'unicorn',
  'magician',
  'samurai',
] as const

export const TITLE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  sr: 'Senior',
  'sr.': 'Senior',
  snr: 'Senior',
  jr: 'Junior',
  'jr.': 'Junior',
  mgr: 'Manager',
  'mgr.': 'Manager',
  eng: 'Engineer',
  'eng.': 'Engineer',
  engr: 'Engineer',
  dev: 'Developer',
  devs: 'Developers',
  asst: 'Assistant',
  'asst.': 'Assistant',
  assoc: 'Associate',
  'assoc.': 'Associate',
  dir: 'Director',
  'dir.': 'Director',
  sw: 'Software',
  admin: 'Administrator',
  exec: 'Executive',
  'exec.': 'Executive',
  coord: 'Coordinator',
  spec: 'Specialist',
}

export const TITLE_SPELLINGS: Readonly<Record<string, string>> = {
  'front end': 'Frontend',
  'front-end': 'Frontend',
  frontend: 'Frontend',
  'back end': 'Backend',
  'back-end': 'Backend',
  backend: 'Backend',
  'full stack': 'Full-Stack',
  fullstack: 'Full-Stack',
  'full-stack': 'Full-Stack',
  devops: 'DevOps',
  // Mixed-case acronyms that plain capitalisation would break ("Saas").
  saas: 'SaaS',
  paas: 'PaaS',
  iaas: 'IaaS',
  fintech: 'FinTech',
  'ux/ui': 'UX/UI',
  'ui/ux': 'UI/UX',
  'e-commerce': 'E-Commerce',
  ecommerce: 'E-Commerce',
}

// Words a title keeps in capitals.
export const TITLE_ACRONYMS = [
  'IT',
  'HR',
  'QA',
  'UX',
  'UI',
  'SEO',
  'SEM',
  'SAP',
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'CIO',
  'CMO',
  'VP',
  'PMO',
  'CRM',
  'ERP',
  'ML',
  'AI',
  'KI',
  'PHP',
  'SQL',
  'AWS',
  'B2B',
  'B2C',
  'BI',
  'EDV',
  'SRE',
  'GIS',
  'PR',
  'R&D',
  'HSE',
  'KAM',
  'ABAP',
] as const

// Small words that stay lower case inside an English or German title.
export const TITLE_SMALL_WORDS = [
  'of',
  'and',
  'for',
  'in',
  'at',
  'the',
  'to',
  'a',
  'an',
  'with',
  'on',
  'by',
  'für',
  'und',
  'im',
  'der',
  'die',
  'das',
  'des',
  'von',
  'vom',
  'zur',
  'zum',
  'bei',
  'mit',
  'am',
  'an',
  'als',
  'in',
] as const
