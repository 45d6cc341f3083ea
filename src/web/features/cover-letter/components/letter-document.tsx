import { Download, FileText, FolderOpen, Loader2, Save, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  LETTER_LAYOUTS,
  NOTICE_ENDS,
  NOTICE_UNITS,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  type LetterLayout,
  type LetterRecord,
  type LetterSalary,
} from '#shared/api/letters'
import type { Locale } from '#shared/i18n/locales'
import { earliestStart, STATUTORY_NOTICE_DE } from '#shared/letter-notice'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { formatDate } from '#web/lib/i18n'
import { drawPdfPages } from '#web/lib/pdf-pages'
import { useCvList } from '#web/lib/saved-cvs'
import {
  downloadLetter,
  letterPreviewPdf,
  readLetter,
  useDeleteLetter,
  useLetterList,
  useSaveLetter,
  type LetterFormat,
} from '../api/letters'
import { letterBodyFrom } from '../lib/letter-body'

// The written letter kept as a document (issue 27): linked to a saved CV whose design it prints in,
// in a national layout, with recipient, subject, salary and start date; previewed page by page as it
// prints, and downloaded as PDF, Word or text. The saved letters are listed below it.

interface Form {
  cvId: string
  layout: LetterLayout
  company: string
  department: string
  contactName: string
  street: string
  postalCode: string
  city: string
  reference: string
  subject: string
  place: string
  salaryMin: string
  salaryMax: string
  currency: LetterSalary['currency']
  period: LetterSalary['period']
  noticeAmount: string
  noticeUnit: (typeof NOTICE_UNITS)[number]
  noticeEnds: (typeof NOTICE_ENDS)[number]
  startDate: string
  enclosures: string
  foldMarks: boolean
  senderName: string
  senderStreet: string
  senderPostalCode: string
  senderCity: string
  senderEmail: string
  senderPhone: string
}

const SENDER_KEYS = ['senderName', 'senderStreet', 'senderPostalCode', 'senderCity', 'senderEmail', 'senderPhone'] as const

const LAYOUT_FOR_LANGUAGE: Record<Locale, LetterLayout> = {
  de: 'din5008-a',
  en: 'uk',
  fr: 'fr',
  es: 'es',
  it: 'it',
  pt: 'pt',
  nl: 'din5008-a',
  pl: 'pl',
}

function emptyForm(language: Locale, company: string): Form {
  return {
    cvId: '',
    layout: LAYOUT_FOR_LANGUAGE[language],
    company,
    department: '',
    contactName: '',
    street: '',
    postalCode: '',
    city: '',
    reference: '',
    subject: '',
    place: '',
    salaryMin: '',
    salaryMax: '',
    currency: language === 'pl' ? 'PLN' : 'EUR',
    period: 'year',
    noticeAmount: '',
    noticeUnit: 'months',
    noticeEnds: 'end-of-month',
    startDate: '',
    enclosures: '',
    foldMarks: false,
    senderName: '',
    senderStreet: '',
    senderPostalCode: '',
    senderCity: '',
    senderEmail: '',
    senderPhone: '',
  }
}

function formOf(letter: LetterRecord): Form {
  return {
    cvId: letter.cvId ?? '',
    layout: letter.layout,
    company: letter.recipient.company,
    department: letter.recipient.department,
    contactName: letter.recipient.contactName,
    street: letter.recipient.street,
    postalCode: letter.recipient.postalCode,
    city: letter.recipient.city,
    reference: letter.reference,
    subject: letter.subject,
    place: letter.place,
    salaryMin: letter.salary ? String(letter.salary.min) : '',
    salaryMax: letter.salary?.max != null ? String(letter.salary.max) : '',
    currency: letter.salary?.currency ?? 'EUR',
    period: letter.salary?.period ?? 'year',
    noticeAmount: letter.notice ? String(letter.notice.amount) : '',
    noticeUnit: letter.notice?.unit ?? 'months',
    noticeEnds: letter.notice?.ends ?? 'end-of-month',
    startDate: letter.startDate ?? '',
    enclosures: letter.enclosures.join('\n'),
    foldMarks: letter.foldMarks,
    senderName: letter.sender?.name ?? '',
    senderStreet: letter.sender?.street ?? '',
    senderPostalCode: letter.sender?.postalCode ?? '',
    senderCity: letter.sender?.city ?? '',
    senderEmail: letter.sender?.email ?? '',
    senderPhone: letter.sender?.phone ?? '',
  }
}

