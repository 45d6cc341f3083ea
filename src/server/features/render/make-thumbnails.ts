import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { DEFAULT_THEME_ID, TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import { LOCALES } from '#shared/i18n/locales'
import { loadConfig } from '#server/config'
import { createPdfPrinter, printerOptions } from '#server/pdf/pdf-printer'
import { THUMBNAIL_WIDTH_PX, thumbnailFile, thumbnailHtml } from './thumbnails'

// Build step (scripts/build/thumbnails.mjs runs the compiled file): prints the thumbnail of every
// template in the catalogue, in every interface language, in the two themes a first visit shows
// (the template's own default, which the landing page uses, and the builder's default, in which the
// template picker shows all templates), into the directory
// given as the first argument. Without a browser it says so and leaves the directory empty: the
// server then prints thumbnails on request.
//   node dist/server/make-thumbnails.js <dir>

const dir = process.argv[2]
if (!dir) throw new Error('usage: make-thumbnails.js <directory>')
const config = loadConfig()
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })
const printer = createPdfPrinter({ ...printerOptions(config), poolSize: 2 })
// A function, not top-level await: the compiled file is CommonJS (scripts/build/server.mjs). A
// failure stays an unhandled rejection, which ends the process with an error as before.
async function makeThumbnails(dir: string): Promise<void> {
  try {
    const state = await printer.warmUp()
    if (state.status !== 'ready') {
      console.warn(`  No thumbnails made: ${state.status === 'unavailable' ? state.detail : 'no browser'}`)
    } else {
      const looks = TEMPLATE_IDS.flatMap((templateId) =>
        [...new Set([TEMPLATES[templateId].defaultTheme, DEFAULT_THEME_ID])].flatMap((themeId) =>
          LOCALES.map((language) => ({ templateId, themeId, language })),
        ),
      )
      // Two at a time, as many as the printer has pages.
      const queue = [...looks]
      const worker = async () => {
        for (let look = queue.shift(); look; look = queue.shift()) {
          const html = await thumbnailHtml(look)
          writeFileSync(thumbnailFile(dir, html), await printer.thumbnail(html, THUMBNAIL_WIDTH_PX))
        }
      }
      await Promise.all([worker(), worker()])
      console.log(
        `${looks.length} thumbnails (${TEMPLATE_IDS.length} templates × ${LOCALES.length} languages × 1–2 themes)`,
      )
    }
  } finally {
    await printer.close()
  }
}

void makeThumbnails(dir)
