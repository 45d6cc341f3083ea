import { CheckCircle2, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** After "Delete my account" the browser lands on /?deleted=1: say that it happened (issue 30). */
export function AccountDeletedNotice() {
  const { t } = useTranslation()
  const [isOpen, setIsOpen] = useState(() => new URLSearchParams(window.location.search).has('deleted'))
  if (!isOpen) return null
  return (
    <div
      role="status"
      data-testid="account-deleted"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-lift"
    >
      <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-400" aria-hidden />
      <p className="flex-1">{t('landing.accountDeleted')}</p>
      <button
        type="button"
        onClick={() => setIsOpen(false)}
        className="rounded-md p-1 text-slate-300 hover:bg-slate-800 hover:text-white"
        aria-label={t('common.close')}
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  )
}
