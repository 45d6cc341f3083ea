// The sections a CV prints, each under a heading of its language (documents/cv/labels.ts). The one
// list of them: the templates, the builder's edit step and the server's heading table
// (server/text/headings.ts, which maps each to the section the importer and the ATS read) use it.
export const CV_SECTIONS = [
  'profile',
  'experience',
  'education',
  'skills',
  'languages',
  'certifications',
  'projects',
  'links',
  'contact',
  'personal',
  'interests',
  'awards',
  'publications',
  'volunteering',
  'courses',
  'references',
] as const
export type CvSection = (typeof CV_SECTIONS)[number]
