import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { DEFAULT_TEMPLATE_ID, resolveTemplateId, resolveThemeId, TEMPLATES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALES, LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import type { PackageEstimateReply, PackagePart, PackagePreset, PackageRequest } from '#shared/api/package'
import { getCvLabels } from '#documents/cv/labels'
import type { Clock } from '#server/clock'
import type { Db } from '#server/db/client'
import { cvs, type documents, type users } from '#server/db/schema'
import { AppError } from '#server/errors'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { accountStatusOf } from '#server/plans/account-status'
import type { Caller, QuotaService } from '#server/plans/quota.service'
import { fitCvPdf } from '../render/fit-cv'
import { renderCvHtmlOnDemand } from '../render/html-renderer'
import { printerError, toCvData } from '../render/render.service'
import type { DocumentsService } from '../documents/documents.service'
import { packageFileName } from '../documents/file-name'
import { bindPdf, type BindPart, type BindSource } from './bind-pdf'
import { packageLabels, type PackageLabels } from './package-labels'
import { coverPageHtml, enclosureListHtml, thirdPageHtml, type ContentsLine, type Look } from './package-pages'
import { SHRINK_STEPS, shrinkableImage, type ShrinkableImage, type ShrinkStep } from './shrink-images'
import { shrinkablePdf, type ShrinkablePdf } from './shrink-pdf'

// The Bewerbungsmappe (issue 27): cover page, letter, CV, list of enclosures and the enclosures in
// one PDF, in the order of a country's preset (docs/decisions/application-package.md), within a
// size budget. The estimate builds the same file without counting an export and keeps it a few
// minutes, so that the download that follows is the file whose size the user was shown.

type UserRow = typeof users.$inferSelect
type DocumentRow = typeof documents.$inferSelect

/**
 * The letters feature's PDF of a saved letter in the CV's design (features/letters/letter-pdf.ts),
 * with the package's enclosures on its "Anlagen" line; null when it is not the user's letter.
 */
export type LetterSource = (
  user: UserRow,
  letterId: string,
  options: { watermark?: string; enclosures: readonly string[] },
) => Promise<{ pdf: Uint8Array; pages: number; title: string; company: string } | null>

export interface BuiltPackage {
  pdf: Buffer
  fileName: string
  estimate: PackageEstimateReply
}

/** Budgets are counted in decimal megabytes, as portals state them ("max. 5 MB"): the stricter reading. */
const BUDGET_BYTE = 1_000_000
const CACHE_TTL_MS = 5 * 60_000
const CACHE_MAX = 30

const KIND_ORDER: Record<DocumentRow['kind'], number> = { zeugnis: 0, certificate: 1, other: 2 }

/**
 * The enclosures in the preset's order: newest first within each kind (undated ones after the
 * dated, in the user's order), Arbeitszeugnisse before certificates before other papers; DE online
 * keeps the user's own order (docs/decisions/application-package.md).
 */
export function orderEnclosures(rows: readonly DocumentRow[], preset: PackagePreset): DocumentRow[] {
  const byUser = (a: DocumentRow, b: DocumentRow) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime()
  if (preset === 'de-online') return [...rows].sort(byUser)
  return [...rows].sort((a, b) => {
    const kind = KIND_ORDER[a.kind] - KIND_ORDER[b.kind]
    if (kind !== 0) return kind
    if (a.issuedOn && b.issuedOn && a.issuedOn !== b.issuedOn) return a.issuedOn < b.issuedOn ? 1 : -1
    if (a.issuedOn && !b.issuedOn) return -1
    if (!a.issuedOn && b.issuedOn) return 1
    return byUser(a, b)
  })
}

const dateOf = (day: string | null, language: Locale) =>
  day ? new Intl.DateTimeFormat(LOCALE_TAGS[language], { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : ''

async function pageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false })).getPageCount()
}

/** The CV's print without its own "Name — Seite 2 von 3" footer: the package numbers its pages itself. */
function withoutCvFooter(html: string): string {
  return html.replace('</head>', '<style>@page { @bottom-right { content: none } }</style></head>')
}

/** Bytes of an enclosure that change with the budget step: its photo, or a PDF whose scans are re-encoded. */
function shrinkableBytes(part: BindPart): number {
  const source = part.source
  if (source?.kind === 'jpeg' || (source?.kind === 'pdf' && source.shrunk)) return source.data.byteLength
  return 0
}

