import { AlertTriangle, CheckCircle2, Download, FileDown, HelpCircle, Loader2, Scale, ShieldAlert, XCircle, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutation } from '@tanstack/react-query'
import { ZEUGNIS_UNCERTAIN_BELOW, type OmissionItem, type ZeugnisAnalysis, type ZeugnisCategory, type ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { GRADE_MAX } from '#shared/limits'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'
import { contract } from '#shared/api/contract'
import { callApi } from '#web/lib/api-client'
import type { ZeugnisResult } from '../lib/zeugnis-run'
import { downloadDocx, downloadText } from '../lib/download'
import { HighlightedLetter, IMPACT_MARK_CLASSES } from './highlighted-letter'
import { CopyButton, Panel, ScoreBar } from './tool-parts'

const CATEGORY_STYLES: Record<ZeugnisCategory, { box: string; badge: string; icon: LucideIcon }> = {
  Positive: { box: 'border-emerald-200 bg-emerald-50/70', badge: 'bg-emerald-700 text-white', icon: CheckCircle2 },
  Borderline: { box: 'border-amber-200 bg-amber-50/70', badge: 'bg-amber-500 text-amber-950', icon: AlertTriangle },
  Critical: { box: 'border-red-200 bg-red-50/70', badge: 'bg-red-700 text-white', icon: XCircle },
  Unknown: { box: 'border-slate-200 bg-slate-50', badge: 'bg-slate-600 text-white', icon: HelpCircle },
}

// The revision draft is German in each jurisdiction's conventions: tag the Word file accordingly.
const DRAFT_LANGUAGE: Record<ZeugnisJurisdiction, string> = { DE: 'de-DE', CH: 'de-CH', AT: 'de-AT' }

function gradeTone(grade: number): 'good' | 'fair' | 'poor' {
  return grade >= 4 ? 'good' : grade === 3 ? 'fair' : 'poor'
}

function Grades({ analysis }: { analysis: ZeugnisAnalysis }) {
  const { t } = useTranslation()
  const rows = [
    ['performance', analysis.performance_grade],
    ['behaviour', analysis.behaviour_grade],
    ['engagement', analysis.engagement_grade],
  ] as const
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {rows.map(([dimension, grade]) => (
        <div key={dimension} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
          <dt className="text-xs leading-tight break-words hyphens-auto text-slate-600 sm:text-sm">{t(`analyze.zeugnis.result.grades.${dimension}`)}</dt>
          <dd className="mt-1">
            {grade === null ? (
              <span className="text-sm text-slate-500">{t('analyze.zeugnis.result.grades.notAssessed')}</span>
            ) : (
              <>
                <span className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{t('analyze.zeugnis.result.grades.value', { grade, max: GRADE_MAX })}</span>
                <ScoreBar value={grade} max={GRADE_MAX} tone={gradeTone(grade)} className="mt-2" />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Verdict({ analysis, hasHardWords }: { analysis: ZeugnisAnalysis; hasHardWords: boolean }) {
  const { t, i18n } = useTranslation()
  const style = CATEGORY_STYLES[analysis.overall_category]
  const Icon = style.icon
  const confidence = new Intl.NumberFormat(i18n.resolvedLanguage, { style: 'percent', maximumFractionDigits: 0 }).format(analysis.confidence)
  // Issue 17: a low confidence is said in words, not only as a percentage (not for Unknown: that
  // answer is about the kind of text, not a reading of it; unless the text is a scan's with words
  // that were hard to read, which may be what hid its grading, issue 23).
  const isUncertain = (analysis.overall_category !== 'Unknown' || hasHardWords) && analysis.confidence < ZEUGNIS_UNCERTAIN_BELOW
  const germanGrade =
    analysis.german_grade === null ? null : new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(analysis.german_grade)
  return (
    <div className={cn('rounded-2xl border p-5 sm:p-6', style.box)}>
      <div className="flex flex-wrap items-center gap-3">
        <span
          data-testid="zeugnis-category"
          className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', style.badge)}
        >
          <Icon className="h-4 w-4" aria-hidden />
          {t(`analyze.zeugnis.result.categories.${analysis.overall_category}`)}
        </span>
        <span className="text-sm font-medium text-slate-700">{t('analyze.zeugnis.result.confidence', { value: confidence })}</span>
        {isUncertain && (
          <span
            data-testid="zeugnis-uncertain"
            className="inline-flex items-center gap-1.5 rounded-full border border-amber-400 bg-white px-3 py-1 text-sm font-semibold text-amber-900"
          >
            <AlertTriangle className="h-4 w-4" aria-hidden />
            {t('analyze.zeugnis.result.uncertain')}
          </span>
        )}
      </div>
      {isUncertain && <p className="mt-2 text-sm text-amber-900">{t('analyze.zeugnis.result.uncertainHint')}</p>}
      <p className="mt-4 text-lg font-semibold text-balance text-slate-900 sm:text-xl">{analysis.headline_reason}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {germanGrade && <Badge>{t('analyze.zeugnis.result.germanGrade', { grade: germanGrade })}</Badge>}
        {analysis.letter_type && <Badge>{t(`analyze.zeugnis.result.letterTypes.${analysis.letter_type}`)}</Badge>}
        {analysis.occupation && <Badge>{t('analyze.zeugnis.result.occupation', { label: analysis.occupation.label })}</Badge>}
      </div>
      <div className="mt-5">
        <Grades analysis={analysis} />
        <p className="mt-2 text-xs text-slate-600">{t('analyze.zeugnis.result.grades.scale')}</p>
      </div>
    </div>
  )
}

function Legend() {
  const { t } = useTranslation()
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-label={t('analyze.zeugnis.result.letter.legend')}>
      {(['positive', 'neutral', 'negative'] as const).map((impact) => (
        <li key={impact} className="flex items-center gap-1.5">
          <span className={cn('inline-block h-3 w-5 rounded-sm underline decoration-2', IMPACT_MARK_CLASSES[impact])} aria-hidden />
          {t(`analyze.zeugnis.result.impacts.${impact}`)}
        </li>
      ))}
    </ul>
  )
}

function PhraseList({ analysis }: { analysis: ZeugnisAnalysis }) {
  const { t } = useTranslation()
  const tone = { positive: 'success', neutral: 'neutral', negative: 'danger' } as const
  if (analysis.coded_phrases_found.length === 0) return <p className="text-sm text-slate-600">{t('analyze.zeugnis.result.phrases.empty')}</p>
  return (
    <ul className="divide-y divide-slate-100">
      {analysis.coded_phrases_found.map((phrase, index) => (
        <li key={index} className="grid gap-1.5 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-6">
          <q className="text-sm font-medium text-slate-900 italic">{phrase.phrase}</q>
          <div className="grid gap-1.5">
            <p className="text-sm text-slate-700">{phrase.meaning}</p>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone={tone[phrase.impact]}>{t(`analyze.zeugnis.result.impacts.${phrase.impact}`)}</Badge>
              <Badge>{t(`analyze.zeugnis.result.dimensions.${phrase.dimension}`)}</Badge>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}

function Legal({ analysis }: { analysis: ZeugnisAnalysis }) {
  const { t } = useTranslation()
  const legal = analysis.legal_assessment
  return (
    <Panel
      title={t('analyze.zeugnis.result.legal.heading')}
      description={t(`analyze.zeugnis.jurisdictions.${legal.jurisdiction}`)}
      headingLevel="h3"
      actions={<Scale className="h-5 w-5 text-slate-400" aria-hidden />}
    >
      <dl className="grid gap-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3">
          <dt className="font-medium text-slate-800">{t('analyze.zeugnis.result.legal.challengeable')}</dt>
          <dd>
            <Badge tone={legal.challengeable ? 'warning' : 'success'}>
              {legal.challengeable ? t('analyze.zeugnis.result.legal.yes') : t('analyze.zeugnis.result.legal.no')}
            </Badge>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">{t('analyze.zeugnis.result.legal.basis')}</dt>
          <dd className="mt-1 text-slate-700">{legal.basis}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">{t('analyze.zeugnis.result.legal.advice')}</dt>
          <dd className="mt-1 text-slate-700">{legal.advice}</dd>
        </div>
        {legal.references && legal.references.length > 0 && (
          <div>
            <dt className="font-medium text-slate-800">{t('analyze.zeugnis.result.legal.references')}</dt>
            <dd className="mt-1">
              <ul className="flex flex-wrap gap-1.5">
                {legal.references.map((reference) => (
                  <li key={reference}>
                    <Badge>{reference}</Badge>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-4 text-xs text-slate-500">{t('analyze.zeugnis.result.legal.disclaimer')}</p>
    </Panel>
  )
}

function Omissions({ analysis }: { analysis: ZeugnisAnalysis }) {
  const { t } = useTranslation()
  if (analysis.omissions.length === 0) return null
  return (
    <Panel title={t('analyze.zeugnis.result.omissions.heading')} description={t('analyze.zeugnis.result.omissions.description')} headingLevel="h3">
      <ul className="grid gap-2">
        {analysis.omissions.map((omission) => (
          <li key={omission.item} className="flex items-start gap-2 text-sm text-slate-800">
            <ShieldAlert
              className={cn('mt-0.5 h-4 w-4 shrink-0', omission.severity === 'serious' ? 'text-red-700' : 'text-amber-600')}
              aria-hidden
            />
            <span>
              {omission.label}{' '}
              <span className="text-slate-500">({t(`analyze.zeugnis.result.severities.${omission.severity}`)})</span>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  )
}

/**
 * Issue 17: the draft states no fact the letter does not state. The facts a reader expects for the
 * role (honesty for a cashier …) are offered as a form; what the user ticks is sent back and the
 * draft is written again with it.
 */
function ConfirmFacts({
  analysis,
  onConfirm,
  isPending,
}: {
  analysis: ZeugnisAnalysis
  onConfirm: (facts: OmissionItem[]) => void
  isPending: boolean
}) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState<OmissionItem[]>([])
  const items = analysis.revision_facts_to_confirm
  const labelOf = (item: OmissionItem) => analysis.omissions.find((omission) => omission.item === item)?.label ?? item
  const toggle = (item: OmissionItem) =>
    setChecked((current) => (current.includes(item) ? current.filter((other) => other !== item) : [...current, item]))
  return (
    <form
      className="mb-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault()
        onConfirm(checked)
      }}
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('analyze.zeugnis.result.draft.confirm.legend')}</legend>
        <p className="mt-1 text-sm text-slate-700">{t('analyze.zeugnis.result.draft.confirm.hint')}</p>
        <div className="mt-3 grid gap-2">
          {items.map((item) => (
            <label key={item} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-400"
                checked={checked.includes(item)}
                onChange={() => toggle(item)}
                data-testid={`zeugnis-confirm-${item}`}
              />
              {labelOf(item)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="sm" className="mt-3" disabled={isPending || checked.length === 0} aria-busy={isPending}>
        {isPending && <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />}
        {t('analyze.zeugnis.result.draft.confirm.submit')}
      </Button>
    </form>
  )
}

function RevisionDraft({ analysis, letterText }: { analysis: ZeugnisAnalysis; letterText: string }) {
  const { t } = useTranslation()
  const [isPreparingDocx, setIsPreparingDocx] = useState(false)
  const update = useMutation({
    mutationFn: (confirmedFacts: OmissionItem[]) =>
      callApi(contract.ai.checkZeugnis, {
        body: {
          referenceLetterText: letterText,
          jurisdiction: analysis.legal_assessment.jurisdiction,
          ...(analysis.occupation ? { occupation: analysis.occupation.label } : {}),
          confirmedFacts,
        },
      }),
    onSuccess: () => toast({ variant: 'success', title: t('analyze.zeugnis.result.draft.confirm.updated') }),
    onError: () => toast({ variant: 'error', title: t('analyze.zeugnis.result.draft.confirm.failed') }),
  })
  const draft = update.data?.revision_draft ?? analysis.revision_draft
  const fileName = t('analyze.zeugnis.result.draft.fileName')
  const saveDocx = async () => {
    setIsPreparingDocx(true)
    try {
      await downloadDocx(draft, fileName, DRAFT_LANGUAGE[analysis.legal_assessment.jurisdiction])
    } catch (error) {
      console.error('Word download failed', error)
      toast({ variant: 'error', title: t('analyze.zeugnis.result.draft.downloadFailed') })
    } finally {
      setIsPreparingDocx(false)
    }
  }
  return (
    <Panel
      title={t('analyze.zeugnis.result.draft.heading')}
      description={t('analyze.zeugnis.result.draft.description')}
      headingLevel="h3"
      actions={
        <>
          <CopyButton text={draft} label={t('analyze.common.copy')} />
          <Button variant="secondary" size="sm" onClick={() => downloadText(draft, fileName)}>
            <Download className="h-4 w-4" aria-hidden />
            {t('analyze.zeugnis.result.draft.downloadTxt')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void saveDocx()} disabled={isPreparingDocx} aria-busy={isPreparingDocx}>
            {isPreparingDocx ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <FileDown className="h-4 w-4" aria-hidden />}
            {t('analyze.zeugnis.result.draft.downloadDocx')}
          </Button>
        </>
      }
    >
      {analysis.revision_facts_to_confirm.length > 0 && (
        <ConfirmFacts analysis={analysis} onConfirm={(facts) => update.mutate(facts)} isPending={update.isPending} />
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <p lang="de" data-testid="zeugnis-draft" className="max-w-[75ch] text-[15px] leading-7 whitespace-pre-wrap text-slate-800">
          {draft}
        </p>
      </div>
    </Panel>
  )
}

/** The ZeugnisCheck answer, readable at a glance: verdict and grades first, then the evidence. */
export function ZeugnisResultView({ result }: { result: ZeugnisResult }) {
  const { t } = useTranslation()
  const { analysis, letterText, hardWords = 0 } = result
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [result])
  const paragraphs = analysis.detailed_explanation.split(/\n{2,}/).filter((part) => part.trim() !== '')
  const hasHighlights = analysis.coded_phrases_found.some((phrase) => phrase.start !== undefined)
  return (
    <section aria-labelledby="zeugnis-result-heading" className="grid gap-6">
      <h2 id="zeugnis-result-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
        {t('analyze.zeugnis.result.heading')}
      </h2>
      <Verdict analysis={analysis} hasHardWords={hardWords > 0} />

      <div className="grid gap-6 lg:grid-cols-5">
        <Panel
          className="lg:col-span-3 lg:self-start"
          title={t('analyze.zeugnis.result.letter.heading')}
          description={hasHighlights ? t('analyze.zeugnis.result.letter.hint') : t('analyze.zeugnis.result.letter.noHighlights')}
          headingLevel="h3"
        >
          <div className="grid gap-3">
            {hasHighlights && <Legend />}
            <HighlightedLetter text={letterText} phrases={analysis.coded_phrases_found} />
          </div>
        </Panel>
        <div className="grid content-start gap-6 lg:col-span-2">
          <Panel title={t('analyze.zeugnis.result.explanation')} headingLevel="h3">
            <div className="grid gap-3 text-sm leading-6 text-slate-700">
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Panel>
          <Omissions analysis={analysis} />
          <Legal analysis={analysis} />
        </div>
      </div>

      <Panel title={t('analyze.zeugnis.result.phrases.heading')} description={t('analyze.zeugnis.result.phrases.description')} headingLevel="h3">
        <PhraseList analysis={analysis} />
      </Panel>

      {analysis.revision_draft.trim() !== '' && <RevisionDraft analysis={analysis} letterText={letterText} />}
    </section>
  )
}
