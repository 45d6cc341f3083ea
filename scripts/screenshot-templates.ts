// Prints every CV template with the rich sample CV through Chromium: page 1 as PNG and the whole
// document as PDF under test-results/templates/, then checks what a reviewer would otherwise
// check by hand: nothing overflows the page width (rich, minimal, long and edge-case CVs), the
// PDF text holds the name, e-mail, employers and titles in reading order, and how long the HTML
// render takes. Run: npx tsx scripts/screenshot-templates.ts [template-id …]

import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { TEMPLATE_IDS, TEMPLATES, type TemplateId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { WATERMARK_TEXT } from '#shared/plans'
import { renderCvHtml } from '#documents/cv/render-cv-html.tsx'
import { edgeCaseCv, longCv, minimalCv, richCv, richCvDe } from '#tests/fixtures/sample-cvs'
import { placeholderPhoto } from '#tests/fixtures/placeholder-photo'

const OUT_DIR = join(process.cwd(), 'test-results', 'templates')
const VIEWPORT = { width: 794, height: 1123 }

const requested = process.argv
  .slice(2)
  .filter((arg): arg is TemplateId => (TEMPLATE_IDS as readonly string[]).includes(arg))
const templateIds: readonly TemplateId[] = requested.length > 0 ? requested : TEMPLATE_IDS

async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const found: string[] = []
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`document scrollWidth ${document.documentElement.scrollWidth}`)
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      if (box.right > width + 1 || box.left < -1) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
        )
      }
    }
    return found.slice(0, 5)
  }, VIEWPORT.width)
}

/** Text inside boxes Chromium paints out of document order (see print.css.ts). */
async function textOutOfPaintOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      for (
        let element = node.parentElement;
        element && element !== document.body;
        element = element.parentElement
      ) {
        if (element.classList.contains('cv-watermark')) break
        const style = getComputedStyle(element)
        if (
          style.position !== 'static' ||
          style.transform !== 'none' ||
          style.opacity !== '1' ||
          style.filter !== 'none'
        ) {
          found.add(`${element.tagName.toLowerCase()}.${element.className}`)
          break
        }
      }
    }
    return [...found].slice(0, 5)
  })
}

function occurrences(text: string, needle: string): number[] {
  const found: number[] = []
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + 1))
    found.push(index)
  return found
}

/** Name, then e-mail, then each employer in order with its job title close by. */
function checkReadingOrder(text: string, cv: CvData): string[] {
  const flat = text.replace(/\s+/g, ' ')
  const problems: string[] = []
  const namePos = flat.indexOf(cv.personal.fullName)
  const emailPos = flat.indexOf(cv.personal.email)
  if (namePos === -1) problems.push('name missing')
  if (emailPos === -1) problems.push('e-mail missing')
  if (namePos > emailPos) problems.push('e-mail before name')
  let previous = Math.max(namePos, emailPos)
  cv.experience.forEach((job, index) => {
    const companyPos = flat.indexOf(job.company, previous + 1)
    if (companyPos === -1) {
      problems.push(`employer ${index + 1} missing or out of order`)
      return
    }
    const gaps = occurrences(flat, job.title).map((pos) => Math.abs(pos - companyPos))
    const gap = Math.min(...gaps)
    if (gaps.length === 0) problems.push(`title ${index + 1} missing`)
    else if (gap > 160) problems.push(`title ${index + 1} far from its employer (${gap} chars)`)
    previous = companyPos
  })
  return problems
}

function pdfText(path: string, raw: boolean): string {
  return execFileSync('pdftotext', [...(raw ? ['-raw'] : []), path, '-'], { encoding: 'utf8' })
}

/** Fonts embedded as Type 3 (glyph procedures, as Chromium does for variable fonts) parse badly. */
function type3Fonts(path: string): number {
  return execFileSync('pdffonts', [path], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('Type 3')).length
}

function pdfPages(path: string): number {
  const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' })
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0)
}

function renderTiming(templateId: TemplateId): number {
  const input = {
    templateId,
    cv: richCv,
    themeId: TEMPLATES[templateId].defaultTheme,
    language: 'en' as const,
  }
  for (let index = 0; index < 20; index++) renderCvHtml(input)
  const runs = 100
  const start = performance.now()
  for (let index = 0; index < runs; index++) renderCvHtml(input)
  return (performance.now() - start) / runs
}

