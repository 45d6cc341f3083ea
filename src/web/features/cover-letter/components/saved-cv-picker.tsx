import { useQueryClient } from '@tanstack/react-query'
import { FileText, Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toCoverLetterCv } from '#shared/cv/cv-mappers'
import { Button } from '#web/components/ui/button'
import { describeApiError } from '#web/lib/api-errors'
import { formatDate } from '#web/lib/i18n'
import { PATHS } from '#web/lib/paths'
import { cvQuery, useCvList } from '#web/lib/saved-cvs'
import type { ParsedCv } from './cv-card'

/** A signed-in writer's third way to give the CV: one of the CVs saved in the builder, no upload again. */
export function SavedCvPicker({ onPicked, onFailed }: { onPicked: (cv: ParsedCv) => void; onFailed: (message: string) => void }) {
  const { t } = useTranslation()
  const list = useCvList()
  const queryClient = useQueryClient()
  const [loadingId, setLoadingId] = useState<string | null>(null)

  const pick = async (id: string) => {
    setLoadingId(id)
    try {
      const record = await queryClient.fetchQuery(cvQuery(id))
      onPicked({ data: { ...toCoverLetterCv(record.cvData), cvData: record.cvData }, cvText: null, cvId: id })
    } catch (error) {
      onFailed(describeApiError(error, t('coverLetter.cv.saved.failed')))
    } finally {
      setLoadingId(null)
    }
  }

  if (list.isPending) return <div className="h-24 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-busy="true" />
  if (list.isError) return <p className="text-sm text-red-700">{describeApiError(list.error, t('coverLetter.cv.saved.failed'))}</p>
  if (list.data.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        {t('coverLetter.cv.saved.none')}{' '}
        <a href={`${PATHS.app}?new=1`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t('coverLetter.cv.saved.build')}
        </a>
      </p>
    )
  }
  return (
    <ul className="grid gap-2" aria-label={t('coverLetter.cv.saved.label')}>
      {list.data.map((cv) => (
        <li key={cv.id}>
          <Button
            variant="secondary"
            className="h-auto w-full justify-start gap-3 py-3 text-left"
            disabled={loadingId !== null}
            onClick={() => void pick(cv.id)}
          >
            {loadingId === cv.id ? (
              <Loader2 className="h-4 w-4 shrink-0 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : (
              <FileText className="h-4 w-4 shrink-0" aria-hidden />
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium">{cv.title}</span>
              <span className="block text-xs font-normal text-slate-600">{t('coverLetter.cv.saved.modified', { date: formatDate(cv.updatedAt) })}</span>
            </span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
