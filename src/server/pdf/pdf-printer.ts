import { type Browser, chromium, type Page } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from './find-chromium'

// Prints HTML to PDF (and PNG thumbnails) with one warm Chromium and a bounded pool of reused pages.
// Requests beyond the pool wait in a queue instead of failing; a render that hangs is cut off and its
// page replaced; a browser that dies is relaunched on the next request.

export const RENDER_TIMEOUT_MS = 20_000
export const MAX_QUEUE = 200
const A4_WIDTH_PX = 794
const A4_RATIO = 297 / 210

export class PrinterBusyError extends Error {
  override name = 'PrinterBusyError'
}

export interface PdfPrinter {
  readonly provider: 'local' | 'remote'
  printPdf(html: string): Promise<Buffer>
  /** The first page as a JPEG thumbnail of the given width (A4 proportions). */
  thumbnail(html: string, widthPx: number): Promise<Buffer>
  isAvailable(): Promise<boolean>
  close(): Promise<void>
}

export interface PdfPrinterOptions {
  chromiumPath?: string | undefined
  /** A remote browser over CDP (ws://…) instead of a local one. */
  browserWs?: string | undefined
  poolSize: number
}

export function createPdfPrinter(options: PdfPrinterOptions): PdfPrinter {
  let browser: Promise<Browser> | null = null
  const idle: Page[] = []
  let pagesOpen = 0
  const waiting: Array<(page: Page) => void> = []

  async function launch(): Promise<Browser> {
    const instance = options.browserWs
      ? await chromium.connectOverCDP(options.browserWs)
      : await chromium.launch({
          executablePath: await findChromium(options.chromiumPath),
          args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
          headless: true,
        })
    instance.on('disconnected', () => {
      browser = null
      idle.length = 0
      pagesOpen = 0
    })
    return instance
  }

  function getBrowser(): Promise<Browser> {
    if (!browser) {
      browser = launch()
      browser.catch(() => (browser = null))
    }
    return browser
  }

  async function acquire(): Promise<Page> {
    const page = idle.pop()
    if (page && !page.isClosed()) return page
    if (pagesOpen < options.poolSize) {
      pagesOpen++
      try {
        const instance = await getBrowser()
        const context = instance.contexts()[0] ?? (await instance.newContext())
        return await context.newPage()
      } catch (error) {
        pagesOpen--
        throw error
      }
    }
    if (waiting.length >= MAX_QUEUE) throw new PrinterBusyError('The PDF printer is busy')
    return new Promise((resolve) => waiting.push(resolve))
  }

  function release(page: Page, isHealthy: boolean): void {
    if (!isHealthy || page.isClosed()) {
      pagesOpen = Math.max(0, pagesOpen - 1)
      void page.close().catch(() => {})
      // A waiter gets a fresh page instead of the broken one.
      const next = waiting.shift()
      if (next) void acquire().then(next, () => next(page))
      return
    }
    const next = waiting.shift()
    if (next) next(page)
    else idle.push(page)
  }

  async function withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
    const page = await acquire()
    let timer: NodeJS.Timeout | undefined
    try {
      const result = await Promise.race([
        work(page),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('PDF render timed out')), RENDER_TIMEOUT_MS)
        }),
      ])
      release(page, true)
      return result
    } catch (error) {
      release(page, false)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  async function load(page: Page, html: string): Promise<void> {
    // The document is self-contained: nothing to wait for on the network.
    await page.setContent(html, { waitUntil: 'load' })
    // Browser-side expressions are strings: the server is compiled without DOM types.
    await page.evaluate('document.fonts.ready.then(() => undefined)')
  }

  return {
    provider: options.browserWs ? 'remote' : 'local',
    printPdf: (html) =>
      withPage(async (page) => {
        await load(page, html)
        return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
      }),
    thumbnail: (html, widthPx) =>
      withPage(async (page) => {
        // An A4 page is 794 CSS px wide at 96 dpi; CSS zoom lays it out at full size and paints it smaller.
        const zoom = widthPx / A4_WIDTH_PX
        await page.setViewportSize({ width: widthPx, height: Math.round(widthPx * A4_RATIO) })
        await load(page, html)
        await page.evaluate(`document.documentElement.style.zoom = '${zoom}'`)
        return page.screenshot({ type: 'jpeg', quality: 82 })
      }),
    async isAvailable() {
      if (options.browserWs) return true
      try {
        await findChromium(options.chromiumPath)
        return true
      } catch {
        return false
      }
    },
    async close() {
      const instance = browser
      browser = null
      if (instance) await (await instance.catch(() => null))?.close().catch(() => {})
    },
  }
}
