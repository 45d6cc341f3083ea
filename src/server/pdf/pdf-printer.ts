import { createRequire } from 'node:module'
import type * as Playwright from 'playwright-core'
import type { Browser, BrowserType, CDPSession, Page } from 'playwright-core'
import type { Config } from '#server/config'
import {
  type ChromiumAttempt,
  chromiumCandidates,
  ChromiumNotFoundError,
  CHROMIUM_ARGS,
  type ChromiumCandidate,
  type ChromiumSearch,
} from './find-chromium'
import { childProcessesRunning, killProcessGroup } from './browser-process'
import { liftEmbeddedFonts, setPageFaces } from './page-fonts'

// Prints HTML to PDF (and JPEG thumbnails) with one warm Chromium and a bounded pool of reused pages.
// Requests beyond the pool wait in a queue up to a deadline; a render that hangs is cut off and its
// page replaced; a browser that dies is relaunched on the next request. Pages in use when the browser
// dies stay counted until their print fails, so the pool never opens more pages than its size, and a
// waiter is only ever handed an open page. Playwright itself is loaded with the first launch (~0.4 s
// of module loading that a server start need not wait for).

export const RENDER_TIMEOUT_MS = 20_000
export const MAX_QUEUE = 200
/**
 * Previews and thumbnails (anyone, unlimited, anonymous) wait in a short queue of their own and
 * may use every page but one: an export, which someone may have paid for, always finds a page or
 * waits only for the prints ahead of it in its own queue (issue 31: 50 anonymous previews made a
 * Pro export fail with 503 after 17.9 s).
 */
export const MAX_PREVIEW_QUEUE_PER_PAGE = 4
/** How long a print may wait for a free page before it is refused with 503 and Retry-After. */
export const QUEUE_TIMEOUT_MS = 15_000
/** After no browser could be started, how long prints and health checks get that answer before the next try. */
export const RELAUNCH_BACKOFF_MS = 30_000
/** How long closing may wait for the browser to end before its process is killed (a shutdown has a deadline). */
export const BROWSER_CLOSE_TIMEOUT_MS = 2_000
const A4_WIDTH_PX = 794
const A4_RATIO = 297 / 210
/** The viewport of a page that prints: the paper's size in CSS px. */
export const PRINT_VIEWPORT = { width: A4_WIDTH_PX, height: Math.round(A4_WIDTH_PX * A4_RATIO) }

export class PrinterBusyError extends Error {
  override name = 'PrinterBusyError'
  constructor(
    message: string,
    /** Seconds after which a retry is likely to find a free page. */
    readonly retryAfterS: number,
  ) {
    super(message)
  }
}

// What health and the log say about the browser in use (the status page is public: no paths).
const BROWSER_NAMES: Record<ChromiumCandidate['source'], string> = {
  CHROMIUM_PATH: 'chromium (CHROMIUM_PATH)',
  system: 'chromium (system)',
  npm: 'chromium (npm package)',
}

export type PrinterState =
  | { status: 'not started' }
  | { status: 'starting' }
  | { status: 'ready'; browser: string }
  | { status: 'unavailable'; detail: string; attempts: ChromiumAttempt[] }

/** Exports (files someone asked for: CVs, invoices) go before previews and thumbnails. */
export type PrintPriority = 'export' | 'preview'

export interface PdfPrinter {
  readonly provider: 'local' | 'remote'
  printPdf(html: string, priority?: PrintPriority): Promise<Buffer>
  /** The first page as a JPEG thumbnail of the given width (A4 proportions); a preview's priority. */
  thumbnail(html: string, widthPx: number): Promise<Buffer>
  /** Starts the browser now (at server start) instead of on the first print. */
  warmUp(): Promise<PrinterState>
  /** Says "starting" from now on, for a warm-up that the caller runs in a moment. */
  markStarting(): void
  state(): PrinterState
  /** Pages open, idle and requests waiting: the pool's own bookkeeping, for tests and the bench. */
  poolStats(): { open: number; idle: number; waiting: number }
  /**
   * The start of a shutdown: prints already on a page finish; waiting and new ones are refused as
   * busy (503 with Retry-After, another replica can take them) and no browser is started again.
   */
  drain(): void
  close(): Promise<void>
}

export interface PdfPrinterOptions extends ChromiumSearch {
  chromiumPath?: string | undefined
  /** A remote browser over CDP (ws://…) instead of a local one. */
  browserWs?: string | undefined
  poolSize: number
  queueTimeoutMs?: number
}

