import { Download, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '#shared/api/auth'
import { normalizeEmail } from '#shared/email'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FieldError, Input, Label } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { clearSessionId } from '#web/lib/session'
import { useDeleteAccount, useDownloadAccountData } from '../api/account-data'

/** "Your data": the export file, and account deletion behind a typed confirmation. */
export function AccountDataTab({ user }: { user: User }) {
  const { t } = useTranslation()
  const download = useDownloadAccountData()
  const remove = useDeleteAccount()
  const [isConfirming, setIsConfirming] = useState(false)
  const [typed, setTyped] = useState('')
  const [mismatch, setMismatch] = useState<string>()
  const id = useId()

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    if (normalizeEmail(typed) !== user.email) {
      setMismatch(t('settings.data.mismatch'))
      return
    }
    remove.mutate(user.email, {
      onSuccess: () => {
        clearSessionId()
        // A full navigation drops every cached query of the deleted account.
        window.location.assign('/?deleted=1')
      },
      onError: (error) => setMismatch(describeApiError(error, t('settings.data.deleteFailed'))),
    })
  }

  return (
    <section aria-labelledby="data-title" className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
      <div>
        <h2 id="data-title" className="text-xl font-semibold">{t('settings.data.title')}</h2>
        <p className="mt-2 text-slate-700">{t('settings.data.exportBody')}</p>
        <Button
          className="mt-4"
          variant="secondary"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) =>
                toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('settings.data.exportFailed')) }),
            })
          }
        >
          <Download className="h-4 w-4" aria-hidden />
          {t('settings.data.exportButton')}
        </Button>
      </div>
      <div className="border-t border-slate-200 pt-6">
        <h3 className="text-lg font-semibold">{t('settings.data.deleteTitle')}</h3>
        <p className="mt-2 text-slate-700">{t('settings.data.deleteBody')}</p>
        <Button className="mt-4" variant="danger" onClick={() => setIsConfirming(true)}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('settings.data.deleteButton')}
        </Button>
      </div>
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open)
          if (!open) {
            setTyped('')
            setMismatch(undefined)
          }
        }}
        title={t('settings.data.confirmTitle')}
        description={t('settings.data.deleteBody')}
      >
        <form noValidate onSubmit={confirm} className="mt-5 grid gap-3">
          <Label htmlFor={`${id}-confirm`}>{t('settings.data.confirmLabel', { email: user.email })}</Label>
          <Input
            id={`${id}-confirm`}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={mismatch ? true : undefined}
            aria-describedby={mismatch ? `${id}-error` : undefined}
          />
          <FieldError id={`${id}-error`}>{mismatch}</FieldError>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row-reverse">
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {t('settings.data.confirmButton')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('settings.data.keep')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  )
}
