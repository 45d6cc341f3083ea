import { Download, Gauge, Loader2 } from 'lucide-react'
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PACKAGE_PRESETS, type PackageBody, type PackageEstimateReply, type PackagePreset } from '#shared/api/package'
import { MAX_THIRD_PAGE_CHARS, PACKAGE_BUDGETS_MB } from '#shared/limits'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { describeApiError } from '#web/lib/api-errors'
import { useCvList } from '#web/lib/saved-cvs'
import { useDocuments, useDownloadPackage, useLetters, usePackageEstimate } from '../api/documents-api'
import { megabytes } from './enclosures-manager'

type Budget = (typeof PACKAGE_BUDGETS_MB)[number]

/** The select's value for a package without a letter (Radix needs a non-empty value). */
const NO_LETTER = 'none'

/** Pick CV, enclosures, preset, cover page and budget; see the size; download the one PDF. */
export function PackageBuilder() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const cvs = useCvList()
  const documents = useDocuments()
  const estimate = usePackageEstimate()
  const download = useDownloadPackage()
  const letters = useLetters()
  const [cvId, setCvId] = useState('')
  const [letterId, setLetterId] = useState(NO_LETTER)
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set())
  const [preset, setPreset] = useState<PackagePreset>('de-classic')
  const [coverPage, setCoverPage] = useState(true)
  const [budgetMb, setBudgetMb] = useState<Budget>(5)
  const [position, setPosition] = useState('')
  const [company, setCompany] = useState('')
  const [thirdPage, setThirdPage] = useState(false)
  const [thirdTitle, setThirdTitle] = useState('')
  const [thirdText, setThirdText] = useState('')

  const firstCv = cvs.data?.[0]?.id
  useEffect(() => {
    if (!cvId && firstCv) setCvId(firstCv)
  }, [cvId, firstCv])
  // A letter written for the chosen CV is offered first.
  const cvLetters = useMemo(() => [...(letters.data ?? [])].sort((a, b) => Number(b.cvId === cvId) - Number(a.cvId === cvId)), [letters.data, cvId])
  // … and chosen until the user picks another: a Bewerbungsmappe without its Anschreiben is incomplete.
  const [letterPicked, setLetterPicked] = useState(false)
  const letterForCv = cvLetters.find((letter) => letter.cvId === cvId)?.id ?? NO_LETTER
  useEffect(() => {
    if (!letterPicked) setLetterId(letterForCv)
  }, [letterPicked, letterForCv])

  const docs = useMemo(() => documents.data?.documents ?? [], [documents.data])
  const body: PackageBody | null = useMemo(
    () =>
      cvId
        ? {
            cvId,
            ...(letterId !== NO_LETTER ? { letterId } : {}),
            documentIds: docs.filter((doc) => !excluded.has(doc.id)).map((doc) => doc.id),
            preset,
            coverPage,
            budgetMb,
            ...(position.trim() ? { position: position.trim() } : {}),
            ...(company.trim() ? { company: company.trim() } : {}),
            ...(thirdPage && thirdText.trim()
              ? { thirdPage: { ...(thirdTitle.trim() ? { title: thirdTitle.trim() } : {}), text: thirdText.trim() } }
              : {}),
          }
        : null,
    [cvId, letterId, docs, excluded, preset, coverPage, budgetMb, position, company, thirdPage, thirdTitle, thirdText],
  )
  // A changed choice makes the size shown stale.
  const bodyKey = JSON.stringify(body)
  const [estimatedFor, setEstimatedFor] = useState('')
  const shown: PackageEstimateReply | undefined = estimatedFor === bodyKey ? estimate.data : undefined

  const check = (event?: FormEvent) => {
    event?.preventDefault()
    if (!body) return
    const key = bodyKey
    estimate.mutate(body, { onSuccess: () => setEstimatedFor(key) })
  }

  if (cvs.data && cvs.data.length === 0) {
    return (
      <section aria-labelledby="package-title" className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
        <h2 id="package-title" className="text-xl font-semibold">{t('package.title')}</h2>
        <p className="mt-2 text-slate-600">{t('package.noCv')}</p>
      </section>
    )
  }

  return (
    <section aria-labelledby="package-title" className="space-y-5">
      <div>
        <h2 id="package-title" className="text-xl font-semibold">{t('package.title')}</h2>
        <p className="mt-1 text-slate-600">{t('package.lead')}</p>
      </div>
      <form onSubmit={check} className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-cv`}>{t('package.cv')}</Label>
          <Select
            id={`${id}-cv`}
            value={cvId}
            onValueChange={setCvId}
            options={(cvs.data ?? []).map((cv) => ({ value: cv.id, label: cv.title }))}
            disabled={!cvs.data}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-letter`}>{t('package.letter')}</Label>
          <Select
            id={`${id}-letter`}
            value={letterId}
            onValueChange={(value) => {
              setLetterPicked(true)
              setLetterId(value)
            }}
            options={[{ value: NO_LETTER, label: t('package.noLetter') }, ...cvLetters.map((letter) => ({ value: letter.id, label: letter.title }))]}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-preset`}>{t('package.preset')}</Label>
          <Select
            id={`${id}-preset`}
            value={preset}
            onValueChange={(value) => setPreset(value as PackagePreset)}
            options={PACKAGE_PRESETS.map((value) => ({ value, label: t(`package.presets.${value}`) }))}
          />
          <p className="text-sm text-slate-600">{t(`package.presetHints.${preset}`)}</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-position`}>{t('package.position')}</Label>
          <Input id={`${id}-position`} value={position} maxLength={200} onChange={(event) => setPosition(event.target.value)} placeholder={t('package.positionPlaceholder')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-company`}>{t('package.company')}</Label>
          <Input id={`${id}-company`} value={company} maxLength={200} onChange={(event) => setCompany(event.target.value)} />
        </div>
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{t('package.enclosures')}</legend>
          {docs.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t('package.noEnclosures')}</p>
          ) : (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {docs.map((doc) => (
                <li key={doc.id}>
                  <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 ring-1 ring-slate-200 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      checked={!excluded.has(doc.id)}
                      onChange={(event) => {
                        const next = new Set(excluded)
                        if (event.target.checked) next.delete(doc.id)
                        else next.add(doc.id)
                        setExcluded(next)
                      }}
                    />
                    <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{doc.title}</span>
                    <span className="text-xs text-slate-600">{t(`documents.kinds.${doc.kind}`)}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="h-4 w-4 accent-brand-700" checked={coverPage} onChange={(event) => setCoverPage(event.target.checked)} />
          <span className="text-sm text-slate-800">{t('package.coverPage')}</span>
        </label>
        <div className="flex flex-col gap-3 md:col-span-2">
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={thirdPage}
              aria-controls={`${id}-third`}
              onChange={(event) => setThirdPage(event.target.checked)}
            />
            <span className="text-sm text-slate-800">{t('package.thirdPage')}</span>
          </label>
          {thirdPage && (
            <div id={`${id}-third`} className="grid gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">{t('package.thirdPageHint')}</p>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-third-title`}>{t('package.thirdPageTitle')}</Label>
                <Input
                  id={`${id}-third-title`}
                  value={thirdTitle}
                  maxLength={200}
                  aria-describedby={`${id}-third-title-hint`}
                  onChange={(event) => setThirdTitle(event.target.value)}
                />
                <p id={`${id}-third-title-hint`} className="text-xs text-slate-600">
                  {t('package.thirdPageTitleHint')}
                </p>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-third-text`}>{t('package.thirdPageText')}</Label>
                <Textarea
                  id={`${id}-third-text`}
                  value={thirdText}
                  rows={8}
                  maxLength={MAX_THIRD_PAGE_CHARS}
                  aria-describedby={`${id}-third-count`}
                  onChange={(event) => setThirdText(event.target.value)}
                />
                <p id={`${id}-third-count`} className="text-xs text-slate-600">
                  {t('package.thirdPageCount', { used: thirdText.length, max: MAX_THIRD_PAGE_CHARS })}
                </p>
              </div>
            </div>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('package.budget')}</legend>
          <div className="mt-2 flex gap-2">
            {PACKAGE_BUDGETS_MB.map((mb) => (
              <label key={mb} className={`flex h-11 min-w-16 cursor-pointer items-center justify-center rounded-lg px-3 text-sm ring-1 ${budgetMb === mb ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300'} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600`}>
                <input type="radio" name={`${id}-budget`} className="sr-only" checked={budgetMb === mb} onChange={() => setBudgetMb(mb)} />
                {t('package.mb', { mb })}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-3 md:col-span-2">
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" variant="secondary" disabled={!body || estimate.isPending}>
              {estimate.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Gauge className="h-4 w-4" aria-hidden />}
              {estimate.isPending ? t('package.checking') : t('package.check')}
            </Button>
            <Button type="button" disabled={!shown?.withinBudget || download.isPending} onClick={() => body && download.mutate(body)}>
              {download.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
              {shown ? t('package.download', { size: megabytes(shown.bytes, i18n.language) }) : t('package.downloadFirst')}
            </Button>
          </div>
          <div role="status" aria-live="polite">
            {shown && (
              <div className="rounded-lg bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 font-medium break-all text-slate-900">{shown.fileName}</span>
                  <Badge tone={shown.withinBudget ? 'success' : 'danger'}>
                    {t(shown.withinBudget ? 'package.within' : 'package.over', { size: megabytes(shown.bytes, i18n.language), budget: budgetMb })}
                  </Badge>
                  <span className="text-slate-700">{t('documents.pages', { count: shown.pages })}</span>
                </div>
                <ol className="mt-3 list-decimal space-y-0.5 pl-5 text-slate-700">
                  {shown.parts.map((part, index) => (
                    <li key={`${part.part}-${part.documentId ?? index}`}>
                      {part.title} <span className="text-slate-600">({t('documents.pages', { count: part.pages })})</span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </div>
          <FieldError id={`${id}-error`}>
            {estimate.isError
              ? describeApiError(estimate.error, t('package.failed'))
              : download.isError
                ? describeApiError(download.error, t('package.failed'))
                : undefined}
          </FieldError>
        </div>
      </form>
    </section>
  )
}
