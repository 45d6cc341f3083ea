import {
  ArrowLeft,
  ArrowRight,
  Award,
  BadgeCheck,
  BookOpen,
  Briefcase,
  CalendarDays,
  CircleAlert,
  FolderKanban,
  GraduationCap,
  HandHeart,
  Heart,
  Languages,
  Link2,
  Trash2,
  Trophy,
  UserRound,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImportDoubt, OcrReport } from '#shared/api/parse'
import {
  CV_LIMITS,
  type CvData,
  type CvEducation,
  type CvExperience,
  type CvInterest,
  type CvPersonal,
} from '#shared/cv/cv.schema'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { cn } from '#web/lib/cn'
import { parseCvMonth } from '#shared/cv/cv-dates'
import { countSections, textToKeywords, withClosing } from '../cv-text'

type Reason = ImportDoubt['reason']
type Counts = ReturnType<typeof countSections>

// Sections shown as counts only: their values are long lists, corrected in the Edit step.
const OTHER_SECTIONS: Array<{ key: keyof Counts; icon: LucideIcon }> = [
  { key: 'summary', icon: BadgeCheck },
  { key: 'links', icon: Link2 },
  { key: 'skills', icon: Wrench },
  { key: 'languages', icon: Languages },
  { key: 'certifications', icon: Award },
  { key: 'projects', icon: FolderKanban },
]

// The further sections, listed only when the CV had them (most CVs do not).
const FURTHER_SECTIONS: Array<{ key: 'awards' | 'publications' | 'volunteering' | 'courses' | 'references'; icon: LucideIcon }> = [
  { key: 'awards', icon: Trophy },
  { key: 'publications', icon: BookOpen },
  { key: 'volunteering', icon: HandHeart },
  { key: 'courses', icon: GraduationCap },
  { key: 'references', icon: UserRound },
]

/**
 * What the import read, value by value, editable in place before the user moves on (issue 14
 * "The import review"): name, headline and contact, each job and school with its dates, the
 * interests and the closing place/date line; the other sections as counts. Fields the importer was unsure of (`doubts`, addressed by their path in
 * cvData) carry an icon and a short explanation; a date doubt goes once the user changed the dates.
 */