async function main() {
  mkdirSync(OUT_DIR, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = await browser.newPage({ viewport: VIEWPORT })
  const photo = placeholderPhoto()
  const report: string[] = []
  let failures = 0

  for (const templateId of templateIds) {
    const themeId = TEMPLATES[templateId].defaultTheme
    const render = (cv: CvData, extra: { watermark?: string; language?: 'en' | 'de' } = {}) =>
      renderCvHtml({ templateId, cv, themeId, language: extra.language ?? 'en', watermark: extra.watermark })

    const html = render(richCv)
    writeFileSync(join(OUT_DIR, `${templateId}.html`), html)
    const pdfPath = join(OUT_DIR, `${templateId}.pdf`)
    // Load and print a few times on the warm page; the last (and fastest) run is what a pool sees.
    const printTimes: number[] = []
    for (let run = 0; run < 4; run++) {
      const started = performance.now()
      await page.setContent(html, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      await page.pdf({ path: pdfPath, format: 'A4', printBackground: true, preferCSSPageSize: true })
      printTimes.push(performance.now() - started)
    }
    await page.screenshot({ path: join(OUT_DIR, `${templateId}.png`) })
    const overflow = { rich: await overflowingElements(page) } as Record<string, string[]>
    const outOfOrder = await textOutOfPaintOrder(page)
    if (outOfOrder.length > 0) overflow['paint order'] = outOfOrder

    const variants: [string, string][] = [
      ['minimal', render(minimalCv)],
      ['long', render(longCv, { watermark: WATERMARK_TEXT })],
      ['edge', render(edgeCaseCv)],
      ['de', render({ ...richCvDe, personal: { ...richCvDe.personal, photo } }, { language: 'de' })],
      [
        'photo',
        render({ ...richCv, personal: { ...richCv.personal, photo } }, { watermark: WATERMARK_TEXT }),
      ],
    ]
    const pages: Record<string, number> = { rich: pdfPages(pdfPath) }
    for (const [name, variantHtml] of variants) {
      await page.setContent(variantHtml, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      overflow[name] = await overflowingElements(page)
      if (name === 'photo' || name === 'de' || name === 'edge')
        await page.screenshot({ path: join(OUT_DIR, `${templateId}-${name}.png`) })
      if (name === 'long' || name === 'photo' || name === 'minimal') {
        const path = join(OUT_DIR, `${templateId}-${name}.pdf`)
        await page.pdf({ path, format: 'A4', printBackground: true, preferCSSPageSize: true })
        pages[name] = pdfPages(path)
        if (name === 'long' && !pdfText(path, false).includes(WATERMARK_TEXT))
          overflow[name]?.push('watermark missing from PDF text')
      }
    }

    if (type3Fonts(pdfPath) > 0) overflow['fonts'] = [`${type3Fonts(pdfPath)} Type 3 fonts in the PDF`]
    const orderDefault = checkReadingOrder(pdfText(pdfPath, false), richCv)
    const orderRaw = checkReadingOrder(pdfText(pdfPath, true), richCv)
    const overflowProblems = Object.entries(overflow).filter(([, list]) => list.length > 0)
    const ok = orderDefault.length === 0 && orderRaw.length === 0 && overflowProblems.length === 0
    if (!ok) failures++
    report.push(
      [
        `${ok ? 'ok  ' : 'FAIL'} ${templateId.padEnd(26)} render ${renderTiming(templateId).toFixed(2)} ms, html ${Math.round(html.length / 1024)} KB, print ${Math.round(Math.min(...printTimes))} ms`,
        `pages ${Object.entries(pages)
          .map(([name, count]) => `${name}=${count}`)
          .join(' ')}`,
        orderDefault.length ? `pdftotext: ${orderDefault.join('; ')}` : '',
        orderRaw.length ? `pdftotext -raw: ${orderRaw.join('; ')}` : '',
        ...overflowProblems.map(([name, list]) => `overflow (${name}): ${list.join(', ')}`),
      ]
        .filter(Boolean)
        .join('\n     '),
    )
  }

  const sheet = `<!doctype html><html><body style="margin:0;background:#cbd5e1;display:grid;grid-template-columns:repeat(4,397px);gap:12px;padding:12px;font:12px sans-serif">${templateIds
    .map(
      (id) =>
        `<figure style="margin:0"><img src="file://${join(OUT_DIR, `${id}.png`)}" width="397" style="display:block;box-shadow:0 1px 4px #0003"><figcaption>${id}</figcaption></figure>`,
    )
    .join('')}</body></html>`
  const sheetPath = join(OUT_DIR, '_contact-sheet.html')
  writeFileSync(sheetPath, sheet)
  await page.setViewportSize({ width: 4 * 397 + 60, height: 800 })
  await page.goto(`file://${sheetPath}`)
  await page.screenshot({ path: join(OUT_DIR, '_contact-sheet.png'), fullPage: true })

  await browser.close()
  console.log(report.join('\n'))
  console.log(
    `\n${templateIds.length - failures}/${templateIds.length} templates passed; files in ${OUT_DIR}`,
  )
  if (failures > 0) process.exitCode = 1
}

await main()
