import type { TemplateId } from '#shared/catalogue'

// Which column a section prints in, for the templates with a sidebar (issue 29): each keeps its
// design, and the user may move a section between the columns where the design allows it
// (docs/decisions/cv-sidebar-columns.md). Stored as `layout.sectionColumns` ({ key: 'main' |
// 'sidebar' }); a section not named there stays where the template puts it.

export const SECTION_COLUMNS = ['main', 'sidebar'] as const
export type SectionColumn = (typeof SECTION_COLUMNS)[number]

/** The sections each sidebar template designs into its sidebar. */
export const SIDEBAR_SECTIONS: Partial<Record<TemplateId, readonly string[]>> = {
  'sidebar-elegant': ['skills', 'languages', 'certifications'],
  'creative-banner': ['skills', 'languages', 'certifications'],
  'modern-grid': ['skills', 'languages', 'education', 'certifications'],
  'jsonresume-kendall': ['skills', 'languages', 'certifications'],
}

// Short lists of facts read well in a narrow column; long dated prose (experience, projects,
// publications, volunteering) and the profile stay in the main column.
const MAY_MOVE_TO_SIDEBAR = new Set([
  'skills',
  'languages',
  'certifications',
  'interests',
  'courses',
  'awards',
  'references',
])

/** Whether the section may change column in this template: a sidebar section always, a main one when it is short. */
export function canChooseColumn(templateId: TemplateId, key: string): boolean {
  const side = SIDEBAR_SECTIONS[templateId]
  if (!side) return false
  return side.includes(key) || MAY_MOVE_TO_SIDEBAR.has(key) || key.startsWith('custom:')
}

/** The column a section prints in: the user's choice where the template allows one, else the design's. */
export function columnOf(
  templateId: TemplateId,
  key: string,
  chosen: Readonly<Record<string, SectionColumn>> | undefined,
): SectionColumn {
  const designed: SectionColumn = SIDEBAR_SECTIONS[templateId]?.includes(key) ? 'sidebar' : 'main'
  const choice = chosen?.[key]
  return choice && canChooseColumn(templateId, key) ? choice : designed
}

/**
 * A template's two columns (section key → what it prints) after the user's choices: a section
 * chosen for the other column moves to its end; the user's order (`arrange`) then orders each column.
 */
export function splitColumns<T>(
  chosen: Readonly<Record<string, SectionColumn>> | undefined,
  main: Readonly<Record<string, T>>,
  side: Readonly<Record<string, T>>,
): { main: Record<string, T>; side: Record<string, T> } {
  const toSide = (key: string) =>
    chosen?.[key] === 'sidebar' && (MAY_MOVE_TO_SIDEBAR.has(key) || key.startsWith('custom:'))
  const toMain = (key: string) => chosen?.[key] === 'main'
  const keep = <V>(record: Readonly<Record<string, V>>, test: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => test(key)))
  return {
    main: { ...keep(main, (key) => !toSide(key)), ...keep(side, toMain) },
    side: { ...keep(side, (key) => !toMain(key)), ...keep(main, toSide) },
  }
}