export function ImportReview({
  cv,
  doubts,
  scan,
  onChange,
  onContinue,
  onBack,
}: {
  cv: CvData
  doubts: readonly ImportDoubt[]
  /** The CV was read from a scan or photo: how sure the recogniser was, and of which words not. */
  scan?: OcrReport
  onChange: (update: (cv: CvData) => CvData) => void
  onContinue: () => void
  onBack: () => void
}) {
  const { t } = useTranslation()
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set())
  const doubtAt = (path: string): Reason | undefined =>
    checked.has(path) ? undefined : doubts.find((doubt) => doubt.path === path)?.reason
  const check = (path: string) => setChecked((previous) => new Set(previous).add(path))
  const open = doubts.filter((doubt) => !checked.has(doubt.path)).length
  const counts = countSections(cv)

  const setPersonal = (patch: Partial<CvPersonal>) =>
    onChange((current) => ({ ...current, personal: { ...current.personal, ...patch } }))
  // The importer writes the headline line into both; a corrected title corrects the headline too.
  const setTitle = (title: string) =>
    onChange((current) => ({
      ...current,
      personal: { ...current.personal, title },
      headline: current.headline === current.personal.title ? title : current.headline,
    }))
  const setJob = (index: number, patch: Partial<CvExperience>) =>
    onChange((current) => ({
      ...current,
      experience: current.experience.map((job, i) => (i === index ? { ...job, ...patch } : job)),
    }))
  const setSchool = (index: number, patch: Partial<CvEducation>) =>
    onChange((current) => ({
      ...current,
      education: current.education.map((school, i) => (i === index ? { ...school, ...patch } : school)),
    }))

  return (
    <section aria-labelledby="review-title" className="mx-auto max-w-4xl">
      <h1 id="review-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('builder.review.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('builder.review.lead')}</p>
      {scan && (
        <div className="mt-3 grid gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="review-scan">
          <p>{t('scanUpload.importReview', { pages: scan.pages, confidence: Math.round(scan.meanConfidence * 100) })}</p>
          {scan.uncertainWords.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('scanUpload.review.uncertainLabel')}>
              {scan.uncertainWords.slice(0, 40).map((word) => (
                <li key={word}>
                  <mark className="rounded bg-amber-200 px-1.5 py-0.5 font-mono text-xs text-amber-950">{word}</mark>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {open > 0 && (
        <p
          className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="review-doubts"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden />
          {t('builder.review.doubtsSummary', { count: open })}
        </p>
      )}

      <ReviewSection
        icon={UserRound}
        title={t('builder.review.personal')}
        testId="review-contact"
        doubt={undefined}
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{t('builder.review.personal')}</legend>
          <ReviewField
            label={t('builder.edit.personal.fullName')}
            value={cv.personal.fullName}
            onChange={(fullName) => setPersonal({ fullName })}
            autoComplete="name"
            doubt={doubtAt('personal.fullName')}
          />
          <ReviewField
            label={t('builder.edit.personal.title')}
            value={cv.personal.title}
            onChange={setTitle}
            doubt={doubtAt('personal.title')}
          />
          <ReviewField
            label={t('builder.edit.personal.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={cv.personal.email}
            onChange={(email) => setPersonal({ email })}
          />
          <ReviewField
            label={t('builder.edit.personal.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={cv.personal.phone}
            onChange={(phone) => setPersonal({ phone })}
          />
          <ReviewField
            label={t('builder.edit.personal.address')}
            autoComplete="address-line1"
            value={cv.personal.address ?? ''}
            onChange={(address) => setPersonal({ address })}
          />
          <ReviewField
            label={t('builder.edit.personal.location')}
            value={cv.personal.location}
            onChange={(location) => setPersonal({ location })}
          />
        </fieldset>
      </ReviewSection>

      <ReviewSection
        icon={Briefcase}
        title={t('builder.review.sections.experience')}
        count={
          counts.experience > 0
            ? t('builder.review.counts.experience', { count: counts.experience })
            : undefined
        }
        testId="review-experience"
        doubt={doubtAt('experience')}
      >
        {cv.experience.length === 0 ? (
          <p className="text-sm text-slate-600">{t('builder.review.none')}</p>
        ) : (
          <ol className="grid gap-2">
            {cv.experience.map((job, index) => (
              <Entry
                key={job.id}
                legend={t('builder.review.position', { number: index + 1 })}
                texts={[
                  {
                    label: t('builder.edit.experience.title'),
                    value: job.title,
                    set: (title) => setJob(index, { title }),
                  },
                  {
                    label: t('builder.edit.experience.company'),
                    value: job.company,
                    set: (company) => setJob(index, { company }),
                  },
                ]}
                startDate={job.startDate}
                endDate={job.endDate}
                current={job.current}
                onDates={(patch) => {
                  check(`experience.${index}`)
                  setJob(index, patch)
                }}
                doubt={doubtAt(`experience.${index}`)}
              />
            ))}
          </ol>
        )}
      </ReviewSection>

      <ReviewSection
        icon={GraduationCap}
        title={t('builder.review.sections.education')}
        count={
          counts.education > 0 ? t('builder.review.counts.education', { count: counts.education }) : undefined
        }
        testId="review-education"
        doubt={doubtAt('education')}
      >
        {cv.education.length === 0 ? (
          <p className="text-sm text-slate-600">{t('builder.review.none')}</p>
        ) : (
          <ol className="grid gap-2">
            {cv.education.map((school, index) => (
              <Entry
                key={school.id}
                legend={t('builder.review.school', { number: index + 1 })}
                texts={[
                  {
                    label: t('builder.edit.education.degree'),
                    value: school.degree,
                    set: (degree) => setSchool(index, { degree }),
                  },
                  // The importer splits "M.Sc. Logistics" into degree and field: both are shown.
                  {
                    label: t('builder.edit.education.field'),
                    value: school.field,
                    set: (field) => setSchool(index, { field }),
                  },
                  {
                    label: t('builder.edit.education.institution'),
                    value: school.institution,
                    set: (institution) => setSchool(index, { institution }),
                  },
                ]}
                startDate={school.startDate}
                endDate={school.endDate}
                onDates={(patch) => {
                  check(`education.${index}`)
                  setSchool(index, patch)
                }}
                doubt={doubtAt(`education.${index}`)}
              />
            ))}
          </ol>
        )}
      </ReviewSection>

      <ReviewSection
        icon={Heart}
        title={t('builder.review.sections.interests')}
        count={
          counts.interests > 0 ? t('builder.review.counts.interests', { count: counts.interests }) : undefined
        }
        testId="review-interests"
        doubt={undefined}
      >
        <InterestsReview
          interests={cv.interests ?? []}
          onChange={(update) =>
            onChange((current) => ({ ...current, interests: update(current.interests ?? []) }))
          }
        />
      </ReviewSection>

      <ReviewSection
        icon={CalendarDays}
        title={t('builder.review.sections.closing')}
        count={counts.closing > 0 ? t('builder.review.counts.closing') : t('builder.review.none')}
        testId="review-closing"
        doubt={undefined}
      >
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{t('builder.review.sections.closing')}</legend>
          <ReviewField
            label={t('builder.edit.closing.place')}
            value={cv.closing?.place ?? ''}
            onChange={(place) => onChange((current) => withClosing(current, { place }))}
            maxLength={CV_LIMITS.shortText}
          />
          <ReviewField
            label={t('builder.edit.closing.date')}
            type="date"
            value={cv.closing?.date ?? ''}
            onChange={(date) => onChange((current) => withClosing(current, { date }))}
            hint={t('builder.edit.closing.dateHint')}
            maxLength={20}
          />
        </fieldset>
      </ReviewSection>

      <h2 className="mt-6 text-sm font-semibold text-slate-900">{t('builder.review.alsoFound')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('builder.review.listLabel')}>
        {OTHER_SECTIONS.map(({ key, icon: Icon }) => {
          const count = counts[key]
          const doubt = doubtAt(key)
          return (
            <li
              key={key}
              data-testid={`review-${key}`}
              className={cn(
                'flex max-w-full items-start gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm',
                count > 0 ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50',
              )}
            >
              <Icon
                className={cn('mt-0.5 h-4 w-4 shrink-0', count > 0 ? 'text-emerald-700' : 'text-slate-500')}
                aria-hidden
              />
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{t(`builder.review.sections.${key}`)}</span>
                <span className="text-slate-600">
                  {' · '}
                  {count > 0
                    ? t(`builder.review.counts.${key}`, { count, groups: counts.skillGroups })
                    : t('builder.review.none')}
                </span>
                {doubt && <DoubtNote reason={doubt} className="mt-1" />}
              </span>
            </li>
          )
        })}
        {FURTHER_SECTIONS.map(({ key, icon }) => {
          const count = counts[key]
          const onRequest = key === 'references' && count === 0 && cv.referencesOnRequest === true
          if (count === 0 && !onRequest) return null
          return (
            <FoundChip
              key={key}
              testId={`review-${key}`}
              icon={icon}
              title={t(`builder.edit.sections.${key}`)}
              detail={onRequest ? t('builder.review.counts.referencesOnRequest') : t(`builder.review.counts.${key}`, { count })}
              items={furtherEntryNames(cv, key)}
            />
          )
        })}
        {(cv.customSections ?? []).map((section, index) => (
          <FoundChip
            key={section.id}
            testId="review-custom"
            icon={FolderKanban}
            title={section.title || t('builder.edit.custom.sectionUntitled', { number: index + 1 })}
            detail={t('builder.review.counts.custom', { count: section.entries.length })}
            items={section.entries.map((entry) => joinNames(entry.title, entry.subtitle, entry.description))}
          />
        ))}
      </ul>
      {(cv.customSections ?? []).length > 0 && (
        <p className="mt-3 text-sm text-slate-600" data-testid="review-custom-hint">
          {t('builder.review.customHint')}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">{t('builder.review.missingHint')}</p>

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('builder.review.back')}
        </Button>
        <Button onClick={onContinue}>
          {t('builder.review.continue')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </section>
  )
}

// What each entry of a further section was read as, one short line each, so that an entry read
// wrongly (a closing line as an engagement, a note as a course's name) is seen before moving on.
const MAX_NAMES = 5
const MAX_NAME_CHARS = 120
const joinNames = (...parts: string[]): string => {
  const line = parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' · ')
  return line.length > MAX_NAME_CHARS ? `${line.slice(0, MAX_NAME_CHARS - 1)}…` : line
}

function furtherEntryNames(cv: CvData, key: (typeof FURTHER_SECTIONS)[number]['key']): string[] {
  switch (key) {
    case 'awards':
      return (cv.awards ?? []).map((entry) => joinNames(entry.title, entry.awarder))
    case 'publications':
      return (cv.publications ?? []).map((entry) => joinNames(entry.name, entry.publisher))
    case 'volunteering':
      return (cv.volunteering ?? []).map((entry) => joinNames(entry.role, entry.organization))
    case 'courses':
      return (cv.courses ?? []).map((entry) => joinNames(entry.name, entry.institution))
    case 'references':
      return (cv.references ?? []).map((entry) => joinNames(entry.name, entry.position))
  }
}

/** A section the CV had beyond the core ones, with what was found in it. */
function FoundChip({
  icon: Icon,
  title,
  detail,
  testId,
  items = [],
}: {
  icon: LucideIcon
  title: string
  detail: string
  testId: string
  items?: string[]
}) {
  const shown = items.filter((item) => item !== '').slice(0, MAX_NAMES)
  return (
    <li
      data-testid={testId}
      className="flex max-w-full items-start gap-1.5 rounded-lg border border-slate-200 bg-white px-2.5 py-1.5 text-sm"
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
      <span className="min-w-0">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-slate-600">
          {' · '}
          {detail}
        </span>
        {shown.length > 0 && (
          <ul className="mt-1 list-disc pl-4 text-slate-700">
            {shown.map((item, index) => (
              <li key={index} className="break-words">
                {item}
              </li>
            ))}
          </ul>
        )}
      </span>
    </li>
  )
}

function ReviewSection({
  icon: Icon,
  title,
  count,
  testId,
  doubt,
  children,
}: {
  icon: LucideIcon
  title: string
  count?: string
  testId: string
  doubt: Reason | undefined
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="mt-5 rounded-xl border border-slate-200 bg-white p-3 shadow-soft sm:p-4"
    >
      <div className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1">
        <Icon className="h-4 w-4 text-brand-700" aria-hidden />
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {count && <span className="text-sm text-slate-600">· {count}</span>}
        {doubt && <DoubtNote reason={doubt} />}
      </div>
      {children}
    </section>
  )
}

/** The mark of a field the importer was unsure of: an icon and a plain explanation, never colour alone. */
function DoubtNote({ reason, id, className }: { reason: Reason; id?: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <p
      id={id}
      data-doubt={reason}
      className={cn(
        'inline-flex items-start gap-1.5 rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-950',
        className,
      )}
    >
      <CircleAlert className="mt-px h-3.5 w-3.5 shrink-0 text-amber-700" aria-hidden />
      {t(`builder.review.doubts.${reason}`)}
    </p>
  )
}

function ReviewField({
  label,
  value,
  onChange,
  doubt,
  error,
  hint,
  field,
  describedBy,
  type = 'text',
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  disabled,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  doubt?: Reason
  error?: string
  /** A short note under the field ("Leave empty to print the day you export"). */
  hint?: string
  /** Marks the input (`data-field`) for focus after a change of the list it is in. */
  field?: string
  /** The id of a note that speaks for this field too (an entry's date doubt). */
  describedBy?: string
  type?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  disabled?: boolean
}) {
  const id = useId()
  const notes = [hint && `${id}-hint`, doubt && `${id}-doubt`, error && `${id}-error`, describedBy]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        type={type}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        data-field={field}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={notes || undefined}
        aria-invalid={error ? true : undefined}
        className={cn('h-10 sm:h-9', doubt && 'border-amber-500')}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {doubt && <DoubtNote id={`${id}-doubt`} reason={doubt} className="self-start" />}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * The interests read from the CV, each editable (name and comma-separated details) or removable:
 * a line the importer took for an interest goes with one button. After a removal the focus moves
 * to the next interest's name, or to the list's end when the last one went.
 */
function InterestsReview({
  interests,
  onChange,
}: {
  interests: readonly CvInterest[]
  onChange: (update: (interests: readonly CvInterest[]) => CvInterest[]) => void
}) {
  const { t } = useTranslation()
  const listRef = useRef<HTMLOListElement>(null)
  const noneRef = useRef<HTMLParagraphElement>(null)
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<number | null>(null)
  useEffect(() => {
    if (focusAfterRemoval === null) return
    const names =
      listRef.current?.querySelectorAll<HTMLInputElement>('input[data-field="interest-name"]') ?? []
    const target = names[Math.min(focusAfterRemoval, names.length - 1)]
    if (target) target.focus()
    else noneRef.current?.focus()
    setFocusAfterRemoval(null)
  }, [focusAfterRemoval, interests.length])
  const set = (index: number, patch: Partial<CvInterest>) =>
    onChange((current) => current.map((interest, i) => (i === index ? { ...interest, ...patch } : interest)))
  if (interests.length === 0)
    return (
      <p ref={noneRef} tabIndex={-1} className="text-sm text-slate-600 focus:outline-none">
        {t('builder.review.none')}
      </p>
    )
  return (
    <ol ref={listRef} className="grid gap-2">
      {interests.map((interest, index) => {
        const legend = t('builder.review.interest', { number: index + 1 })
        const title = interest.name.trim() || legend
        return (
          <li key={interest.id} className="rounded-lg border border-slate-200 p-2.5 sm:p-3">
            <fieldset className="grid gap-x-3 gap-y-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end">
              <legend className="sr-only">{legend}</legend>
              <ReviewField
                label={t('builder.edit.interests.name')}
                value={interest.name}
                onChange={(name) => set(index, { name })}
                maxLength={CV_LIMITS.shortText}
                field="interest-name"
              />
              <ReviewField
                label={t('builder.edit.interests.details')}
                value={interest.keywords.join(', ')}
                onChange={(text) => set(index, { keywords: textToKeywords(text) })}
                maxLength={CV_LIMITS.shortText * 4}
              />
              <Button
                variant="ghost"
                size="icon"
                className="h-9 w-9 justify-self-end text-red-700 hover:bg-red-50 hover:text-red-800"
                onClick={() => {
                  onChange((current) => current.filter((_, i) => i !== index))
                  setFocusAfterRemoval(index)
                }}
                aria-label={t('builder.edit.list.remove', { title })}
                title={t('builder.edit.list.remove', { title })}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </fieldset>
          </li>
        )
      })}
    </ol>
  )
}

type EntryText = { label: string; value: string; set: (value: string) => void }

// Static class names (Tailwind reads them from the source): text columns, then the two dates.
const ENTRY_COLUMNS: Record<number, string> = {
  2: 'sm:grid-cols-[repeat(2,minmax(0,1fr))_7.5rem_7.5rem]',
  3: 'sm:grid-cols-[repeat(3,minmax(0,1fr))_7rem_7rem]',
}
const ENTRY_FULL_ROW: Record<number, string> = { 2: 'sm:col-span-4', 3: 'sm:col-span-5' }

/** One job or school: its text fields and its date range, in one row on a wide screen. */
function Entry({
  legend,
  texts,
  startDate,
  endDate,
  current,
  onDates,
  doubt,
}: {
  legend: string
  texts: EntryText[]
  startDate: string
  endDate: string
  /** Jobs only: an open end ("present"). */
  current?: boolean
  onDates: (patch: { startDate?: string; endDate?: string; current?: boolean }) => void
  doubt: Reason | undefined
}) {
  const { t } = useTranslation()
  const id = useId()
  // The month forms of every CV language are read ("04/2019", "April 2019") and stored as "YYYY-MM".
  const dateError = (value: string) => (parseCvMonth(value, 'en') !== null ? undefined : t('builder.edit.dateInvalid'))
  const asStored = (value: string) => parseCvMonth(value, 'en') ?? value
  const doubtId = doubt ? `${id}-doubt` : undefined
  return (
    <li
      className={cn(
        'rounded-lg border p-2.5 sm:p-3',
        doubt ? 'border-amber-400 bg-amber-50/40' : 'border-slate-200',
      )}
    >
      <fieldset className={cn('grid grid-cols-2 gap-x-3 gap-y-2', ENTRY_COLUMNS[texts.length])}>
        <legend className="sr-only">{legend}</legend>
        {texts.map((text) => (
          <div key={text.label} className="col-span-2 sm:col-span-1">
            <ReviewField label={text.label} value={text.value} onChange={text.set} />
          </div>
        ))}
        <ReviewField
          label={t('builder.edit.startDate')}
          value={startDate}
          onChange={(value) => onDates({ startDate: asStored(value) })}
          placeholder={t('builder.edit.datePlaceholder')}
          inputMode="numeric"
          maxLength={20}
          error={dateError(startDate)}
          describedBy={doubtId}
        />
        <ReviewField
          label={t('builder.edit.endDate')}
          value={current ? '' : endDate}
          onChange={(value) => onDates({ endDate: asStored(value) })}
          placeholder={current ? t('builder.review.present') : t('builder.edit.datePlaceholder')}
          inputMode="numeric"
          maxLength={20}
          disabled={current}
          error={current ? undefined : dateError(endDate)}
          describedBy={doubtId}
        />
        {(current !== undefined || doubt) && (
          <div
            className={cn(
              'col-span-2 flex flex-wrap items-center justify-between gap-2',
              ENTRY_FULL_ROW[texts.length],
            )}
          >
            {doubt ? <DoubtNote id={doubtId} reason={doubt} /> : <span />}
            {current !== undefined && (
              <label htmlFor={`${id}-current`} className="flex items-center gap-2 text-xs text-slate-800">
                <input
                  id={`${id}-current`}
                  type="checkbox"
                  checked={current}
                  onChange={(event) =>
                    onDates({ current: event.target.checked, endDate: event.target.checked ? '' : endDate })
                  }
                  className="h-4 w-4 rounded border-slate-300 accent-brand-700"
                />
                {t('builder.edit.experience.current')}
              </label>
            )}
          </div>
        )}
      </fieldset>
    </li>
  )
}
