import { Download, FileStack, FileText, FolderOpen, Loader2, Save, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import {
  LETTER_LAYOUTS,
  NOTICE_ENDS,
  NOTICE_UNITS,
  SALARY_CURRENCIES,
  SALARY_PERIODS,
  type LetterLayout,
  type LetterRecord,
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
import { PATHS } from '#web/lib/paths'
import { useCvList } from '#web/lib/saved-cvs'
import { downloadLetter, readLetter, useDeleteLetter, useLetterList, useSaveLetter, type LetterFormat } from '../api/letters'
import { letterBodyFrom } from '../lib/letter-body'
import { emptyForm, fieldsOf, formOf, whole, type Form } from '../lib/letter-form'

// The written letter kept as a document (issue 27): linked to a saved CV whose design it prints in,
// in a national layout, with recipient, subject, salary and start date; saved, and downloaded as
// PDF, Word or text. The page holds its state (useLetterDocument) and shows it in two places: the
// details beside the job posting, the save and download buttons above the letter.

const today = () => new Date().toISOString().slice(0, 10)

function Field(props: { id: string; label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={props.className ?? 'grid gap-1.5'}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
    </div>
  )
}

export type LetterDocumentState = ReturnType<typeof useLetterDocument>

export function useLetterDocument(props: {
  /** The writer's current text (head included: it is dropped, the document prints its own). */
  text: string
  language: Locale
  company: string
  /** The employer's city as the job ad names it. */
  city: string
  /** The saved CV the writer picked to write from: the letter is linked to it. */
  pickedCvId: string | null
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

  // The CV the letter was written from is its link; else the first saved CV.
  useEffect(() => {
    if (props.pickedCvId && !saved) set('cvId', props.pickedCvId)
  }, [props.pickedCvId, saved])
  useEffect(() => {
    if (!form.cvId && cvs.data?.[0]) set('cvId', cvs.data[0].id)
  }, [cvs.data, form.cvId])
  // What the job ad told the writer fills the recipient until the person types their own.
  useEffect(() => {
    if (!saved && props.company && !form.company) set('company', props.company)
  }, [props.company, saved, form.company])
  useEffect(() => {
    if (!saved && props.city && !form.city) set('city', props.city)
  }, [props.city, saved, form.city])

  const content = letterBodyFrom(props.text)
  const fields = fieldsOf(form, content, props.language)
  const isChanged = saved !== null && JSON.stringify(fieldsOf(formOf(saved), saved.content, saved.language)) !== JSON.stringify(fields)

  const failSave = (error: unknown) =>
    toast({ variant: 'error', title: t('letters.save.failedTitle'), description: describeApiError(error, t('letters.save.failed')) })

  /** Saves (a new letter, or the changes with the version they were made on); null when it could not. */
  const store = async (): Promise<LetterRecord | null> => {
    if (!form.cvId) {
      toast({ variant: 'error', title: t('letters.save.failedTitle'), description: t('letters.save.needCv') })
      return null
    }
    try {
      const record = await save.mutateAsync({ id: saved?.id ?? null, version: saved?.version ?? 1, create: fields, update: fields })
      setSaved(record)
      return record
    } catch (error) {
      failSave(error)
      return null
    }
  }

  const submit = async () => {
    if (await store()) toast({ variant: 'success', title: t('letters.save.savedTitle'), description: t('letters.save.savedBody') })
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

  /** Downloads what the writer sees: unsaved changes are saved first. */
  const download = async (format: LetterFormat) => {
    setBusy(format)
    try {
      const record = saved && !isChanged ? saved : await store()
      if (record) await downloadLetter(record.id, format)
    } catch (error) {
      toast({ variant: 'error', title: t('letters.download.failedTitle'), description: describeApiError(error, t('letters.download.failed')) })
    } finally {
      setBusy(null)
    }
  }

  return {
    cvs,
    letters,
    save,
    remove,
    saved,
    isChanged,
    form,
    set,
    fields,
    content,
    busy,
    submit,
    open,
    download,
    forget: () => setSaved(null),
  }
}

/** Save, the three downloads and the way on to the application package, above the letter. */
export function LetterActions({ doc }: { doc: LetterDocumentState }) {
  const { t } = useTranslation()
  const canSave = doc.content !== '' && doc.form.cvId !== ''
  return (
    <div className="grid gap-2" data-testid="letter-actions">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void doc.submit()} disabled={doc.save.isPending || !canSave || (doc.saved !== null && !doc.isChanged)} aria-busy={doc.save.isPending}>
          {doc.save.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Save className="h-4 w-4" aria-hidden />}
          {doc.saved ? (doc.isChanged ? t('letters.save.update') : t('letters.save.upToDate')) : t('letters.save.create')}
        </Button>
        {(['pdf', 'docx', 'txt'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="secondary"
            disabled={!canSave || doc.busy !== null}
            aria-busy={doc.busy === format}
            aria-label={t(`letters.download.${format}Label`)}
            onClick={() => void doc.download(format)}
          >
            {doc.busy === format ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />}
            {t(`letters.download.${format}`)}
          </Button>
        ))}
        {doc.saved && (
          <Button size="sm" variant="ghost" asChild>
            <Link to={PATHS.applicationPackage}>
              <FileStack className="h-4 w-4" aria-hidden />
              {t('letters.package')}
            </Link>
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {doc.content === ''
          ? t('letters.save.needText')
          : doc.form.cvId === ''
            ? t('letters.save.needCv')
            : doc.saved
              ? doc.isChanged
                ? t('letters.save.changed')
                : t('letters.save.kept')
              : t('letters.save.downloadSaves')}
      </p>
    </div>
  )
}

/** The letter's details: linked CV, layout, recipient, subject, salary, start, sender; the saved letters. */
export function LetterDetails({ doc }: { doc: LetterDocumentState }) {
  const { t } = useTranslation()
  const { form } = doc
  const amount = whole(form.noticeAmount)
  const ownStart = amount === null ? null : earliestStart({ amount, unit: form.noticeUnit, ends: form.noticeEnds, from: null }, today())
  const statutoryStart = earliestStart(STATUTORY_NOTICE_DE, today())
  const cvOptions = (doc.cvs.data ?? []).map((cv) => ({ value: cv.id, label: cv.title }))
  const layoutOptions = LETTER_LAYOUTS.map((layout) => ({ value: layout, label: t(`letters.layouts.${layout}`) }))
  const input = (key: keyof Form, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field id={`letter-${key}`} label={label}>
      <Input id={`letter-${key}`} value={String(form[key])} onChange={(event) => doc.set(key, event.target.value as never)} {...extra} />
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
        onValueChange={(value) => doc.set(key, value as Form[K])}
        options={values.map((value) => ({ value, label: labelOf(value) }))}
      />
    </Field>
  )


  return (
    <Card data-testid="letter-document">
      <CardHeader>
        <CardTitle>{t('letters.title')}</CardTitle>
        <CardDescription>{t('letters.lead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
          <Field id="letter-cv" label={t('letters.fields.cv')}>
            {cvOptions.length > 0 ? (
              <Select id="letter-cv" value={doc.form.cvId} onValueChange={(value) => doc.set('cvId', value)} options={cvOptions} />
            ) : (
              <p className="text-sm text-slate-600">{t('letters.fields.noCv')}</p>
            )}
          </Field>
          <Field id="letter-layout" label={t('letters.fields.layout')}>
            <Select id="letter-layout" value={doc.form.layout} onValueChange={(value) => doc.set('layout', value as LetterLayout)} options={layoutOptions} />
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
            value={doc.form.enclosures}
            onChange={(event) => doc.set('enclosures', event.target.value)}
            aria-describedby="letter-enclosures-hint"
          />
          <p id="letter-enclosures-hint" className="text-sm text-slate-600">
            {t('letters.fields.enclosuresHint')}
          </p>
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={doc.form.foldMarks} onChange={(event) => doc.set('foldMarks', event.target.checked)} className="h-4 w-4" />
          {t('letters.fields.foldMarks')}
        </label>

        <section aria-labelledby="saved-letters-title" className="min-w-0">
          <h3 id="saved-letters-title" className="text-base font-semibold text-slate-900">
            {t('letters.list.title')}
          </h3>
          {doc.letters.data && doc.letters.data.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('letters.list.none')}</p>}
          <ul className="mt-3 grid gap-2" data-testid="saved-letters">
            {(doc.letters.data ?? []).map((letter) => (
              <li key={letter.id} className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
                <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="min-w-0 flex-1 basis-40">
                  <span className="block truncate font-medium text-slate-900">{letter.title}</span>
                  <span className="block text-sm text-slate-600">
                    {[letter.company, t(`letters.layouts.${letter.layout}`), formatDate(letter.updatedAt)].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <Button variant="secondary" size="sm" onClick={() => void doc.open(letter.id)} aria-label={t('letters.list.openNamed', { title: letter.title })}>
                  <FolderOpen className="h-4 w-4" aria-hidden />
                  {t('letters.list.open')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={doc.remove.isPending}
                  aria-label={t('letters.list.deleteNamed', { title: letter.title })}
                  onClick={() =>
                    doc.remove.mutate(letter.id, {
                      onSuccess: () => {
                        if (doc.saved?.id === letter.id) doc.forget()
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
