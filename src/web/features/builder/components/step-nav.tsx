import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'

/** Previous / next at the foot of a step. */
export function StepNav({
  onBack,
  onNext,
  nextLabel,
  children,
}: {
  onBack?: () => void
  onNext?: () => void
  nextLabel?: string
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('builder.nav.previous')}
        </Button>
      ) : (
        <span />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {children}
        {onNext && nextLabel && (
          <Button onClick={onNext}>
            {nextLabel}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  )
}
