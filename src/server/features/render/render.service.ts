import type { CvData } from '#shared/cv/cv.schema'
import { CV_LIMITS, CvData as CvDataSchema, CvLayoutOptions } from '#shared/cv/cv.schema'
import { normalizeCv, TYPE_SETTING_KEYS } from '#shared/cv/normalize-cv'
import { FONT_SIZE_PT, LINE_HEIGHT, PAGE_MARGINS, TYPE_FONTS } from '#shared/cv/type-settings'
import {
  resolveTemplateId,
  resolveThemeId,
  TEMPLATE_IDS,
  TEMPLATES,
  type TemplateId,
  type ThemeId,
} from '#shared/catalogue'
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locales'
import { getCvLabels } from '#documents/cv/labels'
import { MS, PREVIEWS_PER_IP_PER_MINUTE, PREVIEWS_PER_PERSON_PER_MINUTE } from '#shared/limits'
import { cvToPlainText } from '#documents/cv/plain-text'
import { cvToMarkdown } from '#documents/cv/markdown'
import type { PageSize } from '#shared/cv/page-size'
import type { RENDER_FORMATS } from '#shared/api/render'
import { AppError } from '#server/errors'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { ChromiumNotFoundError, CHROMIUM_FIX } from '#server/pdf/find-chromium'
import { type PrintPriority, PrinterBusyError } from '#server/pdf/pdf-printer'
import type { Caller, QuotaService } from '#server/plans/quota.service'
import type { RateLimiter } from '#server/rate-limit/rate-limiter'
import { fitCvPdf, type FittedPdf } from './fit-cv'
import { createPreviewCache, previewKeyOf } from './preview-cache'
import { createPageCountCache } from './page-count-cache'
import { renderCvHtmlOnDemand } from './html-renderer'
import { createThumbnailCache } from './thumbnails'

/** The CV with the paper the request asks for (it then reaches the HTML, the fit, the cache key and Word). */
function withPageSize(cv: CvData, pageSize: PageSize | undefined): CvData {
  return pageSize ? { ...cv, layout: { ...cv.layout, pageSize } } : cv
}

export interface RenderRequest {
  templateId: string
  cvData: unknown
  theme?: string | undefined
  language?: Locale | undefined
  pageSize?: PageSize | undefined
}

interface Look {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
  cv: CvData
}

export interface PageCountsRequest {
  cvData: unknown
  language?: Locale | undefined
  pageSize?: PageSize | undefined
}

export interface ExportedFile {
  data: Buffer
  filename: string
  contentType: string
}

export type RenderService = ReturnType<typeof createRenderService>

/** Printed in the margin of preview pages: the preview shows the export, it does not replace it. */
export const PREVIEW_MARK = 'ApplyKit — Preview'

export function resolveTemplateOrThrow(value: string): TemplateId {
  const templateId = resolveTemplateId(value)
  if (!templateId) {
    throw new AppError('UNKNOWN_TEMPLATE', 400, `Unknown template "${value}". Valid templates: ${TEMPLATE_IDS.join(', ')}.`, {
      field: 'templateId',
    })
  }
  return templateId
}

const LIST_FIELDS = ['experience', 'education', 'skills', 'languages', 'certifications', 'projects'] as const

/**
 * Normalising trims what is too long; for a CV someone is writing that would silently lose data, so
 * input beyond the limits is refused instead, naming the field.
 */
function assertWithinLimits(input: unknown): void {
  if (typeof input !== 'object' || input === null) return
  const record = input as Record<string, unknown>
  for (const field of LIST_FIELDS) {
    const value = record[field]
    if (Array.isArray(value) && value.length > CV_LIMITS.entries) {
      throw new AppError('VALIDATION_FAILED', 400, `cvData.${field}: at most ${CV_LIMITS.entries} entries are allowed.`, {
        field: `cvData.${field}`,
      })
    }
  }
  assertTypeSettings(record.layout)
  if (typeof record.summary === 'string' && record.summary.length > CV_LIMITS.longText) {
    throw new AppError('VALIDATION_FAILED', 400, `cvData.summary: at most ${CV_LIMITS.longText} characters are allowed.`, {
      field: 'cvData.summary',
    })
  }
}

const TYPE_SETTING_RULES: Record<(typeof TYPE_SETTING_KEYS)[number], string> = {
  fontFamily: `one of ${TYPE_FONTS.join(', ')}`,
  fontSize: `a size in points from ${FONT_SIZE_PT.min} to ${FONT_SIZE_PT.max}, in steps of ${FONT_SIZE_PT.step}`,
  lineHeight: `a line spacing from ${LINE_HEIGHT.min} to ${LINE_HEIGHT.max}`,
  margins: `one of ${PAGE_MARGINS.join(', ')}`,
}

