import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { LinkedInEntry } from '#tests/fixtures/cvs/linkedin/entry'
import { add, emptyCounts, metrics, OVERALL_FIELDS, score } from '#tests/fixtures/cvs/score-import'
import { extractTextInProcess } from './files/extract-text'
import { loadPdfJs } from './files/pdfjs'
import { isLinkedInExport } from './linkedin-export'
import { parseCvText } from './parse-cv-text'

// Three exports of the LinkedIn slice's tuning set (tests/fixtures/cvs/linkedin/, collected CVs
// printed in the layout of LinkedIn's profile export): roles grouped under their company, a title
// cut by the column, a place on the headline's line, German / Spanish / French dates and durations.
// The whole slice and its report set are in `npm run bench:parse -- --corpus linkedin`.
const RENDERED = new URL('../../../tests/fixtures/cvs/linkedin/rendered/', import.meta.url)
const IDS = ['de-dfe4ec79--linkedin', 'es-865d3205--linkedin', 'fr-bb189310--linkedin']

describe('LinkedIn profile exports', () => {
  it('reads roles under their company, schools and the sidebar', async () => {
    const overall = emptyCounts()
    const experience = emptyCounts()
    for (const id of IDS) {
      const entry = JSON.parse(
        readFileSync(new URL(`${id}.expected.json`, RENDERED), 'utf8'),
      ) as LinkedInEntry
      const extracted = await extractTextInProcess(
        'pdf',
        new Uint8Array(readFileSync(new URL(entry.file, RENDERED))),
      )
      const scores = score(entry.expected, parseCvText(extracted.text, extracted))
      for (const field of OVERALL_FIELDS) add(overall, scores[field])
      add(experience, scores.experience)
    }
    expect(metrics(experience).f1).toBeGreaterThanOrEqual(0.95)
    expect(metrics(overall).f1).toBeGreaterThanOrEqual(0.95)
  }, 30_000)

  it('leaves other CVs to the general reader', () => {
    const lines = [
      'Jane Roe',
      'Experience',
      'Acme GmbH',
      'Developer',
      'March 2020 - Present',
      'Skills',
      'Go, SQL',
    ]
    expect(isLinkedInExport(lines)).toBe(false)
  })

  it('prints no contact data but the generated one of its source', async () => {
    // The slice is printed from the anonymised collected sources: every e-mail, profile link and
    // phone number on its pages is the one collected/anonymise.ts generated for that source.
    const pdfjs = await loadPdfJs()
    const leaks: string[] = []
    for (const file of readdirSync(RENDERED).filter((name) => name.endsWith('.pdf'))) {
      const source = file.split('--')[0] ?? ''
      const generated = (
        JSON.parse(
          readFileSync(
            new URL(
              `../collected/sources/${source}.json`,
              new URL('../../../tests/fixtures/cvs/linkedin/', import.meta.url),
            ),
            'utf8',
          ),
        ) as {
          meta: { anonymised: { email: string; phone: string; handle: string } }
        }
      ).meta.anonymised
      const document = await pdfjs.getDocument({
        data: new Uint8Array(readFileSync(new URL(file, RENDERED))),
        isEvalSupported: false,
      }).promise
      let text = JSON.stringify((await document.getMetadata()).info)
      for (let number = 1; number <= document.numPages; number += 1)
        text += (await (await document.getPage(number)).getTextContent()).items
          .map((item) => ('str' in item ? item.str : ''))
          .join('\n')
      await document.destroy()
      // The narrow sidebar cuts addresses and links at the line's end: a prefix of the generated one is it.
      for (const [email, domain = ''] of text.matchAll(/[\w.+-]+@([\w.-]*)/g))
        if (!['example.com', 'example.org', 'example.net'].some((known) => known.startsWith(domain)))
          leaks.push(`${file}: ${email}`)
      for (const [, handle] of text.matchAll(/linkedin\.com\/in\/([\w-]+)/g))
        if (!generated.handle.startsWith(handle ?? '') || (handle ?? '').length < 6)
          leaks.push(`${file}: ${handle}`)
      const phone = generated.phone.replace(/\D/g, '')
      for (const [number] of text.matchAll(/(?:\+|\b0|\()[\d ()./-]{8,}\d/g))
        if (number.replace(/\D/g, '').length >= 9 && !phone.includes(number.replace(/\D/g, '')))
          leaks.push(`${file}: ${number}`)
    }
    expect(leaks).toEqual([])
  }, 60_000)
})
