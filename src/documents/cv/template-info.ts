import type { TemplateId } from '#shared/catalogue'

// English source texts for the template picker (catalogue.templates.<id>.description and
// .features); the interface catalogues translate them.

export const TEMPLATE_INFO: Record<
  TemplateId,
  { description: string; features: readonly [string, string, string] }
> = {
  'modern-grid': {
    description:
      'A crisp two-column layout with a contact grid under your name and skills, languages and education in tinted tiles.',
    features: ['Contact details at a glance', 'Skill list with levels', 'Compact side column'],
  },
  'executive-modern': {
    description: 'A centred serif masthead over a calm single column, made for senior and corporate roles.',
    features: [
      'Classic serif headings',
      'Single column that reads top to bottom',
      'Languages and certifications side by side',
    ],
  },
  'ats-simple': {
    description:
      'A plain single-column CV with standard headings that applicant tracking systems read without errors.',
    features: ['No tables, icons or graphics', 'Labelled contact details in the body', 'Dates as MM/YYYY'],
  },
  'sidebar-elegant': {
    description:
      'A tinted sidebar with your photo, contact details and skills beside an airy main column with elegant serif headings.',
    features: ['Full-height colour sidebar', 'Skill and language levels as dots', 'Room for a portrait'],
  },
  'creative-banner': {
    description:
      'A bold colour banner with your name in heavy type, a contact strip and a lively two-column body.',
    features: ['Full-width name banner', 'Skill tags and language bars', 'Accent-marked experience'],
  },
  timeline: {
    description:
      'Your career on a vertical timeline, each role marked with its dates, followed by balanced skill and language columns.',
    features: ['Visual career timeline', 'Date tabs on every entry', 'Skill bars in two columns'],
  },
  'technical-matrix': {
    description:
      'An engineering CV that opens with a skills matrix and sets contact details and dates in a monospaced face.',
    features: ['Skills matrix with levels', 'Project cards with their stack', 'Monospaced data details'],
  },
  'jsonresume-stackoverflow': {
    description:
      'Inspired by the JSON Resume Stack Overflow theme: a light name, a highlighted summary and a column of dates beside each role.',
    features: ['Date column beside each role', 'Highlighted summary box', 'Keyword tags for skills'],
  },
  'jsonresume-flat': {
    description:
      'Inspired by the JSON Resume Flat theme: a flat colour header, bold section titles over a rule and clean flat blocks.',
    features: ['Bold section titles over a rule', 'Flat colour blocks', 'Role and dates joined by a rule'],
  },
  'jsonresume-kendall': {
    description:
      'Inspired by the JSON Resume Kendall theme: a bold header band over a two-column page with experience in shaded boxes.',
    features: ['Bold header band with your contact details', 'Shaded experience boxes', 'Skills in a side column'],
  },
  'jsonresume-paper': {
    description:
      'Inspired by the JSON Resume Paper theme: a warm paper-toned page with a classic serif masthead and small-caps categories.',
    features: ['Classic serif typography', 'Warm paper tone', 'Categories in a ruled margin'],
  },
  'dach-lebenslauf': {
    description:
      'The tabular Lebenslauf German, Austrian and Swiss recruiters expect: photo top right, personal data as a table, dates in a left column, place, date and signature at the end.',
    features: ['Application photo top right', 'Dates in a left column', 'Personal data and signature line'],
  },
}