const whole = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null)

/** The fields the API takes, from the form (empty numbers leave salary and notice out). */
function fieldsOf(form: Form, content: string, language: Locale) {
  const min = whole(form.salaryMin)
  const amount = whole(form.noticeAmount)
  return {
    cvId: form.cvId,
    content,
    language,
    layout: form.layout,
    recipient: {
      company: form.company,
      department: form.department,
      contactName: form.contactName,
      street: form.street,
      postalCode: form.postalCode,
      city: form.city,
    },
    reference: form.reference,
    subject: form.subject,
    place: form.place,
    salary: min === null ? null : { min, max: whole(form.salaryMax), currency: form.currency, period: form.period },
    notice: amount === null ? null : { amount, unit: form.noticeUnit, ends: form.noticeEnds },
    startDate: form.startDate || null,
    enclosures: form.enclosures.split('\n').map((line) => line.trim()).filter(Boolean),
    foldMarks: form.foldMarks,
    // Only what the writer typed overrides the CV; nothing typed keeps the CV's details.
    sender: SENDER_KEYS.some((key) => form[key].trim() !== '')
      ? {
          name: form.senderName,
          street: form.senderStreet,
          postalCode: form.senderPostalCode,
          city: form.senderCity,
          email: form.senderEmail,
          phone: form.senderPhone,
        }
      : null,
  }
}

const today = () => new Date().toISOString().slice(0, 10)

function Field(props: { id: string; label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={props.className ?? 'grid gap-1.5'}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
    </div>
  )
}

/** The saved letter's pages as they print, drawn by pdf.js. */
function LetterPages({ letterId, version }: { letterId: string; version: number }) {
  const { t } = useTranslation()
  const pagesRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; pages: number; text: string }>({
    status: 'loading',
    pages: 0,
    text: '',
  })
  useEffect(() => {
    const controller = new AbortController()
    setState((current) => ({ ...current, status: 'loading' }))
    letterPreviewPdf(letterId, controller.signal)
      .then((pdf) => drawPdfPages(pdf, controller.signal))
      .then(({ canvases, texts }) => {
        const container = pagesRef.current
        if (controller.signal.aborted || !container) return
        container.replaceChildren(
          ...canvases.map((canvas) => {
            const sheet = document.createElement('figure')
            sheet.className = 'overflow-hidden rounded-md bg-white shadow-lift ring-1 ring-slate-200'
            canvas.className = 'block h-auto w-full'
            canvas.setAttribute('aria-hidden', 'true')
            sheet.append(canvas)
            return sheet
          }),
        )
        setState({ status: 'ready', pages: canvases.length, text: texts.join('\n') })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', pages: 0, text: '' })
      })
    return () => controller.abort()
  }, [letterId, version])
  return (
    <section aria-label={t('letters.preview.label')} aria-busy={state.status === 'loading'} data-testid="letter-preview" data-pages={state.pages}>
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {state.status === 'loading'
          ? t('letters.preview.loading')
          : state.status === 'error'
            ? t('letters.preview.failed')
            : t('letters.preview.pages', { count: state.pages })}
      </p>
      <div ref={pagesRef} className="grid gap-4" />
      <p className="sr-only">{state.text}</p>
    </section>
  )
}