export function printerOptions(config: Config): PdfPrinterOptions {
  return {
    chromiumPath: config.CHROMIUM_PATH,
    skipSystem: config.CHROMIUM_SKIP_SYSTEM,
    browserWs: config.PDF_BROWSER_WS,
    poolSize: config.PDF_POOL_SIZE,
  }
}

// Required, not imported: an ESM import of this CommonJS package makes Node's lexer scan its 7 MB
// of bundled code for export names first (~0.3 s).
const require = createRequire(import.meta.url)
const loadChromium = (): BrowserType => (require('playwright-core') as typeof Playwright).chromium

interface Waiter {
  priority: PrintPriority
  resolve(page: Page): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

/** The work's result, or a rejection once it has taken longer than a page may (a hung renderer). */
async function withinRenderTimeout<T>(work: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), RENDER_TIMEOUT_MS)
      }),
    ])
  } finally {
    clearTimeout(timer)
  }
}

export function createPdfPrinter(options: PdfPrinterOptions): PdfPrinter {
  const queueTimeoutMs = options.queueTimeoutMs ?? QUEUE_TIMEOUT_MS
  let browser: Promise<Browser> | null = null
  let current: Browser | null = null
  // The launched browser's process, found after launch, for a close that the browser does not answer.
  let browserPid: number | null = null
  let state: PrinterState = { status: 'not started' }
  let lastFailure: { at: number; error: Error } | null = null
  let isClosed = false
  let isDraining = false
  // Every page the pool has open (idle or printing) and the ones being opened.
  const open = new Set<Page>()
  let opening = 0
  const idle: Page[] = []
  const waiting: Record<PrintPriority, Waiter[]> = { export: [], preview: [] }
  const waitingCount = () => waiting.export.length + waiting.preview.length
  // Pages printing a preview now (counted from admission, before the page is open).
  let previewsPrinting = 0
  const previewPages = Math.max(1, options.poolSize - 1)
  const mayStart = (priority: PrintPriority) => priority === 'export' || previewsPrinting < previewPages
  const admit = (priority: PrintPriority) => {
    if (priority === 'preview') previewsPrinting++
  }
  const dismiss = (priority: PrintPriority) => {
    if (priority === 'preview') previewsPrinting--
  }

  async function launchLocal(): Promise<Browser> {
    const attempts: ChromiumAttempt[] = []
    const search = { configuredPath: options.chromiumPath, skipSystem: options.skipSystem }
    for await (const candidate of chromiumCandidates(search, (attempt) => attempts.push(attempt))) {
      try {
        const instance = await launchCandidate(candidate)
        browserPid = childProcessesRunning(candidate.executablePath)[0] ?? null
        state = { status: 'ready', browser: BROWSER_NAMES[candidate.source] }
        return instance
      } catch (error) {
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error)
        attempts.push({ source: candidate.source, path: candidate.executablePath, error: message })
      }
    }
    const failure = new ChromiumNotFoundError(attempts)
    state = { status: 'unavailable', detail: failure.message, attempts }
    throw failure
  }

  async function launchCandidate(candidate: ChromiumCandidate): Promise<Browser> {
    const chromium = loadChromium()
    return chromium.launch({
      executablePath: candidate.executablePath,
      args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
      headless: true,
      ...(candidate.env ? { env: { ...process.env, ...candidate.env } } : {}),
    })
  }

  async function launch(): Promise<Browser> {
    if (state.status === 'not started') state = { status: 'starting' }
    let instance: Browser
    if (options.browserWs) {
      try {
        instance = await loadChromium().connectOverCDP(options.browserWs)
        state = { status: 'ready', browser: 'remote chromium' }
      } catch (error) {
        const detail = `The remote browser at PDF_BROWSER_WS could not be reached: ${String(error)}`
        state = { status: 'unavailable', detail, attempts: [] }
        throw error
      }
    } else {
      instance = await launchLocal()
    }
    current = instance
    instance.on('disconnected', () => {
      // A browser closed long ago must not throw away its successor.
      if (current !== instance) return
      current = null
      browser = null
      // Idle pages died with the browser; pages in use are released (and uncounted) by their print.
      for (const page of idle.splice(0)) open.delete(page)
      serveWaiters()
    })
    return instance
  }

  function getBrowser(): Promise<Browser> {
    if (!browser) {
      if (isDraining) return Promise.reject(new PrinterBusyError('The server is shutting down', 1))
      // Someone may install a browser meanwhile, but a missing one is not searched for on every request.
      if (lastFailure && Date.now() - lastFailure.at < RELAUNCH_BACKOFF_MS) return Promise.reject(lastFailure.error)
      const launching = launch()
      browser = launching
      launching.then(
        () => (lastFailure = null),
        (error: unknown) => {
          lastFailure = { at: Date.now(), error: error instanceof Error ? error : new Error(String(error)) }
          if (browser === launching) browser = null
        },
      )
    }
    return browser
  }

  async function openPage(): Promise<Page> {
    opening++
    try {
      const instance = await getBrowser()
      const context = instance.contexts()[0] ?? (await instance.newContext())
      const page = await context.newPage()
      open.add(page)
      return page
    } finally {
      opening--
    }
  }

  const hasRoom = () => open.size + opening < options.poolSize

  function takeIdle(): Page | undefined {
    for (let page = idle.pop(); page; page = idle.pop()) {
      if (!page.isClosed()) return page
      open.delete(page)
    }
    return undefined
  }

  /** A page for one print; the caller gives it back with release() and dismiss(priority). */
  async function acquire(priority: PrintPriority): Promise<Page> {
    if (isClosed) throw new Error('The PDF printer is closed')
    if (isDraining) throw new PrinterBusyError('The server is shutting down', 1)
    // Nobody overtakes a waiting print of its own priority or a waiting export.
    const isQueueAhead = priority === 'export' ? waiting.export.length > 0 : waitingCount() > 0
    if (mayStart(priority) && !isQueueAhead) {
      const page = takeIdle()
      if (page) {
        admit(priority)
        return page
      }
      if (hasRoom()) {
        admit(priority)
        return openPage().catch((error: unknown) => {
          dismiss(priority)
          throw error
        })
      }
    }
    const queue = waiting[priority]
    const maxQueue = priority === 'export' ? MAX_QUEUE : MAX_PREVIEW_QUEUE_PER_PAGE * options.poolSize
    if (queue.length >= maxQueue) throw new PrinterBusyError('The PDF printer is busy', retryAfterS())
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        priority,
        resolve,
        reject,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1)
          reject(new PrinterBusyError('No PDF page became free in time', retryAfterS()))
        }, queueTimeoutMs),
      }
      queue.push(waiter)
    })
  }

  // A guess a client can act on: the queue ahead of it at a fraction of a second per print.
  function retryAfterS(): number {
    return Math.max(1, Math.ceil((waitingCount() * 0.25) / options.poolSize))
  }

  function nextWaiter(): Waiter | undefined {
    const waiter = waiting.export.shift() ?? waiting.preview.shift()
    if (waiter) clearTimeout(waiter.timer)
    return waiter
  }

  /** The waiter to serve next: exports first, previews while they have pages left. */
  function nextServable(): Waiter[] | undefined {
    if (waiting.export.length > 0) return waiting.export
    if (waiting.preview.length > 0 && mayStart('preview')) return waiting.preview
    return undefined
  }

  // Hands idle pages to waiters and opens new pages for them while the pool has room.
  function serveWaiters(): void {
    for (let queue = nextServable(); queue; queue = nextServable()) {
      const page = takeIdle()
      if (!page && !hasRoom()) return
      const waiter = queue.shift()!
      clearTimeout(waiter.timer)
      admit(waiter.priority)
      if (page) {
        waiter.resolve(page)
        continue
      }
      // A failed launch reaches the waiter as an error, never as a closed page.
      openPage().then(waiter.resolve, (error: unknown) => {
        dismiss(waiter.priority)
        waiter.reject(error instanceof Error ? error : new Error(String(error)))
      })
    }
  }

  function release(page: Page, isHealthy: boolean, priority: PrintPriority): void {
    dismiss(priority)
    if (!isHealthy || page.isClosed() || isClosed) {
      open.delete(page)
      void page.close().catch(() => {})
    } else {
      idle.push(page)
    }
    serveWaiters()
  }

  async function withPage<T>(priority: PrintPriority, work: (page: Page) => Promise<T>): Promise<T> {
    const page = await acquire(priority)
    try {
      const result = await withinRenderTimeout(work(page), 'PDF render timed out')
      // The answer goes out now; the page returns to the pool after its garbage is collected.
      collectGarbageNowAndThen(page).then(
        () => release(page, true, priority),
        () => release(page, false, priority),
      )
      return result
    } catch (error) {
      release(page, false, priority)
      throw error
    }
  }

  // A renderer's JavaScript heap keeps the garbage of every document printed in it until V8
  // decides to collect, which under steady load it hardly does: two pooled pages grew from ~60 to
  // ~160 MB each while printing 4 CVs at once, and stayed there (Chromium ~580 MB PSS in all). A
  // full collection every few uses (~20 ms, after the answer has gone out) keeps them at ~60 MB
  // (Chromium ~380 MB) at the same throughput, measured on 2 cores.
  const COLLECT_EVERY_USES = 3
  const uses = new WeakMap<Page, number>()
  const sessions = new WeakMap<Page, CDPSession>()
  async function collectGarbageNowAndThen(page: Page): Promise<void> {
    const count = (uses.get(page) ?? 0) + 1
    uses.set(page, count)
    if (count % COLLECT_EVERY_USES !== 0) return
    let session = sessions.get(page)
    if (!session) {
      session = await page.context().newCDPSession(page)
      sessions.set(page, session)
    }
    await withinRenderTimeout(session.send('HeapProfiler.collectGarbage'), 'Garbage collection timed out')
  }

  // A page that prints is kept laid out as it prints (paper width, print media): Chromium then
  // prints a two-page CV in ~68 ms instead of ~83 ms, and the PDFs are the same byte for byte (every
  // template compared). Thumbnails show the screen layout, so a page switches back for them.
  const modes = new WeakMap<Page, 'print' | 'screen'>()
  async function setMode(page: Page, mode: 'print' | 'screen'): Promise<void> {
    if (modes.get(page) === mode) return
    modes.delete(page)
    if (mode === 'print') {
      await page.setViewportSize(PRINT_VIEWPORT)
      await page.emulateMedia({ media: 'print' })
    } else {
      await page.emulateMedia({ media: null })
    }
    modes.set(page, mode)
  }

  async function load(page: Page, html: string): Promise<void> {
    const document = liftEmbeddedFonts(html)
    await setPageFaces(page, document.faces)
    // The document is self-contained: nothing to wait for on the network.
    await page.setContent(document.html, { waitUntil: 'load' })
    // Lifted faces are loaded already; only fonts left in the document itself need waiting for.
    if (document.html.includes('@font-face')) await page.evaluate('document.fonts.ready.then(() => undefined)')
  }

  return {
    provider: options.browserWs ? 'remote' : 'local',
    printPdf: (html, priority = 'export') =>
      withPage(priority, async (page) => {
        await setMode(page, 'print')
        await load(page, html)
        return page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true })
      }),
    thumbnail: (html, widthPx) =>
      withPage('preview', async (page) => {
        // An A4 page is 794 CSS px wide at 96 dpi; CSS zoom lays it out at full size and paints it smaller.
        const zoom = widthPx / A4_WIDTH_PX
        await setMode(page, 'screen')
        await page.setViewportSize({ width: widthPx, height: Math.round(widthPx * A4_RATIO) })
        await load(page, html)
        await page.evaluate(`document.documentElement.style.zoom = '${zoom}'`)
        return page.screenshot({ type: 'jpeg', quality: 82 })
      }),
    async warmUp() {
      try {
        await getBrowser()
      } catch {
        // The state says why.
      }
      return state
    },
    markStarting() {
      if (state.status === 'not started') state = { status: 'starting' }
    },
    state: () => state,
    poolStats: () => ({ open: open.size, idle: idle.length, waiting: waitingCount() }),
    drain() {
      isDraining = true
      for (let waiter = nextWaiter(); waiter; waiter = nextWaiter()) waiter.reject(new PrinterBusyError('The server is shutting down', 1))
    },
    async close() {
      isClosed = true
      for (let waiter = nextWaiter(); waiter; waiter = nextWaiter()) waiter.reject(new Error('The PDF printer is closed'))
      const instance = browser
      browser = null
      if (!instance) return
      let timer: NodeJS.Timeout | undefined
      const closed = instance
        .then((opened) => opened.close())
        .then(
          () => true,
          () => true,
        )
      const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), BROWSER_CLOSE_TIMEOUT_MS)))
      const isClosedInTime = await Promise.race([closed, timedOut])
      clearTimeout(timer)
      if (!isClosedInTime && browserPid !== null) killProcessGroup(browserPid)
    },
  }
}
