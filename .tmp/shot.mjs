import { chromium } from 'playwright-core'
const [url, out, width = '390', lang = 'de'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, locale: lang, extraHTTPHeaders: { 'accept-language': lang } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
const overflow = await page.evaluate(() => {
  const w = document.documentElement.clientWidth
  const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > w + 1).map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)} text=${(el.textContent || '').slice(0, 40)}`)
  return { scrollWidth: document.documentElement.scrollWidth, clientWidth: w, wide: wide.slice(0, 15) }
})
console.log(JSON.stringify(overflow, null, 1))
await page.screenshot({ path: out, fullPage: true })
await browser.close()
