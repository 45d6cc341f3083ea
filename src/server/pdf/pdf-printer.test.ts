import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { richCv } from '#documents/cv/sample-cvs'
import { pdfText } from '#tests/support/pdf-text'
import { ChromiumNotFoundError, findChromiumPath } from './find-chromium'
import { createPdfPrinter, type PdfPrinter, PrinterBusyError } from './pdf-printer'

// The printer against a real Chromium: the npm-shipped browser, a browser killed mid-print, a
// relaunch that fails, the queue's deadline and a burst of requests against a small pool.

const SIMPLE = '<!doctype html><html><body><h1>Printed page</h1></body></html>'

/** Every process's parent, from /proc. */
function processParents(): Map<number, number> {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      parents.set(
        Number(entry),
        Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]),
      )
    } catch {
      // ended meanwhile
    }
  }
  return parents
}

function isBelow(parents: Map<number, number>, pid: number, ancestor: number): boolean {
  for (
    let parent = parents.get(pid), hops = 0;
    parent && parent > 1 && hops < 50;
    parent = parents.get(parent), hops++
  )
    if (parent === ancestor) return true
  return false
}

const readCommandLine = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

/** PSS in MB of each Chromium renderer process below this test process. */
function rendererPssMb(): number[] {
  const parents = processParents()
  const sizes: number[] = []
  for (const pid of parents.keys()) {
    if (!isBelow(parents, pid, process.pid) || !readCommandLine(pid).includes('--type=renderer')) continue
    try {
      const pssKb = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1])
      sizes.push(Math.round(pssKb / 1024))
    } catch {
      // ended meanwhile
    }
  }
  return sizes
}

/** Every Chromium process this test process started (the browser and its helpers), by pid. */
function chromiumChildren(): number[] {
  return [...processParents()]
    .filter(([pid, parent]) => parent === process.pid && /chrom/i.test(readCommandLine(pid)))
    .map(([pid]) => pid)
}

function killBrowser(): void {
  const pids = chromiumChildren()
  expect(pids.length).toBeGreaterThan(0)
  for (const pid of pids) process.kill(pid, 'SIGKILL')
}

