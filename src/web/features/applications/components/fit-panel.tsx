import { Copy, Loader2, Mail, Save, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationRecord } from '#shared/api/applications'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { describeApiError } from '#web/lib/api-errors'
import { Textarea } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { useApplicationFit, useApplicationLetter, useKeepApplicationLetter } from '../api/applications-api'
import { FollowUpDraft } from './follow-up-draft'
import { TailorPanel } from './tailor-panel'

/** A document the Copilot saved and linked to the application, with the application's new version. */
export type Linked = ({ cvId: string } | { letterId: string }) & { version: number }

/**
 * A letter draft from the linked CV and the kept ad (the letter engine and its checker); edited here,
 * then copied or kept as a saved letter linked to the application; never sent.
 */
function LetterDraft({
  application,
  isReady,
  version,
  onLinked,
}: {
  application: ApplicationRecord
  isReady: boolean
  version: number
  onLinked: (linked: Linked) => void
}) {
  const { t } = useTranslation()
  const letter = useApplicationLetter()
  const keep = useKeepApplicationLetter()
  const [text, setText] = useState<string | null>(null)
  const content = text ?? letter.data?.content ?? ''
  const save = () =>
    keep.mutate(
      { id: application.id, body: { content, version } },
      {
        onSuccess: (kept) => {
          toast({ title: t('applications.fit.letterKept'), description: kept.title, variant: 'success' })
          onLinked({ letterId: kept.letterId, version: kept.version })
        },
        onError: (error) => toast({ title: t('applications.fit.letterKeepFailed'), description: describeApiError(error, t('applications.fit.letterKeepFailed')), variant: 'error' }),
      },
    )
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      toast({ title: t('applications.fit.letterCopied'), variant: 'success' })
    } catch {
      toast({ title: t('applications.prepare.copyFailed'), variant: 'error' })
    }
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <Button variant="secondary" size="sm" disabled={!isReady || letter.isPending} aria-busy={letter.isPending} onClick={() => {
          setText(null)
          keep.reset()
          letter.mutate(application.id)
        }}>
        {letter.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Mail className="h-4 w-4" aria-hidden />}
        {letter.isPending ? t('applications.fit.letterWriting') : t('applications.fit.letter')}
      </Button>
      {letter.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {describeApiError(letter.error, t('applications.fit.letterFailed'))}
        </p>
      )}
      {letter.data && (
        <div className="mt-3 space-y-2">
          <Textarea value={content} onChange={(event) => setText(event.target.value)} rows={10} aria-label={t('applications.fit.letterDraft')} />
          <p className="text-xs text-slate-600">{t('applications.fit.letterHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy(content)}>
              <Copy className="h-4 w-4" aria-hidden />
              {t('applications.fit.letterCopy')}
            </Button>
            <Button size="sm" disabled={!content.trim() || keep.isPending || keep.isSuccess} aria-busy={keep.isPending} onClick={save}>
              <Save className="h-4 w-4" aria-hidden />
              {keep.isSuccess ? t('applications.fit.letterKept') : t('applications.fit.letterKeep')}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

/** The Copilot's fit: the linked CV against the kept job ad, by the ATS engine (counts as an ATS check). */
export function FitPanel({
  application,
  version,
  onLinked,
}: {
  application: ApplicationRecord
  /** The application's version as the editor now knows it (a kept tailored CV raises it). */
  version: number
  onLinked: (linked: Linked) => void
}) {
  const { t } = useTranslation()
  const fit = useApplicationFit()
  const isReady = application.cvId !== null && application.postingText.trim() !== ''
  const result = fit.data
  return (
    <section aria-labelledby="fit-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="fit-title" className="text-sm font-semibold text-slate-900">
          {t('applications.fit.title')}
        </h3>
        <Button variant="secondary" size="sm" disabled={!isReady || fit.isPending} aria-busy={fit.isPending} onClick={() => fit.mutate(application.id)}>
          {fit.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Sparkles className="h-4 w-4" aria-hidden />}
          {fit.isPending ? t('applications.fit.checking') : t('applications.fit.check')}
        </Button>
      </div>
      {!isReady && <p className="mt-2 text-sm text-slate-600">{t('applications.fit.needs')}</p>}
      {fit.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {describeApiError(fit.error, t('applications.fit.failed'))}
        </p>
      )}
      {result && (
        <div className="mt-3 space-y-3" aria-live="polite">
          <p className="text-sm text-slate-800">{t('applications.fit.score', { score: result.matchScore })}</p>
          {result.covered.length > 0 && (
            <div>
              <h4 className="text-xs font-medium text-slate-700">{t('applications.fit.covered')}</h4>
              <ul className="mt-1 flex flex-wrap gap-1">
                {result.covered.map((term) => (
                  <li key={term}>
                    <Badge tone="success">{term}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {result.missing.length > 0 && (
            <div>
              <h4 className="text-xs font-medium text-slate-700">{t('applications.fit.missing')}</h4>
              <ul className="mt-1 flex flex-wrap gap-1">
                {result.missing.map((item) => (
                  <li key={item.term}>
                    <Badge tone="warning">{item.term}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="text-xs text-slate-600">{t('applications.fit.honest')}</p>
        </div>
      )}
      <TailorPanel application={application} version={version} isReady={isReady} onLinked={onLinked} />
      <LetterDraft application={application} isReady={isReady} version={version} onLinked={onLinked} />
      <FollowUpDraft application={application} />
    </section>
  )
}