/** Page and type outside the print-safe ranges: 400 naming the field, never a CV printed otherwise than asked. */
function assertTypeSettings(layout: unknown): void {
  if (typeof layout !== 'object' || layout === null) return
  const record = layout as Record<string, unknown>
  for (const key of TYPE_SETTING_KEYS) {
    if (record[key] === undefined || record[key] === null) continue
    if (!CvLayoutOptions.shape[key].safeParse(record[key]).success) {
      const field = `cvData.layout.${key}`
      throw new AppError('VALIDATION_FAILED', 400, `${field}: must be ${TYPE_SETTING_RULES[key]}.`, { field })
    }
  }
}

/** The builder-form CV from any incoming shape; limits enforced with a message naming the field. */
export function toCvData(input: unknown): CvData {
  assertWithinLimits(input)
  const parsed = CvDataSchema.safeParse(normalizeCv(input))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = ['cvData', ...(issue?.path ?? [])].join('.')
    throw new AppError('VALIDATION_FAILED', 400, `${field}: ${issue?.message ?? 'is not valid'}`, { field })
  }
  return parsed.data
}

function fileBaseName(cv: CvData): string {
  const name = cv.personal.fullName.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim()
  return name || 'CV'
}

/**
 * 503 in every case, saying what a person can do: wait (busy: `retryAfter` seconds, sent as the
 * Retry-After header too), tell the operator (no browser: what was tried and how to fix it), or retry.
 */
export function printerError(error: unknown, otherwise: string): AppError {
  if (error instanceof PrinterBusyError) {
    return new AppError('SERVICE_UNAVAILABLE', 503, 'PDF export is very busy right now. Please try again in a minute.', {
      retryAfter: error.retryAfterS,
    })
  }
  if (error instanceof ChromiumNotFoundError) {
    const tried = error.attempts.map((attempt) => `${attempt.source} ${attempt.path}: ${attempt.error}`)
    return new AppError('PDF_UNAVAILABLE', 503, error.message, { tried, fix: CHROMIUM_FIX })
  }
  return new AppError('RENDER_FAILED', 503, otherwise)
}

/** Who asks for a preview: the signed-in account, else the visitor; and the network (hashed). */
export interface PreviewRequester {
  userId: string | null
  ipHash: string
}

