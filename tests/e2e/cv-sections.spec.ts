import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { api, previewText, sessionValue, signIn } from './builder-support.ts'
import { expectNoSeriousA11yViolations, useLanguage } from './support.ts'

// Issue 29: the further sections, their order and visibility in the builder, and the server's
// JSON Resume import, driven with the official JSON Resume example of a senior engineer.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR || 'test-results/screenshots'
const senior = readFileSync(new URL('../fixtures/json-resume/senior-engineer.resume.json', import.meta.url))

type StoredCv = {
  awards?: unknown[]
  publications?: unknown[]
  references?: unknown[]
  customSections?: Array<{ title: string; entries: Array<{ title: string }> }>
  layout?: { sectionOrder?: string[]; hiddenSections?: string[] }
}

async function stored(page: Page): Promise<StoredCv> {
  return JSON.parse((await sessionValue(page, 'applykit.cvBuilderData'))!) as StoredCv
}

async function shootBoth(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await page.waitForTimeout(250)
    await page.screenshot({ path: `${SHOTS}/cv-sections-${name}-${width}.png`, fullPage: true })
    await page.locator('#cv-order').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/cv-sections-${name}-${width}-order.png` })
    await page.locator('#cv-custom').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/cv-sections-${name}-${width}-custom.png` })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

test.describe('CV sections', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
  })

  test('visitor: the official sample keeps its sections; order by keyboard, hide one, add a section of their own', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/cv-builder-v2?new=1')
    await page
      .getByTestId('json-resume-input')
      .setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: senior })
    await expect(page.getByRole('status').getByText('JSON Resume imported')).toBeVisible()
    const imported = await stored(page)
    expect(imported.awards).toHaveLength(2)
    expect(imported.publications).toHaveLength(2)
    expect(imported.references).toHaveLength(2)

    await page.getByRole('button', { name: 'Continue to templates' }).click()
    await page.getByRole('button', { name: 'Next: edit your CV' }).click()
    await expect(page.getByRole('heading', { name: 'Section order' })).toBeVisible()
    await expect(page.locator('#cv-awards').getByLabel('Award', { exact: true }).first()).not.toHaveValue('')

    // Keyboard drag and drop: lift Awards, move it above Work experience, drop.
    const handle = page.getByRole('button', { name: 'Move Awards' })
    await handle.focus()
    await page.keyboard.press('Space')
    expect((await stored(page)).layout?.sectionOrder).toBeUndefined()
    // One step at a time: each move is measured from where the last one left the row.
    for (let step = 0; step < 7; step += 1) {
      await page.keyboard.press('ArrowUp')
      await page.waitForTimeout(200)
    }
    await page.keyboard.press('Space')
    await expect(page.getByRole('status').filter({ hasText: 'Awards dropped at position 2 of 13.' })).toBeAttached()
    await expect
      .poll(async () => {
        const order = (await stored(page)).layout?.sectionOrder ?? []
        return order.indexOf('awards') < order.indexOf('experience') && order.indexOf('awards') >= 0
      })
      .toBe(true)
    const order = (await stored(page)).layout!.sectionOrder!
    expect(order[0]).toBe('profile')
    expect(order[1]).toBe('awards')

    // Hide the publications: kept in the CV, gone from the documents.
    await page.getByRole('button', { name: 'Hide Publications from the CV' }).click()
    await expect(page.getByRole('button', { name: 'Show Publications on the CV again' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const afterHide = await stored(page)
    expect(afterHide.layout?.hiddenSections).toEqual(['publications'])
    expect(afterHide.publications).toHaveLength(2)

    // A section of their own.
    await page.getByRole('button', { name: 'Add a section' }).click()
    await page.getByLabel('Section heading').fill('Driving licence')
    await page.locator('#cv-custom').getByRole('button', { name: 'Add entry' }).click()
    await page.locator('#cv-custom').getByLabel('Title', { exact: true }).fill('Class B')
    await expect
      .poll(async () => (await stored(page)).customSections?.[0]?.entries[0]?.title)
      .toBe('Class B')
    await expectNoSeriousA11yViolations(page)
    await page.locator('#cv-order').scrollIntoViewIfNeeded()
    await shootBoth(page, 'edit')

    await page.getByRole('button', { name: 'Next: preview and export' }).first().click()
    await expect.poll(() => previewText(page), { timeout: 60_000 }).toContain('Driving licence')
    const text = await previewText(page)
    expect(text).toContain('Class B')
    expect(text).toContain('Awards')
    expect(text).not.toContain('Publications')
    expect(text.indexOf('Awards')).toBeLessThan(text.indexOf('Work Experience'))
  })

  test('signed-in: a JSON Resume file is saved through the server, and the same file again asks first', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const sessionId = await signIn(page)
    await page.goto('/app?new=1')
    const input = page.getByTestId('json-resume-input')
    await input.setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: senior })
    await expect(page.getByRole('status').getByText('JSON Resume imported')).toBeVisible()
    await expect.poll(async () => (await api(page.request, sessionId).list()).length).toBe(1)

    await page.goto('/app?new=1')
    await page
      .getByTestId('json-resume-input')
      .setInputFiles({ name: 'resume.json', mimeType: 'application/json', buffer: senior })
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await api(page.request, sessionId).list()).toHaveLength(1)
  })
})
