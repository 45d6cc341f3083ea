// Prints every letter design (per template, form A) or every national layout to test-results/letters (LETTERS_OUT) for a look:
//   npx tsx --tsconfig tsconfig.node.json scripts/screenshot-letters.tsx [all|layouts]
import { mkdirSync, writeFileSync } from 'node:fs'
import { TEMPLATE_IDS, TEMPLATES } from '#shared/catalogue'
import { LETTER_LAYOUTS, CreateLetterBody } from '#shared/api/letters'
import { richCv } from '#documents/cv/sample-cvs'
import { renderLetterHtml } from '#documents/letter/render-letter-html'
import { createPdfPrinter } from '#server/pdf/pdf-printer'

const OUT = process.env.LETTERS_OUT ?? 'test-results/letters'
mkdirSync(OUT, { recursive: true })
const printer = createPdfPrinter({ poolSize: 1 })
const content = `Sehr geehrte Frau Weber,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen. Seit neun Jahren entwickle ich verteilte Systeme und möchte diese Erfahrung in Ihr Team einbringen.\n\nIn meiner jetzigen Position habe ich die Latenz des Autorisierungsdienstes von 420 ms auf 95 ms gesenkt.\n\nÜber eine Einladung zum Gespräch freue ich mich.\n\nMit freundlichen Grüßen\n\n\n\nOlivia Bennett`
const which = process.argv[2] ?? 'all'
const jobs: [string, string][] = which === 'layouts' ? LETTER_LAYOUTS.map((l) => ['executive-modern', l]) : TEMPLATE_IDS.map((t) => [t, 'din5008-a'])
for (const [templateId, layout] of jobs) {
  const letter = CreateLetterBody.parse({
    cvId: '00000000-0000-4000-8000-000000000000',
    content: layout === 'uk' ? content.replace('Sehr geehrte Frau Weber,', 'Dear Ms Weber,').replace('Mit freundlichen Grüßen', 'Yours sincerely') : content,
    recipient: { company: 'Zahlwerk GmbH', department: 'Personalabteilung', contactName: 'Frau Anna Weber', street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
    language: layout === 'uk' ? 'en' : 'de', layout, subject: 'Bewerbung als Senior Software Engineer', reference: 'SE-2041',
    salary: { min: 70000, max: 80000 }, notice: { amount: 3, unit: 'months', ends: 'end-of-month' }, enclosures: ['Lebenslauf', 'Arbeitszeugnisse'], foldMarks: true,
  })
  const html = renderLetterHtml({ templateId: templateId as never, themeId: TEMPLATES[templateId as 'timeline'].defaultTheme, cv: richCv, letter, today: '2026-12-07' })
  const pdf = await printer.printPdf(html)
  writeFileSync(`${OUT}/${templateId}-${layout}.pdf`, pdf)
}
await printer.close()
