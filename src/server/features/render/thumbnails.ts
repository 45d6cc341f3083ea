import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import type { Locale } from '#shared/i18n/locales'
import { richCv, richCvDe } from '#documents/cv/sample-cvs'
import type { PdfPrinter } from '#server/pdf/pdf-printer'
import { renderCvHtmlOnDemand } from './html-renderer'

// Template thumbnails: the first page of the sample CV, printed by the real template. The build
// prints every template of the catalogue in its default theme and every interface language
// (make-thumbnails.ts); files are named by a hash of the document they show, so a changed template
// or sample CV is never served an old picture. Anything else is printed on first request.

export const THUMBNAIL_WIDTH_PX = 420
const CACHE_LIMIT = 400

export interface ThumbnailLook {
  templateId: TemplateId
  themeId: ThemeId
  language: Locale
}

export function thumbnailHtml(look: ThumbnailLook): Promise<string> {
  const cv = look.language === 'de' ? richCvDe : richCv
  return renderCvHtmlOnDemand({ ...look, cv })
}

/** Where the build stores the picture of this document. */
export function thumbnailFile(dir: string, html: string): string {
  const hash = createHash('sha256').update(`${THUMBNAIL_WIDTH_PX}\n${html}`).digest('base64url').slice(0, 32)
  return path.join(dir, `${hash}.jpg`)
}

/** Pictures from the build's directory, else printed once and kept in memory (a bounded cache). */
export function createThumbnailCache(deps: { printer: PdfPrinter; prebuiltDir?: string | undefined }) {
  const cache = new Map<string, Promise<Buffer>>()

  async function make(look: ThumbnailLook): Promise<Buffer> {
    const html = await thumbnailHtml(look)
    if (deps.prebuiltDir) {
      const prebuilt = await readFile(thumbnailFile(deps.prebuiltDir, html)).catch(() => null)
      if (prebuilt) return prebuilt
    }
    return deps.printer.thumbnail(html, THUMBNAIL_WIDTH_PX)
  }

  return {
    get(look: ThumbnailLook): Promise<Buffer> {
      const key = `${look.templateId}:${look.themeId}:${look.language}`
      const cached = cache.get(key)
      if (cached) return cached
      const making = make(look)
      making.catch(() => cache.delete(key))
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
      cache.set(key, making)
      return making
    },
  }
}
