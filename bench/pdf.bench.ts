import { readdirSync, readFileSync } from 'node:fs'
import { renderCvHtml } from '#documents/cv/render-cv-html'
import { richCv } from '#documents/cv/sample-cvs'
import { type BenchRow, measure } from './http.bench'

const BODY = JSON.stringify({ templateId: 'modern-grid', cvData: richCv, theme: 'blue', language: 'en', format: 'pdf' })

/** Resident memory of this process plus every Chromium process it started, in MB. */
function residentMb(): number {
  let kb = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const isOurs = Number(pid) === process.pid || (/^Name:\s+(chrom|headless)/m.test(status) && /^PPid:/m.test(status))
      if (isOurs) kb += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
    } catch {
      // the process ended while we looked
    }
  }
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
      { measure: 'PDF export at 4 concurrent', 'PDFs/s': concurrent['requests/s'], 'peak RSS MB (server + Chromium)': peakMb },
      { measure: 'HTML render (modern-grid, 2 pages)', 'p50 ms': percentile(html, 50).toFixed(2), 'p95 ms': percentile(html, 95).toFixed(2) },
    ],
  }
}