/** The recognised words of a photo enclosure (its one page), as stored on upload. */
const photoLayer = (row: DocumentRow) => row.textLayer?.find((layer) => layer.page === 0) ?? null

interface Enclosure {
  row: DocumentRow
  title: string
  note: string
  image: ShrinkableImage | null
  /** A PDF whose large pictures (a scan's pages) can be encoded smaller; null when it has none. */
  pdf: ShrinkablePdf | null
}

export type PackageService = ReturnType<typeof createPackageService>

export function createPackageService(deps: {
  db: Db
  clock: Clock
  printer: PdfPrinter
  quotas: QuotaService
  documents: Pick<DocumentsService, 'forPackage'>
  planLimits: 'on' | 'off'
  letters?: LetterSource
}) {
  const { db, clock, printer, quotas, planLimits } = deps
  const cache = new Map<string, { at: number; built: BuiltPackage; watermark: boolean }>()

  async function print(html: string): Promise<Uint8Array> {
    try {
      return await printer.printPdf(html, 'export')
    } catch (error) {
      throw printerError(error, 'The application package could not be created. Please try again.')
    }
  }

  async function ownCv(user: UserRow, id: string) {
    const notFound = () => new AppError('CV_NOT_FOUND', 404, 'CV not found')
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound()
    const [row] = await db.select().from(cvs).where(and(eq(cvs.id, id), eq(cvs.userId, user.id)))
    if (!row) throw notFound()
    return row
  }

  function keyOf(user: UserRow, request: PackageRequest, cvUpdated: Date, rows: readonly DocumentRow[]): string {
    const hash = createHash('sha256')
    hash.update(JSON.stringify({ user: user.id, request, cv: cvUpdated.toISOString(), docs: rows.map((row) => [row.id, row.updatedAt.toISOString(), row.kind, row.title, row.issuedOn, row.position]) }))
    return hash.digest('hex')
  }

  function remember(key: string, built: BuiltPackage, watermark: boolean) {
    const now = clock.now().getTime()
    for (const [old, entry] of cache) if (now - entry.at > CACHE_TTL_MS) cache.delete(old)
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
    cache.set(key, { at: now, built, watermark })
  }

  async function build(user: UserRow, request: PackageRequest, watermark: boolean, loaded: Loaded): Promise<BuiltPackage> {
    const { cvRow, rows } = loaded
    const cv: CvData = toCvData(cvRow.data)
    const templateId = resolveTemplateId(cvRow.templateId) ?? DEFAULT_TEMPLATE_ID
    const themeId = resolveThemeId(cvRow.themeId) ?? TEMPLATES[templateId].defaultTheme
    const language: Locale = (LOCALES as readonly string[]).includes(cvRow.language) ? (cvRow.language as Locale) : 'de'
    const look: Look = { templateId, themeId, language }
    const labels: PackageLabels = packageLabels(language, request.preset)
    const cvLabels = getCvLabels(language)

    const ordered = orderEnclosures(rows, request.preset)
    // The letter (when there is one), its "Anlagen" line naming what follows it, and the CV, printed at the same time.
    const letterPromise = (async () => {
      if (!request.letterId) return null
      const letterNotFound = () => new AppError('LETTER_NOT_FOUND', 404, 'Letter not found')
      if (!deps.letters) throw letterNotFound()
      const printed = await deps.letters(user, request.letterId, {
        ...(watermark ? { watermark: cvLabels.trialMark } : {}),
        enclosures: [labels.cv, ...ordered.map((row) => row.title)],
      })
      if (!printed) throw letterNotFound()
      return printed
    })()
    const cvPromise = fitCvPdf({
      templateId,
      cv,
      print: async (scale) =>
        Buffer.from(
          await print(
            withoutCvFooter(
              await renderCvHtmlOnDemand({ templateId, themeId, language, cv, scale, ...(watermark ? { watermark: cvLabels.trialMark } : {}) }),
            ),
          ),
        ),
    })
    const enclosures: Enclosure[] = await Promise.all(
      ordered.map(async (row) => ({
        row,
        title: row.title,
        note: [labels.kinds[row.kind], dateOf(row.issuedOn, language)].filter(Boolean).join(' · '),
        image: row.mimeType.startsWith('image/') ? await shrinkableImage(row.data, photoLayer(row) ?? undefined) : null,
        pdf: row.mimeType === 'application/pdf' ? await shrinkablePdf(row.data) : null,
      })),
    )
    const thirdTitle = request.thirdPage ? request.thirdPage.title?.trim() || labels.thirdPage : ''
    const thirdPromise = request.thirdPage ? print(thirdPageHtml({ look, cv, title: thirdTitle, text: request.thirdPage.text })) : null
    const [letter, fitted, thirdPdf] = await Promise.all([letterPromise, cvPromise, thirdPromise])
    const cvPdf = new Uint8Array(fitted.pdf)
    const company = request.company?.trim() || letter?.company?.trim() || ''
    const position = request.position?.trim() || cv.personal.title.trim() || cv.headline.trim()

    // Page numbers: cover and list are one page each (their sheet is cut to one page).
    const letterPages = letter ? letter.pages : 0
    const cvPages = await pageCount(cvPdf)
    const thirdPages = thirdPdf ? await pageCount(thirdPdf) : 0
    let next = (request.coverPage ? 1 : 0) + 1
    const starts = { letter: next, cv: 0, third: 0, list: 0 }
    next += letterPages
    starts.cv = next
    next += cvPages
    starts.third = next
    next += thirdPages
    starts.list = next
    next += enclosures.length > 0 ? 1 : 0
    const enclosureLines: ContentsLine[] = enclosures.map((enclosure) => {
      const line = { title: enclosure.title, page: next, note: enclosure.note }
      next += enclosure.row.pages
      return line
    })

    const contents: ContentsLine[] = [
      ...(letter ? [{ title: labels.letter, page: starts.letter }] : []),
      { title: labels.cv, page: starts.cv },
      ...(thirdPdf ? [{ title: thirdTitle, page: starts.third }] : []),
      ...(enclosures.length > 0 ? [{ title: labels.enclosures, page: starts.list }] : []),
    ]
    // Both pages know every page number already: printed side by side.
    const [listPdf, coverPdf] = await Promise.all([
      enclosures.length > 0 ? print(enclosureListHtml({ look, cv, labels, lines: enclosureLines })) : null,
      request.coverPage ? print(coverPageHtml({ look, cv, labels, position, company, contents })) : null,
    ])

    const name = cv.personal.fullName.trim()
    const fileName = packageFileName(labels.application, name, company)
    const metadata = {
      title: [position ? labels.applicationAs(position) : labels.application, name].filter(Boolean).join(' – '),
      author: name,
      subject: company ? `${labels.application} ${labels.at(company)}` : labels.application,
      keywords: [labels.application, labels.cv, ...(position ? [position] : []), ...(company ? [company] : [])],
      language: LOCALE_TAGS[language],
      date: clock.now(),
    }
    const pageLabel = (page: number, pages: number) => `${cvLabels.page} ${page} ${cvLabels.pageOf} ${pages}`
    const partsAt = (step: ShrinkStep) =>
      Promise.all(
        enclosures.map(async (enclosure): Promise<BindPart> => {
          let source: BindSource
          const layers = enclosure.row.textLayer ?? []
          if (enclosure.image) {
            const encoded = await enclosure.image.encode(step)
            const layer = photoLayer(enclosure.row)
            source = { kind: 'jpeg', ...encoded, ...(layer ? { textLayer: { layer, turned: enclosure.image.turn } } : {}) }
          } else if (enclosure.pdf) {
            source = { kind: 'pdf', data: await enclosure.pdf.encode(step), shrunk: true, textLayer: layers }
          } else {
            source = { kind: 'pdf', data: enclosure.row.data, textLayer: layers }
          }
          return { title: enclosure.title, source }
        }),
      )
    const bindAt = async (step: ShrinkStep) => {
      const enclosureParts = await partsAt(step)
      const parts: BindPart[] = [
        ...(coverPdf ? [{ title: labels.cover, source: { kind: 'pdf', data: coverPdf } as const }] : []),
        ...(letter ? [{ title: labels.letter, source: { kind: 'pdf', data: letter.pdf } as const }] : []),
        { title: labels.cv, source: { kind: 'pdf', data: cvPdf } },
        ...(thirdPdf ? [{ title: thirdTitle, source: { kind: 'pdf', data: thirdPdf } as const }] : []),
        ...(listPdf ? [{ title: labels.enclosures, source: { kind: 'pdf', data: listPdf } as const, children: enclosureParts }] : []),
      ]
      const imageBytes = enclosureParts.reduce((sum, part) => sum + shrinkableBytes(part), 0)
      return { bound: await bindPdf(parts, metadata, pageLabel), imageBytes }
    }

    // Step down until the package fits: after one binding, the rest of the file's size is known and
    // steps that cannot fit are skipped without binding them.
    const budgetBytes = request.budgetMb * BUDGET_BYTE
    const hasImages = enclosures.some((enclosure) => enclosure.image || enclosure.pdf)
    let overhead: number | null = null
    let result: Awaited<ReturnType<typeof bindAt>> | null = null
    for (const [index, step] of SHRINK_STEPS.entries()) {
      const last = index === SHRINK_STEPS.length - 1 || !hasImages
      if (overhead !== null && !last) {
        const images = await partsAt(step)
        const imageBytes = images.reduce((sum, part) => sum + shrinkableBytes(part), 0)
        if (overhead + imageBytes > budgetBytes) continue
      }
      result = await bindAt(step)
      if (result.bound.pdf.byteLength <= budgetBytes || last) break
      overhead = result.bound.pdf.byteLength - result.imageBytes
    }
    if (!result) throw new Error('no package was bound')
    const { bound } = result
    const partKinds: Array<{ part: PackagePart; title: string; documentId: string | null; pages: number }> = [
      ...(coverPdf ? [{ part: 'cover' as const, title: labels.cover, documentId: null, pages: 1 }] : []),
      ...(letter ? [{ part: 'letter' as const, title: labels.letter, documentId: null, pages: letterPages }] : []),
      { part: 'cv', title: labels.cv, documentId: null, pages: cvPages },
      ...(thirdPdf ? [{ part: 'thirdPage' as const, title: thirdTitle, documentId: null, pages: thirdPages }] : []),
      ...(listPdf ? [{ part: 'enclosureList' as const, title: labels.enclosures, documentId: null, pages: 1 }] : []),
      ...enclosures.map((enclosure) => ({ part: 'enclosure' as const, title: enclosure.title, documentId: enclosure.row.id, pages: enclosure.row.pages })),
    ]
    return {
      pdf: Buffer.from(bound.pdf),
      fileName,
      estimate: {
        fileName,
        bytes: bound.pdf.byteLength,
        pages: bound.pages,
        budgetBytes,
        withinBudget: bound.pdf.byteLength <= budgetBytes,
        parts: partKinds,
      },
    }
  }

  interface Loaded {
    cvRow: Awaited<ReturnType<typeof ownCv>>
    rows: DocumentRow[]
  }

  async function load(user: UserRow, request: PackageRequest): Promise<Loaded> {
    const cvRow = await ownCv(user, request.cvId)
    const rows = await deps.documents.forPackage(user, request.documentIds)
    return { cvRow, rows }
  }

  async function buildOrRecall(user: UserRow, request: PackageRequest, watermark: boolean, loaded: Loaded): Promise<BuiltPackage> {
    const key = keyOf(user, request, loaded.cvRow.updatedAt, loaded.rows)
    const cached = cache.get(key)
    if (cached && cached.watermark === watermark && clock.now().getTime() - cached.at <= CACHE_TTL_MS) return cached.built
    const built = await build(user, request, watermark, loaded)
    remember(key, built, watermark)
    return built
  }

  return {
    /** The size, pages and parts of the package, without counting an export. */
    async estimate(user: UserRow, request: PackageRequest): Promise<PackageEstimateReply> {
      const watermark = !accountStatusOf(user, clock.now(), planLimits).isPro
      return (await buildOrRecall(user, request, watermark, await load(user, request))).estimate
    },

    /** The package PDF: the CV in it counts as a PDF export (trial: watermarked). */
    async build(user: UserRow, request: PackageRequest, caller: Caller): Promise<BuiltPackage> {
      // A missing CV or document answers 404 before an export is counted.
      const loaded = await load(user, request)
      const grant = await quotas.consume('pdfExport', caller)
      return grant.unlessFailed(async () => {
        const built = await buildOrRecall(user, request, grant.watermark, loaded)
        if (!built.estimate.withinBudget) {
          throw new AppError(
            'PACKAGE_OVER_BUDGET',
            422,
            `The package needs ${(built.estimate.bytes / BUDGET_BYTE).toFixed(1)} MB, more than the ${request.budgetMb} MB chosen, even with the photos and scans made smaller. Choose a larger size or leave out an enclosure.`,
            { bytes: built.estimate.bytes },
          )
        }
        return built
      })
    },
  }
}
