import { ArrowLeft, CalendarClock, Download, FileSpreadsheet, Plus } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import {
  monthOf,
  PROOF_COUNTRIES,
  PROOF_LANGUAGES,
  type ProofCountry,
  type ProofOverview,
} from '#shared/api/application-proof'
import { EFFORT_KINDS, type EffortKind } from '#shared/api/applications'
import { LOCALE_TAGS, isLocale } from '#shared/i18n/locales'
import { AppLayout } from '#web/components/layout/app-layout'
import { RequireAuth } from '#web/components/require-auth'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { PATHS } from '#web/lib/paths'
import { useAddEffort, useDownloadProof, useProofOverview } from './proof-api'
import { ProofSettingsForm } from './proof-settings-form'

const OTHER_EFFORTS = EFFORT_KINDS.filter((kind): kind is Exclude<EffortKind, 'application'> => kind !== 'application')
const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-soft sm:p-6'

function useDayFormat() {
  const { i18n } = useTranslation()
  const tag = isLocale(i18n.language) ? LOCALE_TAGS[i18n.language] : 'en-GB'
  return {
    day: (day: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    month: (month: string) =>
      new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)),
  }
}

/** This month's efforts against the target, and the RAV deadline ahead. */
function Progress({ overview }: { overview: ProofOverview }) {
  const { t } = useTranslation()
  const format = useDayFormat()
  const target = overview.settings.monthlyTarget
  const count = overview.effortsThisMonth
  const percent = target ? Math.min(100, Math.round((count / target) * 100)) : 0
  const showRav = overview.settings.country === 'CH' || overview.settings.country === null
  return (
    <section aria-labelledby="proof-progress" className={`${CARD} grid gap-5 md:grid-cols-2`}>
      <div>
        <h2 id="proof-progress" className="text-lg font-semibold">
          {t('applicationsProof.progress.title', { month: format.month(overview.today.slice(0, 7)) })}
        </h2>
        {target ? (
          <>
            <p className="mt-2 text-3xl font-semibold text-slate-900">{t('applicationsProof.progress.ofTarget', { count, target })}</p>
            <div
              role="progressbar"
              aria-label={t('applicationsProof.progress.barLabel')}
              aria-valuemin={0}
              aria-valuemax={target}
              aria-valuenow={Math.min(count, target)}
              className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-2 text-sm text-slate-700">
              {count >= target ? t('applicationsProof.progress.reached') : t('applicationsProof.progress.left', { count: target - count })}
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 text-3xl font-semibold text-slate-900">{t('applicationsProof.progress.count', { count })}</p>
            <p className="mt-2 text-sm text-slate-700">{t('applicationsProof.progress.noTarget')}</p>
          </>
        )}
      </div>
      {showRav ? (
        <div className="flex gap-3 rounded-xl bg-brand-50 p-4 text-brand-950">
          <CalendarClock className="mt-1 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          <div>
            <h3 className="font-semibold">{t('applicationsProof.rav.title')}</h3>
            <p className="mt-1">
              {t('applicationsProof.rav.due', { month: format.month(overview.ravDeadline.month), date: format.day(overview.ravDeadline.due) })}
            </p>
            <p className="mt-1 font-semibold">
              {overview.ravDeadline.daysLeft === 0
                ? t('applicationsProof.rav.today')
                : t('applicationsProof.rav.daysLeft', { count: overview.ravDeadline.daysLeft })}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  )
}

/** The proof of a month in the chosen office's shape, as PDF or CSV. */
function ExportForm({ overview }: { overview: ProofOverview }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [country, setCountry] = useState<ProofCountry>(overview.settings.country ?? 'DE')
  const [month, setMonth] = useState(overview.ravDeadline.month)
  const languages: readonly string[] = PROOF_LANGUAGES[country]
  const [language, setLanguage] = useState(languages.includes(i18n.language) ? i18n.language : 'de')
  const download = useDownloadProof()
  const chosenLanguage = languages.includes(language) ? language : languages[0]!
  const valid = /^\d{4}-\d{2}$/.test(month)

  const run = (format: 'pdf' | 'csv') => {
    const { from, to } = monthOf(`${month}-01`)
    download.mutate(
      { country, from, to, format, language: chosenLanguage as 'de' },
      { onError: (error) => toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('applicationsProof.export.failed')) }) },
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className={CARD}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('applicationsProof.export.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('applicationsProof.export.lead')}</p>
      {/* The office's form has the long name ("Deutschland: Nachweis der Eigenbemühungen"): it gets the wide column. */}
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-country`}>{t('applicationsProof.export.country')}</Label>
          <Select
            id={`${id}-country`}
            value={country}
            onValueChange={(value) => setCountry(value as ProofCountry)}
            options={PROOF_COUNTRIES.map((value) => ({ value, label: t(`applicationsProof.forms.${value}`) }))}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-month`}>{t('applicationsProof.export.month')}</Label>
          <Input id={`${id}-month`} type="month" value={month} onChange={(event) => setMonth(event.target.value)} required />
        </div>
        {languages.length > 1 ? (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-language`}>{t('applicationsProof.export.language')}</Label>
            <Select
              id={`${id}-language`}
              value={chosenLanguage}
              onValueChange={setLanguage}
              options={languages.map((value) => ({ value, label: t(`applicationsProof.languages.${value}`) }))}
            />
          </div>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={() => run('pdf')} disabled={!valid || download.isPending}>
          <Download className="h-4 w-4" aria-hidden />
          {t('applicationsProof.export.pdf')}
        </Button>
        <Button variant="secondary" onClick={() => run('csv')} disabled={!valid || download.isPending}>
          <FileSpreadsheet className="h-4 w-4" aria-hidden />
          {t('applicationsProof.export.csv')}
        </Button>
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('applicationsProof.export.note')}</p>
    </section>
  )
}

/** A job fair, a talk with a recruiter, an information event: efforts the offices count too. */
function EffortForm({ today }: { today: string }) {
  const { t } = useTranslation()
  const id = useId()
  const [kind, setKind] = useState<(typeof OTHER_EFFORTS)[number]>('job_fair')
  const [company, setCompany] = useState('')
  const [day, setDay] = useState(today)
  const [location, setLocation] = useState('')
  const [error, setError] = useState<string>()
  const add = useAddEffort()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!company.trim()) {
      setError(t('applicationsProof.effort.nameRequired'))
      return
    }
    setError(undefined)
    add.mutate(
      { company: company.trim(), kind, appliedAt: day, location: location.trim(), stage: 'saved' },
      {
        onSuccess: () => {
          setCompany('')
          setLocation('')
          toast({ variant: 'success', title: t('applicationsProof.effort.added') })
        },
        onError: (failure) => setError(describeApiError(failure, t('applicationsProof.effort.failed'))),
      },
    )
  }

  return (
    <section aria-labelledby={`${id}-title`} className={CARD}>
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('applicationsProof.effort.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('applicationsProof.effort.lead')}</p>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-kind`}>{t('applicationsProof.effort.kind')}</Label>
          <Select
            id={`${id}-kind`}
            value={kind}
            onValueChange={(value) => setKind(value as typeof kind)}
            options={OTHER_EFFORTS.map((value) => ({ value, label: t(`applicationsProof.kinds.${value}`) }))}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-company`}>{t('applicationsProof.effort.name')}</Label>
          <Input
            id={`${id}-company`}
            value={company}
            onChange={(event) => setCompany(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-day`}>{t('applicationsProof.effort.date')}</Label>
          <Input id={`${id}-day`} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-location`}>{t('applicationsProof.effort.place')}</Label>
          <Input id={`${id}-location`} value={location} onChange={(event) => setLocation(event.target.value)} />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <FieldError id={`${id}-error`}>{error}</FieldError>
          <Button type="submit" variant="secondary" className="mt-2" disabled={add.isPending}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('applicationsProof.effort.add')}
          </Button>
        </div>
      </form>
    </section>
  )
}

function Proof() {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const overview = useProofOverview()
  const reminders = searchParams.get('reminders')
  return (
    <AppLayout title={t('applicationsProof.title')}>
      <Link to={PATHS.bulkApplication} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('applicationsProof.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight">{t('applicationsProof.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('applicationsProof.lead')}</p>
      {reminders === 'off' || reminders === 'unknown' ? (
        <div role="status" className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950">
          {t(reminders === 'off' ? 'applicationsProof.remindersOff' : 'applicationsProof.remindersUnknown')}
        </div>
      ) : null}
      {overview.isPending ? (
        <p className="mt-8 text-slate-600" role="status">
          {t('applicationsProof.loading')}
        </p>
      ) : overview.isError ? (
        <p className="mt-8 text-red-700" role="alert">
          {describeApiError(overview.error, t('applicationsProof.loadFailed'))}
        </p>
      ) : (
        <div className="mt-6 grid gap-6">
          <Progress overview={overview.data} />
          <ExportForm overview={overview.data} />
          <EffortForm today={overview.data.today} />
          <div className={CARD}>
            <ProofSettingsForm key={JSON.stringify(overview.data.settings)} settings={overview.data.settings} />
          </div>
        </div>
      )}
    </AppLayout>
  )
}

export function ProofPage() {
  return <RequireAuth>{() => <Proof />}</RequireAuth>
}
