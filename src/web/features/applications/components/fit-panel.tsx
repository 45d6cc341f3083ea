import { Copy, Loader2, Mail, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ApplicationRecord } from '#shared/api/applications'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { describeApiError } from '#web/lib/api-errors'
import { Textarea } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { useApplicationFit, useApplicationLetter } from '../api/applications-api'

/** A letter draft from the linked CV and the kept ad (the letter engine and its checker); copied, never sent. */
function LetterDraft({ application, isReady }: { application: ApplicationRecord; isReady: boolean }) {
  const { t } = useTranslation()
  const letter = useApplicationLetter()
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
      <Button variant="secondary" size="sm" disabled={!isReady || letter.isPending} aria-busy={letter.isPending} onClick={() => letter.mutate(application.id)}>
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
          <Textarea readOnly value={letter.data.content} rows={10} aria-label={t('applications.fit.letterDraft')} />
          <p className="text-xs text-slate-600">{t('applications.fit.letterHint')}</p>
          <Button variant="secondary" size="sm" onClick={() => void copy(letter.data.content)}>
            <Copy className="h-4 w-4" aria-hidden />
            {t('applications.fit.letterCopy')}
          </Button>
        </div>
      )}
    </div>
  )
}

/** The Copilot's fit: the linked CV against the kept job ad, by the ATS engine (counts as an ATS check). */
export function FitPanel({ application }: { application: ApplicationRecord }) {
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
      <LetterDraft application={application} isReady={isReady} />
    </section>
  )
}