export function createRenderService(deps: {
  printer: PdfPrinter
  quotas: QuotaService
  rateLimiter: RateLimiter
  /** Thumbnails made by the build (dist/thumbnails). */
  thumbnailDir?: string | undefined
}) {
  const { printer, quotas } = deps
  const thumbnails = createThumbnailCache({ printer, prebuiltDir: deps.thumbnailDir })
  const previews = createPreviewCache()
  const pageCounts = createPageCountCache()

  /** Previews printed per person and per network (issue 28.3); 429 with Retry-After beyond. */
  async function limitPreviews(requester: PreviewRequester): Promise<void> {
    const person = requester.userId ? `user:${requester.userId}` : `ip:${requester.ipHash}`
    const rules = [
      { key: `preview-person:${person}`, max: PREVIEWS_PER_PERSON_PER_MINUTE },
      { key: `preview-ip:${requester.ipHash}`, max: PREVIEWS_PER_IP_PER_MINUTE },
    ]
    for (const rule of rules) {
      const result = await deps.rateLimiter.hit(rule.key, rule.max, MS.minute)
      if (!result.allowed) {
        throw new AppError('RATE_LIMITED', 429, 'The preview is updated too often. It will catch up in a moment.', {
          retryAfter: Math.max(1, Math.ceil(result.retryAfterMs / 1000)),
        })
      }
    }
  }

  function look(request: RenderRequest): Look {
    const templateId = resolveTemplateOrThrow(request.templateId)
    return {
      templateId,
      themeId: resolveThemeId(request.theme) ?? TEMPLATES[templateId].defaultTheme,
      language: request.language ?? DEFAULT_LOCALE,
      cv: withPageSize(toCvData(request.cvData), request.pageSize),
    }
  }

  async function print(html: string, priority: PrintPriority): Promise<Buffer> {
    try {
      return await printer.printPdf(html, priority)
    } catch (error) {
      throw printerError(error, 'The PDF could not be created. Please try again.')
    }
  }

  /** A PDF export as the plan allows it: counted, watermarked on the trial, its pages fitted. */
  async function fittedExport(resolved: Look, caller: Caller): Promise<FittedPdf & { watermark: string | undefined }> {
    const grant = await quotas.consume('pdfExport', caller)
    // In the CV's language: a German CV carried an English trial footer (issue 30, point 6).
    const watermark = grant.watermark ? getCvLabels(resolved.language).trialMark : undefined
    // Pages that fill: a nearly empty last page is fitted away (fit-cv.ts).
    // A failed print gives the use back: only a delivered export counts (issue 31).
    const fitted = await grant.unlessFailed(() =>
      fitCvPdf({
        templateId: resolved.templateId,
        cv: resolved.cv,
        print: async (scale) => print(await renderCvHtmlOnDemand({ ...resolved, watermark, scale }), 'export'),
      }),
    )
    return { ...fitted, watermark }
  }

  return {
    renderHtml(request: RenderRequest): Promise<string> {
      const { templateId, themeId, language, cv } = look(request)
      return renderCvHtmlOnDemand({ templateId, themeId, language, cv })
    },

    /**
     * The paginated preview (issue 15): the PDF exactly as an export prints it (same HTML, print
     * CSS and fitting), marked as a preview in the page margin so that it is no free export.
     */
    async previewPdf(request: RenderRequest, requester: PreviewRequester): Promise<Buffer> {
      const resolved = look(request)
      // Keyed by what is printed, after normalising: the same content is the same PDF.
      const key = previewKeyOf(resolved)
      const cached = previews.recall(key)
      if (cached) return cached
      await limitPreviews(requester)
      return previews.print(key, async () => {
        const fitted = await fitCvPdf({
          templateId: resolved.templateId,
          cv: resolved.cv,
          print: async (scale) => print(await renderCvHtmlOnDemand({ ...resolved, watermark: PREVIEW_MARK, scale }), 'preview'),
        })
        return fitted.pdf
      })
    },

    /**
     * How many pages the CV prints on in each template, fitted as an export is. Cached by content
     * (theme and template choice do not change a page count); one preview's worth of the rate
     * limit per new content, as the builder asks once per change; templates print one after
     * another at the preview's priority, so exports and previews go first.
     */
    async pageCounts(request: PageCountsRequest, requester: PreviewRequester): Promise<Record<TemplateId, number>> {
      const cv = withPageSize(toCvData(request.cvData), request.pageSize)
      const language = request.language ?? DEFAULT_LOCALE
      const key = previewKeyOf(['page-counts', cv, language])
      const cached = pageCounts.recall(key)
      if (cached) return cached
      await limitPreviews(requester)
      return pageCounts.measure(key, async () => {
        const counts = {} as Record<TemplateId, number>
        for (const templateId of TEMPLATE_IDS) {
          const themeId = TEMPLATES[templateId].defaultTheme
          const fitted = await fitCvPdf({
            templateId,
            cv,
            print: async (scale) =>
              print(await renderCvHtmlOnDemand({ templateId, themeId, language, cv, watermark: PREVIEW_MARK, scale }), 'preview'),
          })
          counts[templateId] = fitted.fill.pages
        }
        return counts
      })
    },

    /**
     * Another document's preview (the letter writer's) through the same cache and the same
     * per-person and per-network limits as the CV's: `look` is everything the print depends on.
     */
    async cachedPreview(look: object, requester: PreviewRequester, printPdf: () => Promise<Buffer>): Promise<Buffer> {
      const key = previewKeyOf(look)
      const cached = previews.recall(key)
      if (cached) return cached
      await limitPreviews(requester)
      return previews.print(key, printPdf)
    },

    /** A PDF (trial: watermarked and counted) or a Word file (Pro). */
    async exportFile(request: RenderRequest & { format: (typeof RENDER_FORMATS)[number] }, caller: Caller): Promise<ExportedFile> {
      const resolved = look(request)
      const baseName = fileBaseName(resolved.cv)
      if (request.format === 'txt') {
        return {
          data: Buffer.from(cvToPlainText(resolved.cv, resolved.language), 'utf8'),
          filename: `${baseName}.txt`,
          contentType: 'text/plain; charset=utf-8',
        }
      }
      if (request.format === 'md') {
        return {
          data: Buffer.from(cvToMarkdown(resolved.cv, resolved.language), 'utf8'),
          filename: `${baseName}.md`,
          contentType: 'text/markdown; charset=utf-8',
        }
      }
      if (request.format === 'docx') {
        const grant = await quotas.consume('docxExport', caller)
        const data = await grant.unlessFailed(async () => {
          // Loaded with the first Word export: the docx library is half a megabyte that a start need not parse.
          const { renderCvDocx } = await import('#documents/docx/render-cv-docx')
          return renderCvDocx({ cv: resolved.cv, templateId: resolved.templateId, themeId: resolved.themeId, language: resolved.language })
        })
        return {
          data,
          filename: `${baseName}.docx`,
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }
      }
      const fitted = await fittedExport(resolved, caller)
      return { data: fitted.pdf, filename: `${baseName}.pdf`, contentType: 'application/pdf' }
    },

    /**
     * Printing a saved CV (My CVs → Print) is an export by another road (issue 30, point 2): the
     * same count and watermark, and the same fitted scale, as the HTML the browser prints itself.
     */
    async printHtml(request: RenderRequest, caller: Caller): Promise<string> {
      const resolved = look(request)
      const { scale, watermark } = await fittedExport(resolved, caller)
      return renderCvHtmlOnDemand({ ...resolved, watermark, scale })
    },

    /** First-page thumbnail of a template with the sample CV (thumbnails.ts). */
    thumbnail(templateIdValue: string, theme: string | undefined, language: Locale): Promise<Buffer> {
      const templateId = resolveTemplateOrThrow(templateIdValue)
      const themeId = resolveThemeId(theme) ?? TEMPLATES[templateId].defaultTheme
      return thumbnails.get({ templateId, themeId, language }).catch((error: unknown) => {
        throw printerError(error, 'The preview image could not be created.')
      })
    },
  }
}
