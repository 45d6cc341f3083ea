import { Eye, PenLine } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { LetterAlignment } from '#shared/api/ai'
import type { Locale } from '#shared/i18n/locales'
import { PagedPdfPreview } from '#web/components/paged-pdf-preview'
import { Card, CardContent, CardHeader } from '#web/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { letterPreviewKey, letterPreviewPdf } from '#web/lib/letter-preview'
import { LetterActions, type LetterDocumentState } from './letter-document'
import { LetterPreview } from './letter-preview'

export type LetterView = 'text' | 'design'

/**
 * The letter: save and download above it, then the text to type on or the letter as it prints in
 * its CV's design and layout, page by page, following every change to the text and the details.
 */
export function LetterPanel({
  doc,
  letter,
  onChange,
  alignment,
  language,
  view,
  onViewChange,
}: {
  doc: LetterDocumentState
  letter: string
  onChange: (letter: string) => void
  alignment: LetterAlignment
  language: Locale
  view: LetterView
  onViewChange: (view: LetterView) => void
}) {
  const { t } = useTranslation()
  const { fields } = doc
  const canPrint = fields.cvId !== '' && fields.content !== ''
  const pdfKey = canPrint ? letterPreviewKey(fields) : null

  return (
    <Card className="overflow-hidden" data-testid="letter-panel">
      <CardHeader className="grid gap-3">
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{t('coverLetter.panel.title')}</h2>
        <LetterActions doc={doc} />
      </CardHeader>
      <CardContent className="px-3 sm:px-6">
        <Tabs value={view} onValueChange={(next) => onViewChange(next as LetterView)}>
          <TabsList aria-label={t('coverLetter.panel.views')}>
            <TabsTrigger value="text">
              <PenLine className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden />
              {t('coverLetter.panel.text')}
            </TabsTrigger>
            <TabsTrigger value="design">
              <Eye className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden />
              {t('coverLetter.panel.design')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="text" className="mt-4">
            <LetterPreview letter={letter} onChange={onChange} alignment={alignment} language={language} />
          </TabsContent>
          <TabsContent value="design" className="mt-4">
            <div className="rounded-xl bg-slate-100 p-3 ring-1 ring-slate-200 ring-inset sm:p-5">
              <PagedPdfPreview
                pdfKey={pdfKey}
                load={(signal) => letterPreviewPdf(fields, signal)}
                label={t('letters.preview.label')}
                language={language}
                className="mx-auto max-w-[794px]"
                placeholder={
                  <p className="max-w-xs text-sm text-slate-700">
                    {fields.content === '' ? t('coverLetter.panel.needText') : t('coverLetter.panel.needCv')}
                  </p>
                }
              />
            </div>
            <p className="mt-3 text-xs text-slate-600">{t('coverLetter.panel.designNote')}</p>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  )
}
