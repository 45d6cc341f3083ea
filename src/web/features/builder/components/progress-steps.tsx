import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '#web/lib/cn'
import { STEPS, type Step } from '../builder-storage'

/** The wizard's progress: earlier steps are marked done and can be revisited. */
export function ProgressSteps({
  current,
  canVisit,
  onVisit,
}: {
  current: Step
  canVisit: (step: Step) => boolean
  onVisit: (step: Step) => void
}) {
  const { t } = useTranslation()
  const currentIndex = STEPS.indexOf(current)
  return (
    <nav aria-label={t('builder.progress.label')}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          const isDone = index < currentIndex
          const isCurrent = index === currentIndex
          const label = t(`builder.steps.${step}`)
          const marker = (
            <span
              className={cn(
                'grid h-8 w-8 shrink-0 place-items-center rounded-full text-sm font-semibold ring-1 transition-colors duration-150',
                isDone && 'bg-brand-700 text-white ring-brand-700',
                isCurrent && 'bg-white text-brand-800 ring-2 ring-brand-700',
                !isDone && !isCurrent && 'bg-white text-slate-500 ring-slate-300',
              )}
              aria-hidden
            >
              {isDone ? <Check className="h-4 w-4" /> : index + 1}
            </span>
          )
          const text = (
            <span
              className={cn(
                'text-sm font-medium',
                isCurrent ? 'text-slate-900' : 'text-slate-600',
                !isCurrent && 'max-md:sr-only',
              )}
            >
              {label}
              {isDone && <span className="sr-only"> ({t('builder.progress.done')})</span>}
            </span>
          )
          return (
            <li
              key={step}
              className="flex min-w-0 items-center gap-2 sm:gap-3"
              aria-current={isCurrent ? 'step' : undefined}
            >
              {!isCurrent && canVisit(step) ? (
                <button
                  type="button"
                  onClick={() => onVisit(step)}
                  className="flex items-center gap-2 rounded-full pr-1 hover:text-brand-800 [&>span:last-child]:hover:text-brand-800"
                >
                  {marker}
                  {text}
                </button>
              ) : (
                <span className="flex items-center gap-2">
                  {marker}
                  {text}
                </span>
              )}
              {index < STEPS.length - 1 && (
                <span
                  aria-hidden
                  className={cn(
                    'h-px w-6 shrink-0 sm:w-10',
                    index < currentIndex ? 'bg-brand-700' : 'bg-slate-300',
                  )}
                />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