export function LetterDocument(props: {
  /** The writer's current text (head included: it is dropped, the document prints its own). */
  text: string
  language: Locale
  company: string
  /** Puts a saved letter's text back into the writer. */
  onOpen: (content: string, language: Locale) => void
}) {
  const { t } = useTranslation()
  const cvs = useCvList()
  const letters = useLetterList()
  const save = useSaveLetter()
  const remove = useDeleteLetter()
  const [saved, setSaved] = useState<LetterRecord | null>(null)
  const [form, setForm] = useState<Form>(() => emptyForm(props.language, props.company))
  const [busy, setBusy] = useState<LetterFormat | null>(null)
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }))

  // The first saved CV is the default link.
  useEffect(() => {
    if (!form.cvId && cvs.data?.[0]) set('cvId', cvs.data[0].id)
  }, [cvs.data, form.cvId])
  useEffect(() => {
    if (!saved && props.company && !form.company) set('company', props.company)
  }, [props.company, saved, form.company])

  const content = letterBodyFrom(props.text)
  const fields = fieldsOf(form, content, props.language)
  const amount = whole(form.noticeAmount)
  const ownStart = amount === null ? null : earliestStart({ amount, unit: form.noticeUnit, ends: form.noticeEnds, from: null }, today())
  const statutoryStart = earliestStart(STATUTORY_NOTICE_DE, today())

  const submit = () => {
    if (!form.cvId) {
      toast({ variant: 'error', title: t('letters.save.failedTitle'), description: t('letters.save.needCv') })
      return
    }
    save.mutate(
      { id: saved?.id ?? null, version: saved?.version ?? 1, create: fields, update: fields },
      {
        onSuccess: (record) => {
          setSaved(record)
          toast({ variant: 'success', title: t('letters.save.savedTitle'), description: t('letters.save.savedBody') })
        },
        onError: (error) =>
          toast({ variant: 'error', title: t('letters.save.failedTitle'), description: describeApiError(error, t('letters.save.failed')) }),
      },
    )
  }

  const open = async (id: string) => {
    try {
      const record = await readLetter(id)
      setSaved(record)
      setForm(formOf(record))
      props.onOpen(record.content, record.language)
    } catch (error) {
      toast({ variant: 'error', title: t('letters.list.openFailed'), description: describeApiError(error, t('letters.save.failed')) })
    }
  }

  const download = async (format: LetterFormat) => {
    if (!saved) return
    setBusy(format)
    try {
      await downloadLetter(saved.id, format)
    } catch (error) {
      toast({ variant: 'error', title: t('letters.download.failedTitle'), description: describeApiError(error, t('letters.download.failed')) })
    } finally {
      setBusy(null)
    }
  }

  const cvOptions = (cvs.data ?? []).map((cv) => ({ value: cv.id, label: cv.title }))
  const layoutOptions = LETTER_LAYOUTS.map((layout) => ({ value: layout, label: t(`letters.layouts.${layout}`) }))
  const input = (key: keyof Form, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field id={`letter-${key}`} label={label}>
      <Input id={`letter-${key}`} value={String(form[key])} onChange={(event) => set(key, event.target.value as never)} {...extra} />
    </Field>
  )

  const choice = <K extends 'currency' | 'period' | 'noticeUnit' | 'noticeEnds'>(
    key: K,
    label: string,
    values: readonly Form[K][],
    labelOf: (value: Form[K]) => string,
  ) => (
    <Field id={`letter-${key}`} label={label}>
      <Select
        id={`letter-${key}`}
        value={form[key]}
        onValueChange={(value) => set(key, value as Form[K])}
        options={values.map((value) => ({ value, label: labelOf(value) }))}
      />
    </Field>
  )

  return (
    <Card className="mt-6" data-testid="letter-document">
      <CardHeader>
        <CardTitle>{t('letters.title')}</CardTitle>
        <CardDescription>{t('letters.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <Field id="letter-cv" label={t('letters.fields.cv')}>
            {cvOptions.length > 0 ? (
              <Select id="letter-cv" value={form.cvId} onValueChange={(value) => set('cvId', value)} options={cvOptions} />
            ) : (
              <p className="text-sm text-slate-600">{t('letters.fields.noCv')}</p>
            )}
          </Field>
          <Field id="letter-layout" label={t('letters.fields.layout')}>
            <Select id="letter-layout" value={form.layout} onValueChange={(value) => set('layout', value as LetterLayout)} options={layoutOptions} />
          </Field>
        </div>

        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('letters.fields.recipient')}</legend>
          {input('company', t('letters.fields.company'), { autoComplete: 'organization' })}
          {input('department', t('letters.fields.department'))}
          {input('contactName', t('letters.fields.contactName'))}
          {input('street', t('letters.fields.street'))}
          {input('postalCode', t('letters.fields.postalCode'), { inputMode: 'text' })}
          {input('city', t('letters.fields.city'))}
        </fieldset>

        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          {input('subject', t('letters.fields.subject'))}
          {input('reference', t('letters.fields.reference'))}
          {input('place', t('letters.fields.place'))}
        </div>

        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('letters.fields.salary')}</legend>
          {input('salaryMin', t('letters.fields.salaryMin'), { inputMode: 'numeric' })}
          {input('salaryMax', t('letters.fields.salaryMax'), { inputMode: 'numeric' })}
          {choice('currency', t('letters.fields.currency'), SALARY_CURRENCIES, (currency) => currency)}
          {choice('period', t('letters.fields.period'), SALARY_PERIODS, (period) => t(`letters.periods.${period}`))}
        </fieldset>

        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('letters.fields.notice')}</legend>
          {input('noticeAmount', t('letters.fields.noticeAmount'), { inputMode: 'numeric' })}
          {choice('noticeUnit', t('letters.fields.noticeUnit'), NOTICE_UNITS, (unit) => t(`letters.units.${unit}`))}
          {choice('noticeEnds', t('letters.fields.noticeEnds'), NOTICE_ENDS, (end) => t(`letters.ends.${end}`))}
          <p className="text-sm text-slate-700 sm:col-span-3" data-testid="letter-start-hint">
            {ownStart && <span className="block font-medium">{t('letters.notice.earliest', { date: formatDate(ownStart) })}</span>}
            <span className="block">{t('letters.notice.statutory', { date: formatDate(statutoryStart) })}</span>
          </p>
          {input('startDate', t('letters.fields.startDate'), { type: 'date' })}
        </fieldset>

        <details className="rounded-lg border border-slate-200 p-4">
          <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t('letters.fields.sender')}</summary>
          <p className="mt-2 text-sm text-slate-600">{t('letters.fields.senderHint')}</p>
          <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
            {input('senderName', t('letters.fields.senderName'), { autoComplete: 'name' })}
            {input('senderStreet', t('letters.fields.senderStreet'), { autoComplete: 'street-address' })}
            {input('senderPostalCode', t('letters.fields.senderPostalCode'), { autoComplete: 'postal-code' })}
            {input('senderCity', t('letters.fields.senderCity'), { autoComplete: 'address-level2' })}
            {input('senderEmail', t('letters.fields.senderEmail'), { type: 'email', autoComplete: 'email' })}
            {input('senderPhone', t('letters.fields.senderPhone'), { type: 'tel', autoComplete: 'tel' })}
          </div>
        </details>

        <Field id="letter-enclosures" label={t('letters.fields.enclosures')}>
          <Textarea
            id="letter-enclosures"
            value={form.enclosures}
            onChange={(event) => set('enclosures', event.target.value)}
            aria-describedby="letter-enclosures-hint"
          />
          <p id="letter-enclosures-hint" className="text-sm text-slate-600">
            {t('letters.fields.enclosuresHint')}
          </p>
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={form.foldMarks} onChange={(event) => set('foldMarks', event.target.checked)} className="h-4 w-4" />
          {t('letters.fields.foldMarks')}
        </label>

        <div className="flex flex-wrap gap-3">
          <Button onClick={submit} disabled={save.isPending || content === ''} aria-busy={save.isPending}>
            {save.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
            {saved ? t('letters.save.update') : t('letters.save.create')}
          </Button>
          {(['pdf', 'docx', 'txt'] as const).map((format) => (
            <Button key={format} variant="secondary" disabled={!saved || busy !== null} onClick={() => void download(format)}>
              {busy === format ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
              {t(`letters.download.${format}`)}
            </Button>
          ))}
        </div>
        {content === '' && <p className="text-sm text-slate-600">{t('letters.save.needText')}</p>}

        {saved && <LetterPages letterId={saved.id} version={saved.version} />}

        <section aria-labelledby="saved-letters-title" className="min-w-0">
          <h3 id="saved-letters-title" className="text-base font-semibold text-slate-900">
            {t('letters.list.title')}
          </h3>
          {letters.data && letters.data.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('letters.list.none')}</p>}
          <ul className="mt-3 grid gap-2" data-testid="saved-letters">
            {(letters.data ?? []).map((letter) => (
              <li key={letter.id} className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
                <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 flex-1 basis-40">
                  <span className="block truncate font-medium text-slate-900">{letter.title}</span>
                  <span className="block text-sm text-slate-600">
                    {[letter.company, t(`letters.layouts.${letter.layout}`), formatDate(letter.updatedAt)].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void open(letter.id)} aria-label={t('letters.list.openNamed', { title: letter.title })}>
                  <FolderOpen className="h-4 w-4" aria-hidden />
                  {t('letters.list.open')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={t('letters.list.deleteNamed', { title: letter.title })}
                  onClick={() =>
                    remove.mutate(letter.id, {
                      onSuccess: () => {
                        if (saved?.id === letter.id) setSaved(null)
                      },
                    })
                  }
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {t('letters.list.delete')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  )
}
