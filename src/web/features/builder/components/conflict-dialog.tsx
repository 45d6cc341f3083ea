import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'

/** 409 CV_STALE_WRITE: the server has a newer version; the user decides which one wins. */
export function ConflictDialog({
  open,
  onOpenChange,
  onKeepServer,
  onOverwrite,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onKeepServer: () => Promise<void>
  onOverwrite: () => Promise<void>
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<'server' | 'mine' | null>(null)
  const run = async (choice: 'server' | 'mine') => {
    setBusy(choice)
    try {
      await (choice === 'server' ? onKeepServer() : onOverwrite())
    } catch (error) {
      toast({
        title: t('builder.conflict.failed'),
        description: describeApiError(error, t('builder.conflict.failed')),
        variant: 'error',
      })
    } finally {
      setBusy(null)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('builder.conflict.title')}
      description={t('builder.conflict.description')}
    >
      <div className="mt-6 flex flex-col gap-2">
        <Button onClick={() => void run('server')} disabled={busy !== null}>
          {t('builder.conflict.reload')}
        </Button>
        <p className="text-xs text-slate-600">{t('builder.conflict.reloadHint')}</p>
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => void run('mine')}
          disabled={busy !== null}
        >
          {t('builder.conflict.overwrite')}
        </Button>
        <p className="text-xs text-slate-600">{t('builder.conflict.overwriteHint')}</p>
      </div>
    </Dialog>
  )
}
