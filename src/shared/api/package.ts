import { z } from 'zod'
import { MAX_PACKAGE_ENCLOSURES, MAX_THIRD_PAGE_CHARS, PACKAGE_BUDGETS_MB } from '../limits'

// The Bewerbungsmappe (issue 27): one PDF of cover page, letter, CV, list of enclosures and the
// enclosures, in a country's order. POST /api/package answers the PDF; /api/package/estimate its size first.

export const PACKAGE_PRESETS = ['de-classic', 'de-online', 'ch', 'at'] as const
export const PackagePreset = z.enum(PACKAGE_PRESETS)
export type PackagePreset = z.infer<typeof PackagePreset>

const Id = z.string().trim().min(1).max(64)
const Line = z.string().trim().max(200)

/** The optional third page between CV and enclosures, in the CV's design: the user's own words. */
export const PackageThirdPage = z.strictObject({
  /** The default of the CV's language when left empty ("Was Sie noch über mich wissen sollten"). */
  title: Line.optional(),
  text: z.string().trim().min(1).max(MAX_THIRD_PAGE_CHARS),
})
export type PackageThirdPage = z.infer<typeof PackageThirdPage>

export const PackageBody = z.strictObject({
  cvId: Id,
  letterId: Id.nullable().optional(),
  documentIds: z.array(Id).max(MAX_PACKAGE_ENCLOSURES).default([]),
  preset: PackagePreset.default('de-classic'),
  coverPage: z.boolean().default(false),
  budgetMb: z.literal(PACKAGE_BUDGETS_MB).default(5),
  /** "Bewerbung als …" on the cover page; the CV's job title when left out. */
  position: Line.optional(),
  /** The employer, in the file name and on the cover page (the letter's recipient when left out). */
  company: Line.optional(),
  thirdPage: PackageThirdPage.nullable().optional(),
})
export type PackageBody = z.input<typeof PackageBody>
export type PackageRequest = z.output<typeof PackageBody>

export const PACKAGE_PARTS = ['cover', 'letter', 'cv', 'thirdPage', 'enclosureList', 'enclosure'] as const
export type PackagePart = (typeof PACKAGE_PARTS)[number]

export const PackageEstimateReply = z.object({
  fileName: z.string(),
  bytes: z.int(),
  pages: z.int(),
  budgetBytes: z.int(),
  withinBudget: z.boolean(),
  /** Each part in the order it is bound, with the bookmark it gets. */
  parts: z.array(z.object({ part: z.enum(PACKAGE_PARTS), title: z.string(), pages: z.int(), documentId: z.string().nullable() })),
})
export type PackageEstimateReply = z.infer<typeof PackageEstimateReply>
