import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn'
import type { SaveStatus } from '../use-autosave'

/** The visible autosave state: "Saving…", "Saved", "Offline – changes kept on this device". */
export function SaveStatusBadge({ status }: { status: SaveStatus }) {
  const { t } = useTranslation()
  if (status === 'idle') return null
  const Icon = {
    saving: Loader2,
    saved: Check,
    offline: CloudOff,
    error: AlertTriangle,
    conflict: AlertTriangle,
  }[status]
  return (
    <p
      role="status"
      data-testid="save-status"
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        status === 'saved' && 'bg-emerald-50 text-emerald-800',
        status === 'saving' && 'bg-slate-100 text-slate-700',
        (status === 'offline' || status === 'error' || status === 'conflict') && 'bg-amber-50 text-amber-900',
      )}
    >
      <Icon className={cn('h-3.5 w-3.5 shrink-0', status === 'saving' && 'animate-spin')} aria-hidden />
      <span className={cn(status !== 'saved' && status !== 'saving' && 'max-sm:sr-only')}>
        {t(`builder.save.${status}`)}
      </span>
    </p>
  )
}
