import { useQuery } from '@tanstack/react-query'
import { Download, FileLock2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SnapshotRecord } from '#shared/api/application-proof'
import { contract } from '#shared/api/contract'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { callApiFile } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { apiQuery } from '#web/lib/api-query'
import { saveBlob } from '#web/lib/save-blob'

const routes = contract.applicationProof

/**
 * "Sent documents": the PDFs kept when the application moved to Applied, each with its time and
 * SHA-256, to download as evidence of exactly what was sent.
 */
export function SentDocumentsPanel({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation()
  const list = useQuery(apiQuery(routes.snapshots, { params: { id: applicationId } }))
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const download = async (snapshot: SnapshotRecord) => {
    try {
      const response = await callApiFile(routes.snapshotPdf, { params: { id: applicationId, snapshotId: snapshot.id } })
      saveBlob(await response.blob(), snapshot.filename)
    } catch (error) {
      toast({ title: t('applications.sent.downloadFailed'), description: describeApiError(error, t('applications.sent.downloadFailed')), variant: 'error' })
    }
  }
  const snapshots = list.data?.snapshots ?? []
  return (
    <section aria-labelledby="sent-title" className="rounded-xl border border-slate-200 p-4 sm:col-span-2">
      <h3 id="sent-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <FileLock2 className="h-4 w-4 text-slate-600" aria-hidden />
        {t('applications.sent.title')}
      </h3>
      {list.isPending ? (
        <p className="mt-2 text-sm text-slate-600">{t('applications.loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {describeApiError(list.error, t('applications.sent.loadFailed'))}
        </p>
      ) : snapshots.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('applications.sent.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {snapshots.map((snapshot) => (
            <li key={snapshot.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm font-medium text-slate-900">
                  <span className="mr-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{t(`applications.sent.kind.${snapshot.kind}`)}</span>
                  {snapshot.cvTitle || snapshot.filename}
                </p>
                <p className="text-xs text-slate-600">
                  <time dateTime={snapshot.createdAt}>{t('applications.sent.keptAt', { when: when.format(new Date(snapshot.createdAt)) })}</time>
                  {' · '}
                  {t('applications.sent.size', { kb: Math.max(1, Math.round(snapshot.sizeBytes / 1024)) })}
                </p>
                <p className="break-all font-mono text-[11px] leading-4 text-slate-700">
                  <span className="font-sans">{t('applications.sent.sha256')} </span>
                  {snapshot.sha256}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => void download(snapshot)} aria-label={t('applications.sent.downloadNamed', { name: snapshot.filename })}>
                <Download className="h-4 w-4" aria-hidden />
                {t('applications.sent.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-600">{t('applications.sent.hint')}</p>
    </section>
  )
}
