import { Check, Copy, ExternalLink } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationRecord } from '#shared/api/applications'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { PATHS } from '#web/lib/paths'
import { useUpdateApplication } from '../api/applications-api'

// "Automated applications" as the page promises it: several saved jobs prepared in one sitting, each
// one reviewed by the person, who sends it themself. Nothing is ever submitted for them; "Sent" only
// records what they did.

function PrepareItem({ application, onOpen }: { application: ApplicationRecord; onOpen: () => void }) {
  const { t } = useTranslation()
  const update = useUpdateApplication()
  const [copied, setCopied] = useState(false)
  const sent = application.stage !== 'saved'
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(application.postingText)
      setCopied(true)
    } catch {
      toast({ title: t('applications.prepare.copyFailed'), variant: 'error' })
    }
  }
  const markSent = () =>
    update.mutate(
      { id: application.id, body: { stage: 'applied', version: application.version } },
      { onError: (error) => toast({ title: t('applications.board.moveFailed'), description: describeApiError(error, t('applications.board.moveFailed')), variant: 'error' }) },
    )
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{application.company}</p>
          {application.role && <p className="text-sm text-slate-600">{application.role}</p>}
        </div>
        {sent && <Badge tone="success">{t('applications.prepare.sent')}</Badge>}
      </div>
      {application.postingText ? (
        <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-slate-700">{application.postingText}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('applications.prepare.noPosting')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {application.postingText && (
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? t('applications.prepare.copied') : t('applications.prepare.copy')}
          </Button>
        )}
        <Button variant="secondary" size="sm" asChild>
          <a href={PATHS.coverLetterWriter} target="_blank" rel="noopener">
            <ExternalLink className="h-4 w-4" aria-hidden />
            {t('applications.prepare.letter')}
          </a>
        </Button>
        <Button variant="ghost" size="sm" onClick={onOpen}>
          {t('applications.prepare.review')}
        </Button>
        {!sent && (
          <Button size="sm" onClick={markSent} disabled={update.isPending}>
            {t('applications.prepare.markSent')}
          </Button>
        )}
      </div>
    </li>
  )
}

export function PrepareDialog({
  applications,
  onClose,
  onOpen,
}: {
  applications: readonly ApplicationRecord[]
  onClose: () => void
  onOpen: (application: ApplicationRecord) => void
}) {
  const { t } = useTranslation()
  // The saved jobs when the dialog opened stay in it after being marked sent, so the person sees their progress.
  const [ids] = useState(() => applications.filter((item) => item.stage === 'saved').map((item) => item.id))
  const items = ids.map((id) => applications.find((item) => item.id === id)).filter((item): item is ApplicationRecord => item !== undefined)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('applications.prepare.title')}
      description={t('applications.prepare.description')}
      className="max-h-[92vh] overflow-y-auto sm:max-w-2xl"
    >
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t('applications.prepare.empty')}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700" role="status">
            {t('applications.prepare.progress', { done: items.filter((item) => item.stage !== 'saved').length, count: items.length })}
          </p>
          <ol className="mt-3 space-y-3">
            {items.map((application) => (
              <PrepareItem key={application.id} application={application} onOpen={() => onOpen(application)} />
            ))}
          </ol>
        </>
      )}
    </Dialog>
  )
}
