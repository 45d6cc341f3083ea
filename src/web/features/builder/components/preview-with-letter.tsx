import { useQuery } from '@tanstack/react-query'
import { FileText, Mail, PenLine } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { contract } from '#shared/api/contract'
import type { LetterRecord } from '#shared/api/letters'
import type { CvData } from '#shared/cv/cv.schema'
import { PagedPdfPreview } from '#web/components/paged-pdf-preview'
import { Button } from '#web/components/ui/button'
import { Select } from '#web/components/ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { apiQuery } from '#web/lib/api-query'
import { letterPreviewKey, letterPreviewPdf } from '#web/lib/letter-preview'
import { PATHS } from '#web/lib/paths'
import { readSavedCv } from '../builder-storage'
import type { CvLook } from '../cv-look'
import { CvPreview } from './cv-preview'

// The builder's preview for a signed-in writer: the CV, or a letter linked to this CV, in the same
// design (the one chosen here, even before autosave has stored it), page by page as they print.

type View = 'cv' | 'letter'

function LetterPages({ letter, look }: { letter: LetterRecord; look: CvLook }) {
  const { t } = useTranslation()
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, cvId, ...fields } = letter
  const body = { ...fields, cvId: cvId ?? '', templateId: look.templateId, theme: look.themeId }
  return (
    <PagedPdfPreview
      pdfKey={cvId ? letterPreviewKey(body) : null}
      load={(signal) => letterPreviewPdf(body, signal)}
      label={t('builder.letterTab.previewLabel', { title: letter.title })}
      language={letter.language}
      testId="builder-letter-preview"
    />
  )
}

function LinkedLetter({ cvId, look }: { cvId: string; look: CvLook }) {
  const { t } = useTranslation()
  const list = useQuery({ ...apiQuery(contract.letters.list), staleTime: 0 })
  const linked = (list.data ?? []).filter((letter) => letter.cvId === cvId)
  const [chosen, setChosen] = useState<string | null>(null)
  const letterId = linked.find((letter) => letter.id === chosen)?.id ?? linked[0]?.id ?? null
  const record = useQuery({ ...apiQuery(contract.letters.read, { params: { id: letterId ?? '' } }), enabled: letterId !== null })

  if (list.isPending) return <p className="py-10 text-center text-sm text-slate-600">{t('builder.letterTab.loading')}</p>
  if (linked.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center" data-testid="builder-letter-none">
        <Mail className="mx-auto h-8 w-8 text-slate-500" aria-hidden />
        <p className="mt-3 font-medium text-slate-900">{t('builder.letterTab.none')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('builder.letterTab.noneHint')}</p>
        <Button className="mt-4" asChild>
          <Link to={PATHS.coverLetterWriter}>
            <PenLine className="h-4 w-4" aria-hidden />
            {t('builder.letterTab.write')}
          </Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="grid gap-3">
      {linked.length > 1 && (
        <div className="grid gap-1.5 sm:max-w-sm">
          <label htmlFor="builder-letter-choice" className="text-sm font-medium text-slate-800">
            {t('builder.letterTab.choose')}
          </label>
          <Select
            id="builder-letter-choice"
            value={letterId ?? ''}
            onValueChange={setChosen}
            options={linked.map((letter) => ({ value: letter.id, label: [letter.title, letter.company].filter(Boolean).join(' – ') }))}
          />
        </div>
      )}
      {record.data ? (
        <LetterPages letter={record.data} look={look} />
      ) : record.isError ? (
        <p role="alert" className="text-sm text-red-700">{t('letters.preview.failed')}</p>
      ) : (
        <p className="py-10 text-center text-sm text-slate-600">{t('builder.letterTab.loading')}</p>
      )}
      <p className="text-xs text-slate-600">
        {t('builder.letterTab.editHint')}{' '}
        <Link to={PATHS.coverLetterWriter} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('builder.letterTab.openWriter')}
        </Link>
      </p>
    </div>
  )
}

export function PreviewWithLetter({
  cv,
  look,
  isSignedIn,
  announceErrors,
  className,
}: {
  cv: CvData
  look: CvLook
  isSignedIn: boolean
  announceErrors?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const [view, setView] = useState<View>('cv')
  // Letters are linked to saved CVs: a visitor's CV has none.
  const savedId = isSignedIn ? (readSavedCv()?.id ?? null) : null
  if (!savedId) return <CvPreview cv={cv} look={look} announceErrors={announceErrors} className={className} />
  return (
    <Tabs value={view} onValueChange={(next) => setView(next as View)} className={className}>
      <TabsList aria-label={t('builder.letterTab.views')}>
        <TabsTrigger value="cv">
          <FileText className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden />
          {t('builder.letterTab.cv')}
        </TabsTrigger>
        <TabsTrigger value="letter">
          <Mail className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden />
          {t('builder.letterTab.letter')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="cv" className="mt-4">
        <CvPreview cv={cv} look={look} announceErrors={announceErrors} />
      </TabsContent>
      <TabsContent value="letter" className="mt-4">
        <LinkedLetter cvId={savedId} look={look} />
      </TabsContent>
    </Tabs>
  )
}
