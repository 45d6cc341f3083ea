import { Copy, Loader2, MailQuestionMark } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ApplicationRecord } from '#shared/api/applications'
import { Button } from '#web/components/ui/button'
import { Input, Textarea } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { useFollowUpEmail } from '../api/applications-api'

/** A follow-up e-mail from the application's own facts, in the interface language; copied, never sent. */
export function FollowUpDraft({ application }: { application: ApplicationRecord }) {
  const { t } = useTranslation()
  const followUp = useFollowUpEmail()
  const draft = followUp.data
  const copy = async () => {
    if (!draft) return
    try {
      await navigator.clipboard.writeText(`${draft.subject}\n\n${draft.body}`)
      toast({ title: t('applications.followUp.copied'), variant: 'success' })
    } catch {
      toast({ title: t('applications.prepare.copyFailed'), variant: 'error' })
    }
  }
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <Button variant="secondary" size="sm" disabled={followUp.isPending} aria-busy={followUp.isPending} onClick={() => followUp.mutate(application.id)}>
        {followUp.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <MailQuestionMark className="h-4 w-4" aria-hidden />}
        {followUp.isPending ? t('applications.followUp.writing') : t('applications.followUp.button')}
      </Button>
      {followUp.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {describeApiError(followUp.error, t('applications.followUp.failed'))}
        </p>
      )}
      {draft && (
        <div className="mt-3 space-y-2" lang={draft.language}>
          <Input readOnly value={draft.subject} aria-label={t('applications.followUp.subject')} />
          <Textarea readOnly value={draft.body} rows={9} aria-label={t('applications.followUp.body')} />
          <p className="text-xs text-slate-600">{t('applications.followUp.hint')}</p>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden />
            {t('applications.followUp.copy')}
          </Button>
        </div>
      )}
    </div>
  )
}
