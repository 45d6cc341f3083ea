import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromiumPath } from '#server/pdf/find-chromium'

// What a first visitor's browser downloads for the landing page: every script and stylesheet,
// counted as the bytes that crossed the wire (brotli, as a browser asks for it), until the network
// is idle. Images (template thumbnails) are listed apart.

export interface LandingBytes {
  scripts: number
  stylesheets: number
  images: number
  files: number
  /** Scripts and stylesheets as they came: the compression the server chose. */
  encodings: string
}

export async function measureLandingBytes(url: string, width = 1366): Promise<LandingBytes> {
  const browser = await chromium.launch({
    executablePath: await findChromiumPath({ configuredPath: process.env.CHROMIUM_PATH || undefined }),
    args: CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--headless')),
  })
  try {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    const totals = { scripts: 0, stylesheets: 0, images: 0, files: 0 }
    const encodings = new Set<string>()
    const pending: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const type = request.resourceType()
          const response = await request.response()
          const { responseBodySize, responseHeadersSize } = await request.sizes()
          const bytes = responseBodySize + responseHeadersSize
          if (process.env.LIST_FILES) console.log(type, bytes, request.url())
          if (type === 'script' || type === 'stylesheet') {
            totals[type === 'script' ? 'scripts' : 'stylesheets'] += bytes
            totals.files++
            encodings.add((await response?.headerValue('content-encoding')) ?? 'identity')
          } else if (type === 'image') totals.images += bytes
        })(),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    return { ...totals, encodings: [...encodings].join(', ') }
  } finally {
    await browser.close()
  }
}

// `npx tsx --tsconfig tsconfig.node.json bench/landing.bench.ts http://127.0.0.1:3000/`
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureLandingBytes(process.argv[2] ?? 'http://127.0.0.1:3000/')
  console.table({ ...result, 'JS + CSS KB': ((result.scripts + result.stylesheets) / 1024).toFixed(1) })
}
