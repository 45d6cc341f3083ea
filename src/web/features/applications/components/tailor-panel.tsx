import { ArrowUp, Loader2, Save, WandSparkles, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TailorChange } from '#shared/api/application-actions'
import type { ApplicationRecord } from '#shared/api/applications'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { useKeepTailoredCv, useTailorCv } from '../api/applications-api'

/** A long bullet or sentence is shown cut, the full text in its title. */
const short = (text: string) => (text.length > 110 ? `${text.slice(0, 107).trimEnd()}…` : text)

function ChangeLine({ change }: { change: TailorChange }) {
  const { t } = useTranslation()
  return (
    <li className="flex gap-2 text-sm text-slate-800">
      <ArrowUp className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700" aria-hidden />
      <div className="min-w-0">
        <p className="break-words" title={change.subject}>
          {t(`applications.tailor.change.${change.kind}`, { subject: short(change.subject), context: change.context ?? '' })}
        </p>
        {change.terms.length > 0 && <p className="text-xs text-slate-600">{t('applications.tailor.terms', { terms: change.terms.join(', ') })}</p>}
      </div>
    </li>
  )
}

/**
 * The Copilot's tailored CV: a copy of the linked CV with what the ad asks for moved up. The list
 * of changes is shown first; only "Keep as new CV" saves the copy (linked to this application).
 */
export function TailorPanel({
  application,
  version,
  isReady,
  onLinked,
}: {
  application: ApplicationRecord
  version: number
  isReady: boolean
  onLinked: (linked: { cvId: string; version: number }) => void
}) {
  const { t } = useTranslation()
  const tailor = useTailorCv()
  const keep = useKeepTailoredCv()
  const proposal = tailor.data
  const save = () => {
    if (!proposal) return
    keep.mutate(
      { id: application.id, body: { cvData: proposal.cvData, baseUpdatedAt: proposal.baseUpdatedAt, version } },
      {
        onSuccess: (kept) => {
          toast({ title: t('applications.tailor.kept'), description: kept.title, variant: 'success' })
          onLinked({ cvId: kept.cvId, version: kept.version })
          tailor.reset()
        },
        onError: (error) => toast({ title: t('applications.tailor.keepFailed'), description: describeApiError(error, t('applications.tailor.keepFailed')), variant: 'error' }),
      },
    )
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <Button variant="secondary" size="sm" disabled={!isReady || tailor.isPending} aria-busy={tailor.isPending} onClick={() => tailor.mutate(application.id)}>
        {tailor.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <WandSparkles className="h-4 w-4" aria-hidden />}
        {tailor.isPending ? t('applications.tailor.working') : t('applications.tailor.button')}
      </Button>
      {tailor.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {describeApiError(tailor.error, t('applications.tailor.failed'))}
        </p>
      )}
      {proposal && (
        <section aria-labelledby="tailor-title" aria-live="polite" className="mt-3 space-y-3 rounded-lg border border-indigo-200 bg-white p-3">
          <h4 id="tailor-title" className="break-words text-sm font-semibold text-slate-900">
            {t('applications.tailor.title', { cv: proposal.baseTitle })}
          </h4>
          <p className="text-xs text-slate-600">{t('applications.tailor.intro')}</p>
          {proposal.changes.length === 0 ? (
            <p className="text-sm text-slate-800">{t('applications.tailor.none')}</p>
          ) : (
            <ul className="space-y-2">
              {proposal.changes.map((change, i) => (
                <ChangeLine key={`${change.kind}-${i}`} change={change} />
              ))}
            </ul>
          )}
          <p className="text-xs text-slate-600">{t('applications.tailor.quota')}</p>
          <div className="flex flex-wrap gap-2">
            {proposal.changes.length > 0 && (
              <Button size="sm" disabled={keep.isPending} aria-busy={keep.isPending} onClick={save}>
                {keep.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
                {keep.isPending ? t('applications.tailor.keeping') : t('applications.tailor.keep')}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={() => tailor.reset()}>
              <X className="h-4 w-4" aria-hidden />
              {t('applications.tailor.discard')}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}
