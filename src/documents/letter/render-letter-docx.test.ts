import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { CreateLetterBody, type LetterLayout } from '#shared/api/letters'
import { richCvDe } from '../cv/sample-cvs'
import { renderLetterDocx } from './render-letter-docx'

// The Word letter's address field, read from the DOCX's XML: a frame fixed to the page where a DL
// window envelope shows it (DIN 5008: 85 × 45 mm, 20 mm from the left, 27 mm form A / 45 mm form B
// from the top). 1 mm = 56.7 twips.

const letter = (layout: LetterLayout) =>
  CreateLetterBody.parse({
    cvId: '00000000-0000-4000-8000-000000000000',
    content: 'Sehr geehrte Frau Weber,\n\nich bewerbe mich bei Ihnen.\n\nMit freundlichen Grüßen\n\n\n\nKatharina Schneider',
    recipient: { company: 'Zahlwerk GmbH', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
    language: 'de',
    layout,
  })

async function documentXml(layout: LetterLayout): Promise<string> {
  const docx = await renderLetterDocx({ templateId: 'executive-modern', themeId: 'emerald', cv: richCvDe, letter: letter(layout), today: '2026-12-07' })
  return (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string')
}

type Frame = Record<string, string>

/** Each paragraph's frame properties (attributes without their w: prefix) and its text. */
function paragraphs(xml: string): Array<{ frame: Frame | null; text: string }> {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) => {
    const framePr = /<w:framePr ([^>]*)\/>/.exec(paragraph)?.[1]
    const frame = framePr ? Object.fromEntries([...framePr.matchAll(/w:(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]])) : null
    return { frame, text: paragraph.replace(/<[^>]+>/g, '') }
  })
}

const twips = (mm: number) => Math.round((mm * 1440) / 25.4)

describe('Word letter: DIN 5008 address field', () => {
  it.each([
    ['din5008-a', 27, 20],
    ['din5008-b', 45, 20],
    ['at', 27, 20],
    ['ch', 45, 118],
  ] as const)('%s: the recipient stands in an 85 × 45 mm frame at %i mm from the top', async (layout, topMm, leftMm) => {
    const all = paragraphs(await documentXml(layout))
    const company = all.find((paragraph) => paragraph.text === 'Zahlwerk GmbH')
    expect(company?.frame).toMatchObject({
      x: String(twips(leftMm)),
      y: String(twips(topMm)),
      w: String(twips(layout === 'ch' ? 80 : 85)),
      h: String(twips(45)),
      hRule: 'exact',
      hAnchor: 'page',
      vAnchor: 'page',
      wrap: 'notBeside',
    })
    // Every recipient line in the same frame, the return-address line first, then the empty note zone.
    const framed = all.filter((paragraph) => JSON.stringify(paragraph.frame) === JSON.stringify(company?.frame))
    expect(framed.map((paragraph) => paragraph.text)).toEqual([
      'Katharina Schneider · München',
      '',
      'Zahlwerk GmbH',
      'Frau Anna Weber',
      layout === 'ch' ? 'Hauptstrasse 5' : 'Hauptstraße 5',
      '10115 Berlin',
    ])
    // The letterhead above it ends where the address field begins; the text flows below both.
    const head = all[0]?.frame
    expect(head).toMatchObject({ y: String(twips(10)), h: String(twips(topMm - 10)), hAnchor: 'page', vAnchor: 'page', wrap: 'notBeside' })
    const body = all.find((paragraph) => paragraph.text.startsWith('Sehr geehrte'))
    expect(body?.frame).toBeNull()
  })

  it('keeps the flowing recipient of layouts without a window (UK block style)', async () => {
    const all = paragraphs(await documentXml('uk'))
    expect(all.find((paragraph) => paragraph.text === 'Zahlwerk GmbH')?.frame).toBeNull()
    expect(all.every((paragraph) => paragraph.frame === null)).toBe(true)
  })
})
