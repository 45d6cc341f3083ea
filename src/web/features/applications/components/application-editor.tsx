import { AlertTriangle, Plus, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CapturedFields } from '#shared/api/application-actions'
import {
  type ApplicationCost,
  type ApplicationRecord,
  type ApplicationStage,
  type CreateApplicationBody,
  type StageHistoryEntry,
} from '#shared/api/applications'
import { FormField } from '#web/components/forms/form-field'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { Input, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { useCvList } from '#web/lib/saved-cvs'
import { useLetterList } from '../api/applications-api'
import { CostsEditor } from './costs-editor'
import { useCreateApplication, useDeleteApplication, useUpdateApplication } from '../api/applications-api'
import { localToday, recentRefusal } from '../tracker-logic'
import { FitPanel } from './fit-panel'
import { SentDocumentsPanel } from './sent-documents-panel'
import { channelOptions, contractOptions, formatDay, NONE, originOptions, periodOptions, reasonOptions, stageOptions } from './labels'

type Draft = Record<
  | 'company' | 'role' | 'location' | 'employerAddress' | 'contactName' | 'contactEmail' | 'contactPhone' | 'sourceUrl'
  | 'stage' | 'closedReason' | 'appliedAt' | 'channel' | 'origin' | 'workloadPercent' | 'interviewRound' | 'interviewAt'
  | 'followUpAt' | 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod' | 'contractType' | 'referenceNumber'
  | 'cvId' | 'letterId' | 'tags' | 'notes' | 'postingText',
  string
>

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

function draftOf(application: ApplicationRecord | null, captured?: CapturedFields & { postingText?: string }): Draft {
  const a = application
  const c = captured ?? {}
  return {
    company: a?.company ?? c.company ?? '',
    role: a?.role ?? c.role ?? '',
    location: a?.location ?? c.location ?? '',
    employerAddress: a?.employerAddress ?? c.employerAddress ?? '',
    contactName: a?.contactName ?? c.contactName ?? '',
    contactEmail: a?.contactEmail ?? c.contactEmail ?? '',
    contactPhone: a?.contactPhone ?? c.contactPhone ?? '',
    sourceUrl: a?.sourceUrl ?? c.sourceUrl ?? '',
    stage: a?.stage ?? 'saved',
    closedReason: a?.closedReason ?? NONE,
    appliedAt: text(a?.appliedAt),
    channel: a?.channel ?? NONE,
    origin: a?.origin ?? 'own',
    workloadPercent: text(a?.workloadPercent ?? c.workloadPercent),
    interviewRound: text(a?.interviewRound),
    interviewAt: text(a?.interviewAt),
    followUpAt: text(a?.followUpAt),
    salaryMin: text(a?.salaryMin ?? c.salaryMin),
    salaryMax: text(a?.salaryMax ?? c.salaryMax),
    salaryCurrency: a?.salaryCurrency ?? c.salaryCurrency ?? '',
    salaryPeriod: a?.salaryPeriod ?? c.salaryPeriod ?? NONE,
    contractType: a?.contractType ?? c.contractType ?? NONE,
    referenceNumber: a?.referenceNumber ?? c.referenceNumber ?? '',
    cvId: a?.cvId ?? NONE,
    letterId: a?.letterId ?? NONE,
    tags: a?.tags.join(', ') ?? '',
    notes: a?.notes ?? '',
    postingText: a?.postingText ?? c.postingText ?? '',
  }
}

const orNull = (value: string) => (value === '' || value === NONE ? null : value)
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

function bodyOf(draft: Draft) {
  return {
    company: draft.company.trim(),
    role: draft.role,
    location: draft.location,
    employerAddress: draft.employerAddress,
    contactName: draft.contactName,
    contactEmail: draft.contactEmail.trim(),
    contactPhone: draft.contactPhone,
    sourceUrl: draft.sourceUrl.trim(),
    stage: draft.stage as ApplicationStage,
    closedReason: draft.stage === 'closed' ? (orNull(draft.closedReason) as CreateApplicationBody['closedReason']) : null,
    appliedAt: orNull(draft.appliedAt),
    channel: orNull(draft.channel) as CreateApplicationBody['channel'],
    origin: draft.origin as CreateApplicationBody['origin'],
    workloadPercent: numberOrNull(draft.workloadPercent),
    interviewRound: draft.stage === 'interview' ? numberOrNull(draft.interviewRound) : null,
    interviewAt: orNull(draft.interviewAt),
    followUpAt: orNull(draft.followUpAt),
    salaryMin: numberOrNull(draft.salaryMin),
    salaryMax: numberOrNull(draft.salaryMax),
    salaryCurrency: draft.salaryCurrency.trim().toUpperCase(),
    salaryPeriod: orNull(draft.salaryPeriod) as CreateApplicationBody['salaryPeriod'],
    contractType: orNull(draft.contractType) as CreateApplicationBody['contractType'],
    referenceNumber: draft.referenceNumber,
    cvId: orNull(draft.cvId),
    letterId: orNull(draft.letterId),
    tags: [...new Set(draft.tags.split(',').map((tag) => tag.trim()).filter(Boolean))],
    notes: draft.notes,
    postingText: draft.postingText,
  }
}

/** The dated stage history, each entry's stage and day editable, entries added and removed. */
function HistoryEditor({ history, onChange }: { history: StageHistoryEntry[]; onChange: (history: StageHistoryEntry[]) => void }) {
  const { t, i18n } = useTranslation()
  const set = (index: number, entry: Partial<StageHistoryEntry>) =>
    onChange(history.map((item, at) => (at === index ? { ...item, ...entry, closedReason: (entry.stage ?? item.stage) === 'closed' ? (entry.closedReason ?? item.closedReason ?? 'rejected') : null } : item)))
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-900">{t('applications.form.history')}</legend>
      <ol className="mt-2 space-y-2">
        {history.map((entry, index) => (
          <li key={index} className="flex flex-wrap items-center gap-2">
            <div className="w-40">
              <Select
                value={entry.stage}
                onValueChange={(stage) => set(index, { stage: stage as ApplicationStage })}
                options={stageOptions(t)}
                ariaLabel={t('applications.form.historyStage', { position: index + 1 })}
              />
            </div>
            {entry.stage === 'closed' && (
              <div className="w-44">
                <Select
                  value={entry.closedReason ?? 'rejected'}
                  onValueChange={(reason) => set(index, { closedReason: reason as StageHistoryEntry['closedReason'] })}
                  options={reasonOptions(t)}
                  ariaLabel={t('applications.form.historyReason', { position: index + 1 })}
                />
              </div>
            )}
            <div className="w-44">
              <Input
                type="date"
                value={entry.on}
                required
                onChange={(event) => set(index, { on: event.target.value })}
                aria-label={t('applications.form.historyDay', { position: index + 1 })}
              />
            </div>
            <span className="sr-only">{formatDay(entry.on, i18n.language)}</span>
            <Button
              variant="ghost"
              size="icon"
              disabled={history.length === 1}
              onClick={() => onChange(history.filter((_, at) => at !== index))}
              aria-label={t('applications.form.historyRemove', { position: index + 1 })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => onChange([...history, { stage: history.at(-1)?.stage ?? 'saved', closedReason: history.at(-1)?.closedReason ?? null, on: localToday() }])}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t('applications.form.historyAdd')}
      </Button>
    </fieldset>
  )
}

function ReapplyWarning({ company, applications, exceptId }: { company: string; applications: readonly ApplicationRecord[]; exceptId?: string | undefined }) {
  const { t, i18n } = useTranslation()
  const earlier = recentRefusal(company, applications, localToday(), exceptId)
  if (!earlier) return null
  const closed = [...earlier.stageHistory].reverse().find((entry) => entry.stage === 'closed')?.on ?? earlier.updatedAt.slice(0, 10)
  return (
    <div role="status" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:col-span-2">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        {t(`applications.reapply.${earlier.closedReason === 'no_answer' ? 'noAnswer' : 'rejected'}`, {
          company: earlier.company,
          date: formatDay(closed, i18n.language),
        })}
      </p>
    </div>
  )
}

