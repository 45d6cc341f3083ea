import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { signInNewTrial, useLanguage } from './support.ts'

// Issue 25: a grade-1 letter from a published phrase list (tests/fixtures/zeugnis-collected, every
// criterion's grade-1 sentence in the published order, the male form), with "galt als hervorragende
// Führungskraft", reads Positive and the answer says that the phrase is read differently.

const PHRASES = JSON.parse(
  readFileSync('tests/fixtures/zeugnis-collected/jesperbeisner-generator/phrases.json', 'utf8'),
) as Array<{ grade: number; text: string }>
const LETTER = [
  'Arbeitszeugnis',
  'Herr Jonas Keller, geboren am 12. März 1988, war vom 1. April 2018 bis zum 31. März 2023 als Teamleiter Einkauf in unserem Unternehmen tätig. Er leitete ein Team von sechs Mitarbeiterinnen und Mitarbeitern.',
  ...PHRASES.filter((entry) => entry.grade === 1).map((entry) =>
    entry.text
      .replace(/%Nachname%/g, 'Keller')
      .replace(/%Austrittsdatum%/g, '31. März 2023')
      .replace(/%[^%/]+\/([^%]+)%/g, '$1'),
  ),
].join('\n\n')


for (const width of [390, 1366]) {
  test(`a letter by another writer reads Positive and names the contested phrase (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await useLanguage(page, 'en')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await signInNewTrial(page, 'writers')
    await page.goto('/analyze')
    await page.getByLabel('Reference letter text').fill(LETTER)
    await page.getByRole('button', { name: 'Analyze letter' }).click()
    await expect(page.getByTestId('zeugnis-category')).toHaveText('Positive')
    await expect(page.getByText(/is read differently/).first()).toBeVisible()
    await page.screenshot({ path: `test-results/zeugnis-other-writers-${width}.png`, fullPage: true })
  })
}