describe('PDF printer', () => {
  // A page whose image never arrives: its print stays in progress until the browser dies.
  let stall: Server
  let stalledRequests = 0
  let hangingHtml = ''
  beforeAll(async () => {
    stall = createServer(() => {
      stalledRequests++
    })
    await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve))
    const address = stall.address()
    const port = typeof address === 'object' && address ? address.port : 0
    hangingHtml = `<!doctype html><html><body><p>Waiting</p><img src="http://127.0.0.1:${port}/never.png"></body></html>`
  })
  afterAll(async () => {
    stall.closeAllConnections()
    await new Promise((resolve) => stall.close(resolve))
  })

  const waitForStalled = async (count: number) => {
    while (stalledRequests < count) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  it('keeps a page for exports: previews that never finish cannot take the whole pool, and a storm of them is refused at once', async () => {
    const printer = createPdfPrinter({ poolSize: 2, queueTimeoutMs: 30_000 })
    const before = stalledRequests
    try {
      // Previews whose image never arrives: each holds its page until the browser closes.
      const storm = Array.from({ length: 20 }, () =>
        printer.printPdf(hangingHtml, 'preview').then(
          () => 'printed',
          (error: unknown) => (error instanceof PrinterBusyError ? 'busy' : 'failed'),
        ),
      )
      await waitForStalled(before + 1)
      const exported = await printer.printPdf(SIMPLE, 'export')
      expect(await pdfText(exported)).toContain('Printed page')
      // Exactly one page ever showed a preview (the other is the exports'), and the queue is short.
      expect(stalledRequests - before).toBe(1)
      expect(printer.poolStats().waiting).toBe(8)
      await printer.close()
      const outcomes = await Promise.all(storm)
      expect(outcomes.filter((outcome) => outcome === 'busy').length).toBeGreaterThanOrEqual(11)
    } finally {
      await printer.close()
    }
  }, 60_000)

  it('prints with the Chromium shipped inside npm when system browsers are skipped', async () => {
    const printer = createPdfPrinter({ poolSize: 1, skipSystem: true })
    try {
      const html = renderCvHtml({ templateId: 'modern-grid', cv: richCv, themeId: 'blue', language: 'en' })
      const pdf = await printer.printPdf(html)
      expect(printer.state()).toEqual({ status: 'ready', browser: 'chromium (npm package)' })
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
      const text = await pdfText(pdf)
      expect(text).toContain(richCv.personal.fullName)
      expect(text).toContain(richCv.experience[0]?.company)
    } finally {
      await printer.close()
    }
  }, 120_000)

  it('prints and makes thumbnails on the same page, each in its own layout', async () => {
    // Screen and print differ here: the thumbnail shows the screen text, the PDF the print text.
    const html =
      '<!doctype html><html><head><style>@media print { .screen { display: none } } @media screen { .print { display: none } }</style></head>' +
      '<body><h1 class="screen">On screen</h1><h1 class="print">On paper</h1></body></html>'
    const fresh = createPdfPrinter({ poolSize: 1 })
    const reused = createPdfPrinter({ poolSize: 1 })
    try {
      const expected = await fresh.thumbnail(html, 300)
      expect(await pdfText(await reused.printPdf(html))).toContain('On paper')
      expect(await reused.thumbnail(html, 300)).toEqual(expected)
      const pdf = await reused.printPdf(html)
      expect(await pdfText(pdf)).toContain('On paper')
      expect(await pdfText(pdf)).not.toContain('On screen')
      expect(reused.poolStats().open).toBe(1)
    } finally {
      await Promise.all([fresh.close(), reused.close()])
    }
  }, 60_000)

  it('collects the garbage printed documents leave in a pooled page, so its renderer does not grow with use', async () => {
    // Each document leaves ~10 MB of JavaScript garbage behind. Measured: after 12 prints the
    // renderer holds ~15 MB more than after the first with the printer's collections, ~135 MB more
    // without them (V8 alone does not collect a renderer with that much headroom).
    const printer = createPdfPrinter({ poolSize: 1 })
    const html = (n: number) =>
      `<!doctype html><html><body><h1>Page ${n}</h1><script>window.junk = Array.from({ length: 200000 }, (_, i) => 'garbage ' + i + ' ${n}')</script></body></html>`
    try {
      await printer.printPdf(html(0))
      const [before] = rendererPssMb()
      for (let n = 1; n <= 12; n++) await printer.printPdf(html(n))
      // The last collection runs after the answer has gone out.
      await new Promise((resolve) => setTimeout(resolve, 500))
      const [after] = rendererPssMb()
      expect(before).toBeGreaterThan(0)
      expect((after ?? 0) - (before ?? 0)).toBeLessThan(60)
    } finally {
      await printer.close()
    }
  }, 120_000)

  it('runs one renderer process per pooled page and keeps the features Playwright disables disabled', async () => {
    const printer = createPdfPrinter({ poolSize: 2 })
    try {
      await Promise.all([printer.printPdf(SIMPLE), printer.printPdf(SIMPLE)])
      const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/)
      const browser = chromiumChildren().find(
        (pid) => !commandLine(pid).some((arg) => arg.startsWith('--type=')),
      )
      expect(browser).toBeDefined()
      // Chromium honours the last --disable-features only: it must hold everything Playwright's (the first) holds.
      const lists = commandLine(browser as number)
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','))
      expect(lists.length).toBeGreaterThan(1)
      expect((lists[0] ?? []).filter((feature) => !(lists.at(-1) ?? []).includes(feature))).toEqual([])
      // Renderers below the browser: one per page, no WebUI pop-ups and no spare.
      const parents = processParents()
      const isBelowBrowser = (pid: number) => isBelow(parents, pid, browser as number)
      const renderers = [...parents.keys()].filter((pid) => {
        try {
          return isBelowBrowser(pid) && commandLine(pid).includes('--type=renderer')
        } catch {
          return false
        }
      })
      expect(renderers).toHaveLength(2)
    } finally {
      await printer.close()
    }
  }, 60_000)

  it('says which browsers it tried and how to fix it when none starts', async () => {
    const printer = createPdfPrinter({ poolSize: 1, chromiumPath: '/nonexistent/chromium' })
    try {
      const error = await printer.printPdf(SIMPLE).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ChromiumNotFoundError)
      expect((error as ChromiumNotFoundError).attempts).toEqual([
        { source: 'CHROMIUM_PATH', path: '/nonexistent/chromium', error: 'does not exist' },
      ])
      const state = printer.state()
      expect(state.status).toBe('unavailable')
      expect(state.status === 'unavailable' && state.detail).toMatch(
        /Tried: CHROMIUM_PATH \/nonexistent\/chromium.*apt-get install chromium/,
      )
      expect(printer.poolStats()).toEqual({ open: 0, idle: 0, waiting: 0 })
    } finally {
      await printer.close()
    }
  })

  it('keeps its page count true when the browser is killed mid-print, and relaunches for the waiting print', async () => {
    const printer = createPdfPrinter({ poolSize: 2 })
    try {
      await printer.printPdf(SIMPLE)
      stalledRequests = 0
      const first = printer.printPdf(hangingHtml).catch((error: unknown) => error)
      const second = printer.printPdf(hangingHtml).catch((error: unknown) => error)
      await waitForStalled(2)
      const third = printer.printPdf(SIMPLE)
      expect(printer.poolStats()).toEqual({ open: 2, idle: 0, waiting: 1 })
      killBrowser()
      expect(await first).toBeInstanceOf(Error)
      expect(await second).toBeInstanceOf(Error)
      const pdf = await third
      expect(await pdfText(pdf)).toContain('Printed page')
      const stats = printer.poolStats()
      expect(stats.waiting).toBe(0)
      expect(stats.open).toBeLessThanOrEqual(2)
      expect(stats.open).toBe(stats.idle)
      // The pool still serves its full size afterwards.
      const again = await Promise.all([
        printer.printPdf(SIMPLE),
        printer.printPdf(SIMPLE),
        printer.printPdf(SIMPLE),
      ])
      expect(again).toHaveLength(3)
      expect(printer.poolStats().open).toBeLessThanOrEqual(2)
    } finally {
      await printer.close()
    }
  }, 60_000)

  it('gives a waiting print an error, never a closed page, when the relaunch fails', async () => {
    // A browser that starts while the switch file exists, like a package being uninstalled under us.
    const dir = mkdtempSync(path.join(tmpdir(), 'applykit-printer-'))
    const switchFile = path.join(dir, 'installed')
    const wrapper = path.join(dir, 'chromium')
    writeFileSync(switchFile, '')
    writeFileSync(
      wrapper,
      `#!/bin/sh\n[ -e "${switchFile}" ] || exit 1\nexec "${await findChromiumPath()}" "$@"\n`,
    )
    chmodSync(wrapper, 0o755)
    const printer = createPdfPrinter({ poolSize: 1, chromiumPath: wrapper })
    try {
      stalledRequests = 0
      const printing = printer.printPdf(hangingHtml).catch((error: unknown) => error)
      await waitForStalled(1)
      const waitingPrint = printer.printPdf(SIMPLE).catch((error: unknown) => error)
      expect(printer.poolStats().waiting).toBe(1)
      rmSync(switchFile)
      killBrowser()
      expect(await printing).toBeInstanceOf(Error)
      const error = await waitingPrint
      expect(error).toBeInstanceOf(ChromiumNotFoundError)
      expect(printer.poolStats()).toEqual({ open: 0, idle: 0, waiting: 0 })
    } finally {
      await printer.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it('refuses a print that waited past the deadline with a retry time', async () => {
    const printer = createPdfPrinter({ poolSize: 1, queueTimeoutMs: 300 })
    try {
      stalledRequests = 0
      const printing = printer.printPdf(hangingHtml).catch((error: unknown) => error)
      await waitForStalled(1)
      const error = await printer.printPdf(SIMPLE).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(PrinterBusyError)
      expect((error as PrinterBusyError).retryAfterS).toBeGreaterThanOrEqual(1)
      expect(printer.poolStats().waiting).toBe(0)
      killBrowser()
      await printing
    } finally {
      await printer.close()
    }
  }, 60_000)

  it('prints 50 simultaneous requests with a pool of 2, never opening more than 2 pages', async () => {
    // A deadline far beyond the burst: this is about the page count, not about waiting.
    const printer: PdfPrinter = createPdfPrinter({ poolSize: 2, queueTimeoutMs: 300_000 })
    try {
      let mostOpen = 0
      const sampler = setInterval(() => (mostOpen = Math.max(mostOpen, printer.poolStats().open)), 5)
      const pdfs = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          printer.printPdf(SIMPLE.replace('Printed page', `Printed page ${i}`)),
        ),
      )
      clearInterval(sampler)
      expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true)
      expect(await pdfText(pdfs[49] as Buffer)).toContain('Printed page 49')
      expect(mostOpen).toBeLessThanOrEqual(2)
      // A page goes back to the pool only after its after-answer work (the periodic garbage
      // collection), so on a loaded machine the last page may still be on its way back.
      await vi.waitFor(() => expect(printer.poolStats()).toEqual({ open: 2, idle: 2, waiting: 0 }), { timeout: 10_000 })
    } finally {
      await printer.close()
    }
  }, 120_000)
})