/** Create or edit one application; `application` null creates (from `captured` fields when given). */
export function ApplicationEditor({
  application,
  captured,
  applications,
  onClose,
}: {
  application: ApplicationRecord | null
  captured?: (CapturedFields & { postingText?: string }) | undefined
  applications: readonly ApplicationRecord[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(() => draftOf(application, captured))
  const [history, setHistory] = useState<StageHistoryEntry[]>(application?.stageHistory ?? [])
  const [costs, setCosts] = useState<ApplicationCost[]>(application?.costs ?? [])
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [confirmDelete, setConfirmDelete] = useState(false)
  // A tailored CV kept from the Copilot is linked at once on the server, which raises the version.
  const [version, setVersion] = useState(application?.version ?? 1)
  const create = useCreateApplication()
  const update = useUpdateApplication()
  const remove = useDeleteApplication()
  const cvs = useCvList()
  const letters = useLetterList()
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }))
  const input = (key: keyof Draft) => ({ value: draft[key], onChange: (event: { target: { value: string } }) => set(key)(event.target.value) })
  const isPostingFrozen = application !== null && application.stage !== 'saved' && application.postingText !== ''

  const failed = (error: unknown) => {
    const field = error instanceof ApiRequestError ? error.body?.field : undefined
    const message = describeApiError(error, t('applications.form.saveFailed'))
    if (field) setErrors({ [field.split('.')[0]!]: message })
    toast({ title: t('applications.form.saveFailed'), description: message, variant: 'error' })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = { ...bodyOf(draft), costs }
    if (!body.company) return setErrors({ company: t('applications.form.companyRequired') })
    if (body.stage === 'closed' && !body.closedReason) return setErrors({ closedReason: t('applications.form.reasonRequired') })
    setErrors({})
    const done = () => {
      toast({ title: t('applications.form.saved'), description: body.company, variant: 'success' })
      onClose()
    }
    if (!application) {
      create.mutate(body, { onSuccess: done, onError: failed })
      return
    }
    const historyChanged = JSON.stringify(history) !== JSON.stringify(application.stageHistory)
    const { postingText, ...rest } = body
    update.mutate(
      {
        id: application.id,
        body: {
          ...rest,
          ...(isPostingFrozen ? {} : { postingText }),
          ...(historyChanged && history.length > 0 ? { stageHistory: history } : {}),
          version,
        },
      },
      { onSuccess: done, onError: failed },
    )
  }

  const cvOptions = [
    { value: NONE, label: t('applications.form.noCv') },
    ...(cvs.data ?? []).map((cv) => ({ value: cv.id, label: cv.title })),
  ]
  const letterOptions = [
    { value: NONE, label: t('applications.form.noLetter') },
    ...(letters.data ?? []).map((letter) => ({ value: letter.id, label: letter.title })),
  ]
  const isBusy = create.isPending || update.isPending
  const field = (key: keyof Draft, label: string, props: Record<string, unknown> = {}, className?: string) => (
    <FormField label={label} error={errors[key]} className={className}>
      {(control) => <Input {...control} {...input(key)} {...props} />}
    </FormField>
  )

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={application ? t('applications.form.editTitle', { company: application.company }) : t('applications.form.newTitle')}
      className="max-h-[92vh] overflow-y-auto sm:max-w-3xl"
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('company', t('applications.field.company'), { required: true, autoFocus: true })}
        {field('role', t('applications.field.role'))}
        <ReapplyWarning company={draft.company} applications={applications} exceptId={application?.id} />
        <FormField label={t('applications.field.stage')}>
          {(control) => <Select id={control.id} value={draft.stage} onValueChange={set('stage')} options={stageOptions(t)} />}
        </FormField>
        {draft.stage === 'closed' ? (
          <FormField label={t('applications.field.closedReason')} error={errors.closedReason}>
            {(control) => (
              <Select
                id={control.id}
                value={draft.closedReason === NONE ? '' : draft.closedReason}
                onValueChange={set('closedReason')}
                options={reasonOptions(t)}
                ariaLabel={t('applications.field.closedReason')}
              />
            )}
          </FormField>
        ) : draft.stage === 'interview' ? (
          field('interviewRound', t('applications.field.interviewRound'), { type: 'number', min: 1, max: 20, inputMode: 'numeric' })
        ) : (
          <div className="max-sm:hidden" />
        )}
        {field('appliedAt', t('applications.field.appliedAt'), { type: 'date' })}
        {field('interviewAt', t('applications.field.interviewAt'), { type: 'datetime-local' })}
        {field('followUpAt', t('applications.field.followUpAt'), { type: 'date' })}
        <FormField label={t('applications.field.cv')} error={errors.cvId}>
          {(control) => <Select id={control.id} value={draft.cvId} onValueChange={set('cvId')} options={cvOptions} />}
        </FormField>
        <FormField label={t('applications.field.letter')} error={errors.letterId}>
          {(control) => <Select id={control.id} value={draft.letterId} onValueChange={set('letterId')} options={letterOptions} />}
        </FormField>
        <FormField label={t('applications.field.channel')}>
          {(control) => <Select id={control.id} value={draft.channel} onValueChange={set('channel')} options={channelOptions(t)} />}
        </FormField>
        <FormField label={t('applications.field.origin')}>
          {(control) => <Select id={control.id} value={draft.origin} onValueChange={set('origin')} options={originOptions(t)} />}
        </FormField>
        {field('location', t('applications.field.location'))}
        {field('employerAddress', t('applications.field.employerAddress'))}
        {field('contactName', t('applications.field.contactName'))}
        {field('contactEmail', t('applications.field.contactEmail'), { type: 'email' })}
        {field('contactPhone', t('applications.field.contactPhone'), { type: 'tel' })}
        {field('sourceUrl', t('applications.field.sourceUrl'), { type: 'url', placeholder: 'https://' })}
        {field('workloadPercent', t('applications.field.workloadPercent'), { type: 'number', min: 1, max: 100, inputMode: 'numeric' })}
        <FormField label={t('applications.field.contractType')}>
          {(control) => <Select id={control.id} value={draft.contractType} onValueChange={set('contractType')} options={contractOptions(t)} />}
        </FormField>
        <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-4">
          <legend className="mb-1.5 text-sm font-medium text-slate-900">{t('applications.field.salary')}</legend>
          {field('salaryMin', t('applications.field.salaryMin'), { type: 'number', min: 0, inputMode: 'numeric' })}
          {field('salaryMax', t('applications.field.salaryMax'), { type: 'number', min: 0, inputMode: 'numeric' })}
          {field('salaryCurrency', t('applications.field.salaryCurrency'), { maxLength: 3, placeholder: 'EUR' })}
          <FormField label={t('applications.field.salaryPeriod')}>
            {(control) => <Select id={control.id} value={draft.salaryPeriod} onValueChange={set('salaryPeriod')} options={periodOptions(t)} />}
          </FormField>
        </fieldset>
        {field('referenceNumber', t('applications.field.referenceNumber'))}
        <FormField label={t('applications.field.tags')} hint={t('applications.form.tagsHint')} error={errors.tags}>
          {(control) => <Input {...control} {...input('tags')} />}
        </FormField>
        <FormField label={t('applications.field.notes')} className="sm:col-span-2" error={errors.notes}>
          {(control) => <Textarea {...control} {...input('notes')} rows={3} />}
        </FormField>
        <FormField
          label={t('applications.field.postingText')}
          hint={isPostingFrozen ? t('applications.form.postingFrozen') : undefined}
          className="sm:col-span-2"
          error={errors.postingText}
        >
          {(control) => <Textarea {...control} {...input('postingText')} rows={4} readOnly={isPostingFrozen} />}
        </FormField>
        {application && (
          <FitPanel
            application={application}
            version={version}
            onLinked={(linked) => {
              setVersion(linked.version)
              setDraft((current) => ({ ...current, ...('cvId' in linked ? { cvId: linked.cvId } : { letterId: linked.letterId }) }))
            }}
          />
        )}
        <CostsEditor costs={costs} onChange={setCosts} defaultCurrency={draft.salaryCurrency.trim().toUpperCase()} />
        {application && <SentDocumentsPanel applicationId={application.id} />}
        {application && <HistoryEditor history={history} onChange={setHistory} />}
        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
          {application ? (
            confirmDelete ? (
              <div role="alertdialog" aria-label={t('applications.form.deleteConfirm')} className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-800">{t('applications.form.deleteConfirm')}</span>
                <Button
                  variant="danger"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(application.id, {
                      onSuccess: () => {
                        toast({ title: t('applications.form.deleted'), description: application.company, variant: 'success' })
                        onClose()
                      },
                      onError: failed,
                    })
                  }
                >
                  {t('applications.form.deleteYes')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirmDelete(false)}>
                  {t('applications.form.cancel')}
                </Button>
              </div>
            ) : (
              <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('applications.form.delete')}
              </Button>
            )
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('applications.form.cancel')}
            </Button>
            <Button type="submit" disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? t('applications.form.saving') : t('applications.form.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  )
}
