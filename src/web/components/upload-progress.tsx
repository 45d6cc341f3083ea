import { Check, Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import type { UploadStage } from '#web/lib/upload-with-progress'

// The stages of an upload that may be a scan (docs/spec/1-screens.md §4 wording: uploading, analysing
// content, extracting information, completed), the pages read so far, and a cancel button.

const STEPS = ['uploading', 'analysing', 'extracting', 'completed'] as const

export type UploadState = UploadStage | { stage: 'completed' }

function percentOf(state: UploadState): number {
  switch (state.stage) {
    case 'uploading':
      return Math.round(state.sent * 30)
    case 'analysing':
      return state.pages > 0 ? 30 + Math.round((state.pagesDone / state.pages) * 55) : 40
    case 'extracting':
      return 90
    case 'completed':
      return 100
  }
}

export function UploadProgress({
  state,
  fileName,
  onCancel,
  className,
}: {
  state: UploadState
  fileName: string
  onCancel?: () => void
  className?: string
}) {
  const { t } = useTranslation()
  const current = STEPS.indexOf(state.stage)
  const percent = percentOf(state)
  const detail =
    state.stage === 'analysing' && state.pages > 0
      ? t('scanUpload.pages', { done: Math.min(state.pagesDone + 1, state.pages), total: state.pages })
      : t(`scanUpload.stages.${state.stage}`)
  return (
    <div className={cn('grid min-w-0 gap-2', className)} role="status" aria-live="polite">
      <div className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-900">{fileName}</span>
        <span className="text-right text-slate-600">{detail}</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={t('scanUpload.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {STEPS.map((step, index) => (
            <li key={step} className={cn('flex items-center gap-1.5', index <= current ? 'text-slate-900' : 'text-slate-500')}>
              {index < current || state.stage === 'completed' ? (
                <Check className="h-3.5 w-3.5 shrink-0 text-emerald-700" aria-hidden />
              ) : index === current ? (
                <Loader2 className="h-3.5 w-3.5 shrink-0 animate-spin text-brand-700" aria-hidden />
              ) : (
                <span className="h-3.5 w-3.5 shrink-0 rounded-full border border-slate-300" aria-hidden />
              )}
              {t(`scanUpload.stageNames.${step}`)}
            </li>
          ))}
        </ol>
        {onCancel && state.stage !== 'completed' && (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            {t('scanUpload.cancel')}
          </Button>
        )}
      </div>
    </div>
  )
}
