import { expect, type Page, test } from '@playwright/test'
import { loadCollectedLetters } from '../fixtures/zeugnis-collected/collected.ts'
import { useLanguage } from './support.ts'

// Issue 25: a grade-1 letter assembled from a published phrase list, with "galt als hervorragende
// Führungskraft", reads Positive and the answer says that the phrase is read differently.

const LETTER = loadCollectedLetters('jesperbeisner-generator').find((entry) =>
  entry.name.endsWith('note-1-f-fuehrung'),
)?.text

async function signIn(page: Page): Promise<void> {
  const email = `writers-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
  const sent = await page.request.post('/api/auth/send-trial-token', { data: { email, language: 'en' } })
  expect(sent.ok()).toBe(true)
  const mails = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>
  const match = /https?:\/\/[^\s]+(\/auth\/token\?token=[A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')
  if (!match?.[1]) throw new Error(`no link for ${email}`)
  await page.goto(match[1])
  await expect(page).toHaveURL('/dashboard')
}

for (const width of [390, 1366]) {
  test(`a letter by another writer reads Positive and names the contested phrase (${width} px)`, async ({ page }) => {
    if (!LETTER) throw new Error('collected letter missing')
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signIn(page)
    await page.goto('/analyze')
    await page.getByLabel('Reference letter text').fill(LETTER)
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Positive')
    await expect(page.getByText(/is read differently/).first()).toBeVisible()
    await page.screenshot({ path: `test-results/zeugnis-other-writers-${width}.png`, fullPage: true })
  })
}
