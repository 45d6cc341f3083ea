import type { LetterLayout } from '#shared/api/letters'

// Where the parts of a letter sit on A4, per national layout (docs/spec/domain/letters.md §4).
// All lengths in millimetres from the page's left and top edges.
//
// DIN 5008: the address field is 85 × 45 mm, 20 mm from the left, 27 mm (form A) or 45 mm (form B)
// from the top: a 5 mm return-address line, a 3-line note zone (12.7 mm) and a 6-line address zone;
// the information block starts 125 mm from the left; body margins 25 mm left and 20 mm right; fold
// marks at 87/192 mm (A) or 105/210 mm (B), the hole mark at 148.5 mm.

export interface LetterLayoutSpec {
  layout: LetterLayout
  /** Top of the address field: the masthead lives above it. */
  addressTopMm: number
  addressLeftMm: number
  addressWidthMm: number
  addressHeightMm: number
  /** A return-address line and the note zone above the recipient (window envelopes). */
  windowZones: boolean
  /** The sender's contact and the date sit in an information block beside the address field. */
  info: { leftMm: number; widthMm: number } | null
  /** Where the place/date line goes when there is no information block. */
  dateAt: 'info' | 'head' | 'after-address'
  dateAlign: 'left' | 'right'
  /** Recipient lines set flush right inside their block (Italian convention). */
  recipientAlign: 'left' | 'right'
  marginLeftMm: number
  marginRightMm: number
  subjectAfterSalutation: boolean
  foldMarksMm: readonly number[]
  /** Swiss conventions: no ß, no comma after the salutation, "Freundliche Grüsse", "Beilagen". */
  swiss: boolean
}

export const RETURN_LINE_MM = 5
export const NOTE_ZONE_MM = 12.7
export const HOLE_MARK_MM = 148.5

const din = (layout: LetterLayout, top: number, folds: readonly number[]): LetterLayoutSpec => ({
  layout,
  addressTopMm: top,
  addressLeftMm: 20,
  addressWidthMm: 85,
  addressHeightMm: 45,
  windowZones: true,
  info: { leftMm: 125, widthMm: 75 },
  dateAt: 'info',
  dateAlign: 'left',
  recipientAlign: 'left',
  marginLeftMm: 25,
  marginRightMm: 20,
  subjectAfterSalutation: false,
  foldMarksMm: folds,
  swiss: false,
})

/** A layout without window zones or information block: recipient where the country puts it, the date below it. */
const conventional = (
  layout: LetterLayout,
  recipient: { leftMm: number; widthMm: number; align?: 'left' | 'right' },
  margins: { leftMm: number; rightMm: number },
): LetterLayoutSpec => ({
  ...din(layout, 50, FORM_A_FOLDS),
  windowZones: false,
  addressLeftMm: recipient.leftMm,
  addressWidthMm: recipient.widthMm,
  addressHeightMm: 40,
  info: null,
  dateAt: 'after-address',
  dateAlign: 'right',
  recipientAlign: recipient.align ?? 'left',
  marginLeftMm: margins.leftMm,
  marginRightMm: margins.rightMm,
})

const FORM_A_FOLDS = [87, 192] as const
const FORM_B_FOLDS = [105, 210] as const

export const LETTER_LAYOUT_SPECS: Record<LetterLayout, LetterLayoutSpec> = {
  'din5008-a': din('din5008-a', 27, FORM_A_FOLDS),
  'din5008-b': din('din5008-b', 45, FORM_B_FOLDS),
  // ÖNORM A 1080 keeps the window on the left like DIN 5008 form A (domain note: unconfirmed, U).
  at: din('at', 27, FORM_A_FOLDS),
  // Swiss window envelopes have the window on the right: the recipient sits right, the sender's block left.
  ch: {
    ...din('ch', 45, FORM_B_FOLDS),
    addressLeftMm: 118,
    addressWidthMm: 80,
    info: { leftMm: 25, widthMm: 80 },
    dateAt: 'after-address',
    swiss: true,
  },
  // NF Z 11-001 (AFNOR recommendation): recipient about 5 cm from the top and 11 cm from the right edge.
  fr: conventional('fr', { leftMm: 100, widthMm: 90 }, { leftMm: 20, rightMm: 20 }),
  // Italy: date, recipient and signature to the right; left margin at least 3 cm, right 2.5 cm.
  it: conventional('it', { leftMm: 105, widthMm: 80, align: 'right' }, { leftMm: 30, rightMm: 25 }),
  // Spain: recipient on the left, "Madrid, 5 de marzo de 2025" to the right below it.
  es: conventional('es', { leftMm: 25, widthMm: 85 }, { leftMm: 25, rightMm: 25 }),
  // Portugal: recipient to the right ("Exmo. Senhor"), place and date to the right below it.
  pt: conventional('pt', { leftMm: 105, widthMm: 80 }, { leftMm: 25, rightMm: 25 }),
  // UK fully blocked: everything flush left; sender, date, recipient; the subject after the salutation.
  uk: {
    ...din('uk', 58, FORM_A_FOLDS),
    windowZones: false,
    addressLeftMm: 25,
    addressHeightMm: 38,
    info: null,
    dateAt: 'head',
    marginRightMm: 25,
    subjectAfterSalutation: true,
  },
  // Poland: place and date top right, recipient block on the right, numeric dates (PN-EN 28601).
  pl: {
    ...din('pl', 50, FORM_A_FOLDS),
    windowZones: false,
    addressLeftMm: 110,
    addressWidthMm: 80,
    addressHeightMm: 40,
    info: null,
    dateAt: 'head',
    dateAlign: 'right',
  },
}
