import { Check, Copy, Loader2 } from 'lucide-react'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, type ButtonProps } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'

/** The run button of a tool: its label, or a spinner and the busy label of docs/spec/1-screens.md §4. */
export function RunButton({ isBusy, label, busyLabel, className }: { isBusy: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={isBusy} aria-busy={isBusy} className={cn('w-full sm:w-auto', className)}>
      {isBusy && <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />}
      {isBusy ? busyLabel : label}
    </Button>
  )
}

/** Copies text to the clipboard and says so; an icon-only button when `iconOnly` (then `label` is its name). */
export function CopyButton({
  text,
  label,
  iconOnly = false,
  variant = 'secondary',
  size = 'sm',
}: {
  text: string
  label?: string
  iconOnly?: boolean
  variant?: ButtonProps['variant']
  size?: ButtonProps['size']
}) {
  const { t } = useTranslation()
  const [isCopied, setIsCopied] = useState(false)
  useEffect(() => {
    if (!isCopied) return
    const timer = setTimeout(() => setIsCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [isCopied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setIsCopied(true)
      toast({ variant: 'success', title: t('analyze.common.copied') })
    } catch {
      toast({ variant: 'error', title: t('analyze.common.copyFailed.title'), description: t('analyze.common.copyFailed.description') })
    }
  }
  const name = label ?? t('analyze.common.copy')
  const Icon = isCopied ? Check : Copy
  return (
    <Button
      variant={variant}
      size={iconOnly ? 'icon' : size}
      onClick={() => void copy()}
      aria-label={iconOnly ? name : undefined}
      title={iconOnly ? name : undefined}
      className={iconOnly ? 'h-9 w-9 shrink-0' : undefined}
    >
      <Icon className={cn('h-4 w-4', isCopied && 'text-emerald-700')} aria-hidden />
      {!iconOnly && name}
    </Button>
  )
}

/** A titled card of the tool forms and results. */
export function Panel({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 'h2',
}: {
  title: string
  description?: string
  actions?: ReactNode
  children: ReactNode
  className?: string
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-soft sm:p-6', className)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={headingId} className="text-base font-semibold text-slate-900 sm:text-lg">{title}</Heading>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** A horizontal bar for a score: `value` out of `max`, coloured by `tone`. */
export function ScoreBar({ value, max, tone, className }: { value: number; max: number; tone: 'good' | 'fair' | 'poor'; className?: string }) {
  const colour = { good: 'bg-emerald-600', fair: 'bg-amber-500', poor: 'bg-red-600' }[tone]
  return (
    <div className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)} aria-hidden>
      <div className={cn('h-full rounded-full transition-[width] duration-200', colour)} style={{ width: `${Math.max(0, Math.min(100, (value / max) * 100))}%` }} />
    </div>
  )
}
