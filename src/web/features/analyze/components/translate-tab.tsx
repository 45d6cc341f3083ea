import { CheckCircle2, Info } from 'lucide-react'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TranslateCvReply } from '#shared/api/ai'
import { isLocale, type Locale } from '#shared/i18n/locales'
import { Badge } from '#web/components/ui/badge'
import { FieldError, Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { languageOptions } from '../lib/language-names'
import { reportToolError } from '../lib/tool-errors'
import { useLastResult } from '../lib/use-last-result'
import { ProviderNotice } from './provider-notice'
import { SavedCvSelect } from './saved-cv-select'
import { CopyButton, Panel, RunButton } from './tool-parts'

// All 8 CV languages are targets (docs/spec/3-decisions.md), German first as the default.
const TARGETS: readonly Locale[] = ['de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'en']

/** Skills as typed: separated by commas or lines, empty entries dropped. */
function splitSkills(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '')
}

// The tab sends the stored form, so the answer comes back in it (personalInfo.summary, skills[]).
type StoredFormReply = { personalInfo?: { summary?: unknown }; skills?: unknown }

function translatedSummary(reply: TranslateCvReply): string {
  const summary = (reply.cvData as StoredFormReply).personalInfo?.summary
  return typeof summary === 'string' ? summary : ''
}

function translatedSkills(reply: TranslateCvReply): string[] {
  const skills = (reply.cvData as StoredFormReply).skills
  return Array.isArray(skills) ? skills.filter((skill): skill is string => typeof skill === 'string') : []
}

function TranslateResult({ reply, target }: { reply: TranslateCvReply; target: Locale }) {
  const { t, i18n } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [reply])
  const options = languageOptions(i18n.resolvedLanguage, undefined, { inSentence: true })
  const names = new Map(options.map((option) => [option.value, option.label]))
  const summary = translatedSummary(reply)
  const skills = translatedSkills(reply)
  return (
    <section aria-labelledby="translate-result-heading" className="grid gap-6">
      <div>
        <h2
          id="translate-result-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none"
        >
          {t('analyze.translate.resultHeading', { language: names.get(target) })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t('analyze.translate.detected', { language: names.get(reply.detectedSourceLanguage) })}
        </p>
      </div>

      {reply.untranslated.length > 0 ? (
        <div role="note" className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
          <p className="flex items-center gap-2 font-semibold text-amber-950">
            <Info className="h-4 w-4 shrink-0" aria-hidden />
            {t('analyze.translate.untranslatedTitle', { count: reply.untranslated.length })}
          </p>
          <p className="mt-1 text-sm text-amber-950">{t('analyze.translate.untranslatedBody')}</p>
          <ul className="mt-3 grid gap-2" data-testid="untranslated">
            {reply.untranslated.map((part) => (
              <li
                key={part}
                className="rounded-lg bg-white/70 px-3 py-2 text-sm text-slate-800 ring-1 ring-amber-200"
              >
                {part}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-900">
          <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden />
          {t('analyze.translate.allTranslated')}
        </p>
      )}

      <Panel
        title={t('analyze.translate.summaryHeading')}
        headingLevel="h3"
        actions={summary && <CopyButton text={summary} label={t('analyze.common.copy')} />}
      >
        <p
          lang={target}
          data-testid="translated-summary"
          className="rounded-xl bg-slate-50 p-4 text-[15px] leading-7 whitespace-pre-wrap text-slate-800"
        >
          {summary}
        </p>
      </Panel>
      {skills.length > 0 && (
        <Panel title={t('analyze.translate.skillsHeading')} headingLevel="h3">
          <ul lang={target} className="flex flex-wrap gap-2" data-testid="translated-skills">
            {skills.map((skill) => (
              <li key={skill}>
                <Badge tone="brand" className="px-3 py-1 text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </section>
  )
}

/** CV translation into the 8 CV languages; what the built-in glossary cannot translate is named plainly. */
export function TranslateTab({ onUpgrade }: { onUpgrade: () => void }) {
  const { t, i18n } = useTranslation()
  const [summary, setSummary] = useState('')
  const [skills, setSkills] = useState('')
  const [target, setTarget] = useState<Locale>('de')
  const [error, setError] = useState<string>()
  const translate = useApiMutation(contract.ai.translateCv)
  const { data: reply, variables } = translate
  const latest = useMemo(
    () => (reply && variables ? { reply, target: variables.body.targetLanguage } : undefined),
    [reply, variables],
  )
  const result = useLastResult(latest)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (summary.trim() === '') {
      setError(t('analyze.translate.noData.description'))
      toast({
        variant: 'error',
        title: t('analyze.translate.noData.title'),
        description: t('analyze.translate.noData.description'),
      })
      return
    }
    setError(undefined)
    translate.mutate(
      { body: {
        cvData: {
          personalInfo: { summary: summary.trim() },
          experience: [],
          education: [],
          skills: splitSkills(skills),
        },
        targetLanguage: target,
        // A hint only: the server detects the source language (docs/spec/3-decisions.md).
        sourceLanguage: 'en',
      } },
      { onError: (failure) => reportToolError('translate', failure, onUpgrade) },
    )
  }

  return (
    <div className="grid gap-6">
      <Panel title={t('analyze.translate.title')} description={t('analyze.translate.description')}>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <ProviderNotice />
          <SavedCvSelect
            id="translate-saved-cv"
            onPicked={(cv) => {
              setSummary(cv.cvData.summary)
              setSkills(cv.cvData.skills.flatMap((group) => group.items.map((item) => item.name)).join(', '))
              setError(undefined)
            }}
          />
          <div className="grid gap-2">
            <Label htmlFor="translate-summary">{t('analyze.translate.summaryLabel')}</Label>
            <Textarea
              id="translate-summary"
              value={summary}
              onChange={(event) => {
                setSummary(event.target.value)
                setError(undefined)
              }}
              placeholder={t('analyze.translate.summaryPlaceholder')}
              className="min-h-36"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'translate-error' : undefined}
            />
            <FieldError id="translate-error">{error}</FieldError>
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
            <div className="grid gap-2">
              <Label htmlFor="translate-skills">
                {t('analyze.translate.skillsLabel')}{' '}
                <span className="font-normal text-slate-500">({t('analyze.common.optional')})</span>
              </Label>
              <Input
                id="translate-skills"
                value={skills}
                onChange={(event) => setSkills(event.target.value)}
                placeholder={t('analyze.translate.skillsPlaceholder')}
                aria-describedby="translate-skills-hint"
              />
              <p id="translate-skills-hint" className="text-xs text-slate-600">
                {t('analyze.translate.skillsHint')}
              </p>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="translate-target">{t('analyze.translate.targetLabel')}</Label>
              <Select
                id="translate-target"
                value={target}
                onValueChange={(value) => isLocale(value) && setTarget(value)}
                options={languageOptions(i18n.resolvedLanguage, TARGETS)}
              />
            </div>
          </div>
          <div>
            <RunButton
              isBusy={translate.isPending}
              label={t('analyze.translate.submit')}
              busyLabel={t('analyze.translate.busy')}
            />
          </div>
        </form>
      </Panel>
      {result && <TranslateResult reply={result.reply} target={result.target} />}
    </div>
  )
}
