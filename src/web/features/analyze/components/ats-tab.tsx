import { AlertTriangle, Check, Lightbulb, X } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AtsKeyword, OptimizeAtsReply } from '#shared/api/ai'
import { ATS_FAIR_MIN, ATS_GOOD_MIN } from '#shared/limits'
import { FieldError, Label, Textarea } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { savedCvText } from '../lib/saved-cv-text'
import { reportToolError } from '../lib/tool-errors'
import { useLastResult } from '../lib/use-last-result'
import { InfoTip } from './info-tip'
import { SavedCvSelect } from './saved-cv-select'
import { Panel, RunButton, ScoreBar } from './tool-parts'

/** The match bands of docs/spec/2-calls.md §9: 80 or more green, 60 or more yellow, otherwise red. */
export function matchBand(score: number): 'good' | 'fair' | 'poor' {
  return score >= ATS_GOOD_MIN ? 'good' : score >= ATS_FAIR_MIN ? 'fair' : 'poor'
}

const BAND_TEXT = { good: 'text-emerald-700', fair: 'text-amber-700', poor: 'text-red-700' } as const

function KeywordChip({ keyword }: { keyword: AtsKeyword }) {
  const { t } = useTranslation()
  const Icon = keyword.found ? Check : X
  return (
    <InfoTip
      content={
        <span className="grid gap-0.5">
          <span className="font-semibold">{t('analyze.ats.sourceLabel')}</span>
          <span>“{keyword.source}”</span>
        </span>
      }
    >
      <button
        type="button"
        className={cn(
          'inline-flex cursor-help items-center gap-1.5 rounded-full px-3 py-1 text-sm ring-1 ring-inset',
          keyword.found ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200',
        )}
      >
        <Icon className="h-3.5 w-3.5" aria-hidden />
        <span className="font-medium">{keyword.term}</span>
        <span className="text-xs opacity-80">· {t(`analyze.ats.importance.${keyword.importance}`)}</span>
      </button>
    </InfoTip>
  )
}

function KeywordGroup({ title, keywords }: { title: string; keywords: AtsKeyword[] }) {
  const { t } = useTranslation()
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {keywords.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('analyze.ats.noneInGroup')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {keywords.map((keyword) => (
            <li key={`${keyword.term}-${keyword.source}`}>
              <KeywordChip keyword={keyword} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function AtsResult({ result }: { result: OptimizeAtsReply }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [result])
  const band = matchBand(result.matchScore)
  const byImportance = (a: AtsKeyword, b: AtsKeyword) => (a.importance === b.importance ? 0 : a.importance === 'required' ? -1 : 1)
  const missing = result.keywords.filter((keyword) => !keyword.found).sort(byImportance)
  const found = result.keywords.filter((keyword) => keyword.found).sort(byImportance)
  return (
    <section aria-labelledby="ats-result-heading" className="grid gap-6">
      <h2 id="ats-result-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
        {t('analyze.ats.resultHeading')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
          <p className="text-sm text-slate-600">{t('analyze.ats.matchScore')}</p>
          <p data-testid="ats-score" data-band={band} className={cn('mt-1 text-5xl font-semibold tracking-tight', BAND_TEXT[band])}>
            {t('analyze.ats.percent', { value: result.matchScore })}
          </p>
          <ScoreBar value={result.matchScore} max={100} tone={band} className="mt-4" />
          <p className={cn('mt-3 text-sm font-medium', BAND_TEXT[band])}>{t(`analyze.ats.bands.${band}`)}</p>
          <p className="mt-1 text-sm text-slate-600">{t('analyze.ats.foundCount', { found: found.length, total: result.keywords.length })}</p>
        </div>
        <Panel title={t('analyze.ats.keywordsHeading')} description={t('analyze.ats.keywordsHint')} headingLevel="h3">
          <div className="grid gap-5">
            <KeywordGroup title={t('analyze.ats.missing', { count: missing.length })} keywords={missing} />
            <KeywordGroup title={t('analyze.ats.found', { count: found.length })} keywords={found} />
          </div>
        </Panel>
      </div>
      {result.suggestions.length > 0 && (
        <Panel title={t('analyze.ats.suggestionsHeading')} headingLevel="h3">
          <ul className="grid gap-2">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion} className="flex items-start gap-2 text-sm text-slate-800">
                <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                {suggestion}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {result.formatWarnings && result.formatWarnings.length > 0 && (
        <Panel title={t('analyze.ats.formatHeading')} headingLevel="h3">
          <ul className="grid gap-2">
            {result.formatWarnings.map((warning) => (
              <li key={warning} className="flex items-start gap-2 text-sm text-slate-800">
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
                {t(`analyze.ats.formatWarnings.${warning}`)}
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </section>
  )
}

/** ATS match: how well a CV covers a job ad's terms, what is missing and where to add it. */
export function AtsTab({ onUpgrade }: { onUpgrade: () => void }) {
  const { t } = useTranslation()
  const [cvContent, setCvContent] = useState('')
  const [jobDescription, setJobDescription] = useState('')
  const [error, setError] = useState<string>()
  const optimize = useApiMutation(contract.ai.optimizeAts)
  const result = useLastResult(optimize.data)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (cvContent.trim() === '' || jobDescription.trim() === '') {
      setError(t('analyze.ats.missingContent.description'))
      toast({ variant: 'error', title: t('analyze.ats.missingContent.title'), description: t('analyze.ats.missingContent.description') })
      return
    }
    setError(undefined)
    optimize.mutate({ body: { cvContent, jobDescription } }, { onError: (failure) => reportToolError('ats', failure, onUpgrade) })
  }

  const invalid = (value: string) => (error && value.trim() === '' ? true : undefined)
  return (
    <div className="grid gap-6">
      <Panel title={t('analyze.ats.title')} description={t('analyze.ats.description')}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2">
            <div className="grid content-start gap-2">
              <SavedCvSelect
                id="ats-saved-cv"
                onPicked={async (cv) => {
                  setCvContent(await savedCvText(cv))
                  setError(undefined)
                }}
              />
              <Label htmlFor="ats-cv">{t('analyze.ats.cvLabel')}</Label>
              <Textarea
                id="ats-cv"
                value={cvContent}
                onChange={(event) => {
                  setCvContent(event.target.value)
                  setError(undefined)
                }}
                placeholder={t('analyze.ats.cvPlaceholder')}
                className="min-h-56"
                aria-invalid={invalid(cvContent)}
                aria-describedby={invalid(cvContent) ? 'ats-error' : undefined}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="ats-job">{t('analyze.ats.jobLabel')}</Label>
              <Textarea
                id="ats-job"
                value={jobDescription}
                onChange={(event) => {
                  setJobDescription(event.target.value)
                  setError(undefined)
                }}
                placeholder={t('analyze.ats.jobPlaceholder')}
                className="min-h-56"
                aria-invalid={invalid(jobDescription)}
                aria-describedby={invalid(jobDescription) ? 'ats-error' : undefined}
              />
            </div>
          </div>
          <FieldError id="ats-error">{error}</FieldError>
          <div>
            <RunButton isBusy={optimize.isPending} label={t('analyze.ats.submit')} busyLabel={t('analyze.ats.busy')} />
          </div>
        </form>
      </Panel>
      {result && <AtsResult result={result} />}
    </div>
  )
}
