import { readdirSync, readFileSync } from 'node:fs'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { richCv } from '#documents/cv/sample-cvs'
import { type BenchRow, measure } from './http.bench'

const BODY = JSON.stringify({ templateId: 'modern-grid', cvData: richCv, theme: 'blue', language: 'en', format: 'pdf' })

/** Memory (PSS) of this process and all its descendants (the Chromium it started), in MB. */
function residentMb(): number {
  const parents = new Map<number, number>()
  const rssKb = new Map<number, number>()
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      parents.set(Number(name), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0))
      // PSS, not RSS: Chromium's processes share most of their pages, and RSS would count them again each time.
      const rollup = readFileSync(`/proc/${name}/smaps_rollup`, 'utf8')
      rssKb.set(Number(name), Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0))
    } catch {
      // the process ended while we looked
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 50; hops++) {
      if (current === process.pid) return true
      current = parents.get(current) ?? 0
    }
    return false
  }
  let kb = 0
  for (const [pid, rss] of rssKb) if (isOurs(pid)) kb += rss
  return Math.round(kb / 1024)
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** PDF export of a 2-page CV with a warm browser, and the HTML render alone. */
export async function benchPdf(baseUrl: string): Promise<{ rows: BenchRow[]; extra: Record<string, number | string>[] }> {
  const headers = { 'content-type': 'application/json' }
  const exportOnce = () => fetch(`${baseUrl}/api/render-template`, { method: 'POST', headers, body: BODY }).then((r) => r.arrayBuffer())
  await exportOnce()
  await exportOnce()

  const sequential: number[] = []
  for (let i = 0; i < 30; i++) {
    const start = performance.now()
    await exportOnce()
    sequential.push(performance.now() - start)
  }
  sequential.sort((a, b) => a - b)

  let peakMb = residentMb()
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb())), 200)
  const concurrent = await measure('POST /api/render-template (PDF, 2 pages)', `${baseUrl}/api/render-template`, 4, {
    method: 'POST',
    headers,
    body: BODY,
    durationS: 10,
  })
  clearInterval(sampler)

  const html: number[] = []
  for (let i = 0; i < 200; i++) {
    const start = performance.now()
    renderCvHtml({ templateId: 'modern-grid', cv: richCv, themeId: 'blue', language: 'en' })
    html.push(performance.now() - start)
  }
  html.sort((a, b) => a - b)

  return {
    rows: [concurrent],
    extra: [
      {
        measure: 'PDF export, sequential, warm browser',
        'p50 ms': Math.round(percentile(sequential, 50)),
        'p95 ms': Math.round(percentile(sequential, 95)),
      },
      { measure: 'PDF export at 4 concurrent', 'PDFs/s': concurrent['requests/s'], 'peak memory MB (PSS, server + Chromium)': peakMb },
      { measure: 'HTML render (modern-grid, 2 pages)', 'p50 ms': percentile(html, 50).toFixed(2), 'p95 ms': percentile(html, 95).toFixed(2) },
    ],
  }
}
