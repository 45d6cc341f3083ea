import { saveBlob } from '#web/lib/save-blob'

export function downloadText(text: string, fileName: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), `${fileName}.txt`)
}

/**
 * A Word file of plain paragraphs, built in the browser. `docx` is imported on demand so that it is
 * loaded only when someone asks for a .docx, not with the page.
 */
export async function downloadDocx(text: string, fileName: string, language: string): Promise<void> {
  const { Document, Packer, Paragraph, TextRun } = await import('docx')
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => new Paragraph({ spacing: { after: 120 }, children: [new TextRun({ text: line, size: 22, font: 'Calibri' })] }))
  const document = new Document({
    creator: 'ApplyKit',
    styles: { default: { document: { run: { language: { value: language } } } } },
    sections: [{ children: paragraphs }],
  })
  saveBlob(await Packer.toBlob(document), `${fileName}.docx`)
}
