import { useTranslation } from 'react-i18next'
import type { CodeImpact, CodedPhrase } from '#shared/api/zeugnis'
import { cn } from '#web/lib/cn'
import { segmentLetter } from '../lib/letter-segments'
import { InfoTip } from './info-tip'

export const IMPACT_MARK_CLASSES: Record<CodeImpact, string> = {
  positive: 'bg-emerald-100 decoration-emerald-600 text-emerald-950',
  neutral: 'bg-slate-200/80 decoration-slate-500 text-slate-900',
  negative: 'bg-red-100 decoration-red-600 text-red-950',
}

/**
 * The letter as it was sent, each coded phrase marked by its offsets and coloured by its impact. A
 * mark is focusable; its meaning shows on hover and on keyboard focus (a tooltip, announced as the
 * mark's description).
 */
export function HighlightedLetter({ text, phrases }: { text: string; phrases: readonly CodedPhrase[] }) {
  const { t } = useTranslation()
  const segments = segmentLetter(text, phrases)
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-3.5 text-[15px] leading-7 whitespace-pre-wrap text-slate-800 sm:p-5">
      {segments.map((segment, position) =>
        segment.phrase ? (
          <InfoTip
            key={position}
            content={
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`analyze.zeugnis.result.impacts.${segment.phrase.impact}`)} · {t(`analyze.zeugnis.result.dimensions.${segment.phrase.dimension}`)}</span>
                <span>{segment.phrase.meaning}</span>
              </span>
            }
          >
            <mark
              tabIndex={0}
              data-impact={segment.phrase.impact}
              className={cn(
                'cursor-help rounded-[3px] px-0.5 underline decoration-2 underline-offset-4 [box-decoration-break:clone]',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
                IMPACT_MARK_CLASSES[segment.phrase.impact],
              )}
            >
              {segment.text}
            </mark>
          </InfoTip>
        ) : (
          <span key={position}>{segment.text}</span>
        ),
      )}
    </div>
  )
}
