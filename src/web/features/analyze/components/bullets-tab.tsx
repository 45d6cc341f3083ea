import { AlertCircle, ArrowRight, CheckCircle2 } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BULLETS_MAX, type EnhancedBullet, type ImpactReason } from '#shared/api/ai'
import { IMPACT_SCORE_MAX } from '#shared/limits'
import { Badge } from '#web/components/ui/badge'
import { FieldError, Label, Textarea } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { reportToolError } from '../lib/tool-errors'
import { useLastResult } from '../lib/use-last-result'
import { CopyButton, Panel, RunButton, ScoreBar } from './tool-parts'

// Reasons that count for a bullet; the others say what would make it stronger.
const STRENGTHS: ReadonlySet<ImpactReason> = new Set(['action_verb', 'measurable_result', 'scope', 'specific_terms', 'good_length'])

/** One bullet per line, blank lines dropped (docs/spec/1-screens.md §5). */
export function splitBullets(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-•*▪–]\s+)?/, '').trim())
    .filter((line) => line !== '')
}

function scoreTone(score: number): 'good' | 'fair' | 'poor' {
  return score >= 7 ? 'good' : score >= 4 ? 'fair' : 'poor'
}

function BulletResult({ bullet, position }: { bullet: EnhancedBullet; position: number }) {
  const { t } = useTranslation()
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] md:items-start">
        <div>
          <p className="flex h-9 items-center text-xs font-medium tracking-wide text-slate-500 uppercase">{t('analyze.bullets.original')}</p>
          <p className="mt-1 text-sm text-slate-600">{bullet.original}</p>
        </div>
        <ArrowRight className="hidden h-4 w-4 text-slate-400 md:mt-11 md:block" aria-hidden />
        <div>
          <div className="flex h-9 items-center justify-between gap-2">
            <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{t('analyze.bullets.enhanced')}</p>
            <CopyButton text={bullet.enhanced} iconOnly variant="ghost" label={t('analyze.bullets.copyOne', { position })} />
          </div>
          <p className="mt-1 font-medium text-slate-900">{bullet.enhanced}</p>
          {bullet.resultHint && (
            <p className="mt-1 text-xs text-amber-800" data-testid="bullet-result-hint">
              {t('journeys.bullets.resultHint', { ending: bullet.resultHint })}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
        <div>
          <p className="text-sm text-slate-600">
            {t('analyze.bullets.impact')}{' '}
            <span className="font-semibold text-slate-900">{t('analyze.bullets.score', { score: bullet.impactScore, max: IMPACT_SCORE_MAX })}</span>
          </p>
          <ScoreBar value={bullet.impactScore} max={IMPACT_SCORE_MAX} tone={scoreTone(bullet.impactScore)} className="mt-2" />
        </div>
        <ul className="flex flex-wrap gap-1.5" aria-label={t('analyze.bullets.reasonsLabel')}>
          {bullet.reasons.map((reason) => {
            const isStrength = STRENGTHS.has(reason)
            const Icon = isStrength ? CheckCircle2 : AlertCircle
            return (
              <li key={reason}>
                <Badge tone={isStrength ? 'success' : 'warning'}>
                  <Icon className="h-3.5 w-3.5" aria-hidden />
                  {t(`analyze.bullets.reasons.${reason}`)}
                </Badge>
              </li>
            )
          })}
        </ul>
      </div>
      {bullet.changes && bullet.changes.length > 0 && (
        <p className="mt-3 text-xs text-slate-600">
          {t('analyze.bullets.changesLabel')} {bullet.changes.map((change) => t(`analyze.bullets.changes.${change}`)).join(' · ')}
        </p>
      )}
    </li>
  )
}

/** Bullet enhancer: stronger verbs, no filler, numbers kept; each with an impact score and its reasons. */
export function BulletsTab({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const enhance = useApiMutation(contract.ai.enhanceBullets)
  const results = useLastResult(enhance.data)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (enhance.data) heading.current?.focus()
  }, [enhance.data])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const bulletPoints = splitBullets(text)
    if (bulletPoints.length === 0) {
      setError(t('analyze.bullets.empty.description'))
      toast({ variant: 'error', title: t('analyze.bullets.empty.title'), description: t('analyze.bullets.empty.description') })
      return
    }
    if (bulletPoints.length > BULLETS_MAX) {
      setError(t('analyze.bullets.tooMany', { max: BULLETS_MAX }))
      toast({ variant: 'error', title: t('analyze.bullets.empty.title'), description: t('analyze.bullets.tooMany', { max: BULLETS_MAX }) })
      return
    }
    setError(undefined)
    enhance.mutate({ body: { bulletPoints } }, { onError: (failure) => reportToolError('bullets', failure, onUpgrade) })
  }

  return (
    <div className="grid gap-6">
      <Panel title={t('analyze.bullets.title')} description={t('analyze.bullets.description')}>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <Label htmlFor="bullets-text">{t('analyze.bullets.label')}</Label>
          <Textarea
            id="bullets-text"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              setError(undefined)
            }}
            placeholder={t('analyze.bullets.placeholder')}
            className="min-h-44 leading-relaxed"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'bullets-hint bullets-error' : 'bullets-hint'}
          />
          <p id="bullets-hint" className="text-xs text-slate-600">
            {t('analyze.bullets.hint')}
          </p>
          <FieldError id="bullets-error">{error}</FieldError>
          <div>
            <RunButton isBusy={enhance.isPending} label={t('analyze.bullets.submit')} busyLabel={t('analyze.bullets.busy')} />
          </div>
        </form>
      </Panel>

      {results && (
        <section aria-labelledby="bullets-result-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="bullets-result-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
              {t('analyze.bullets.resultHeading', { count: results.length })}
            </h2>
            {results.length > 1 && <CopyButton text={results.map((bullet) => bullet.enhanced).join('\n')} label={t('analyze.bullets.copyAll')} />}
          </div>
          <ol className="grid gap-4">
            {results.map((bullet, index) => (
              <BulletResult key={index} bullet={bullet} position={index + 1} />
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}
