import { Download, FileUp, Loader2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CaptureApplicationReply } from '#shared/api/application-actions'
import { type CLOSED_REASONS, MAX_IMPORT_ROWS, type ImportApplicationsReply } from '#shared/api/applications'
import { FormField } from '#web/components/forms/form-field'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { Input, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { saveBlob } from '#web/lib/save-blob'
import { useCaptureApplication, useImportApplications } from '../api/applications-api'
import { reasonOptions } from './labels'

type ClosedReason = (typeof CLOSED_REASONS)[number]

/** Moving to Closed asks why. */
export function CloseReasonDialog({ company, onConfirm, onCancel }: { company: string; onConfirm: (reason: ClosedReason) => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const [reason, setReason] = useState<ClosedReason>('rejected')
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title={t('applications.closeDialog.title', { company })} description={t('applications.closeDialog.description')}>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          onConfirm(reason)
        }}
      >
        <FormField label={t('applications.field.closedReason')}>
          {(control) => <Select id={control.id} value={reason} onValueChange={(value) => setReason(value as ClosedReason)} options={reasonOptions(t)} />}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('applications.form.cancel')}
          </Button>
          <Button type="submit">{t('applications.closeDialog.confirm')}</Button>
        </div>
      </form>
    </Dialog>
  )
}

const csvCell = (value: string | number) => (/[;"\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value))

export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [file, setFile] = useState<File | null>(null)
  const [result, setResult] = useState<ImportApplicationsReply | null>(null)
  const upload = useImportApplications()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    upload.mutate(file, {
      onSuccess: setResult,
      onError: (error) => toast({ title: t('applications.import.failed'), description: describeApiError(error, t('applications.import.failed')), variant: 'error' }),
    })
  }
  const downloadSkipped = () => {
    if (!result) return
    const lines = [[t('applications.import.row'), t('applications.import.reason')], ...result.skipped.map((item) => [item.row, item.reason])]
    saveBlob(new Blob([`\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }), 'skipped-rows.csv')
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('applications.import.title')} description={t('applications.import.description', { max: MAX_IMPORT_ROWS })} className="sm:max-w-xl">
      {result ? (
        <div className="mt-4 space-y-3" role="status">
          <p className="font-medium text-slate-900">{t('applications.import.imported', { count: result.imported })}</p>
          {result.skipped.length > 0 && (
            <>
              <p className="text-sm text-slate-700">{t('applications.import.skipped', { count: result.skipped.length })}</p>
              <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
                <table className="w-full text-sm">
                  <thead className="bg-slate-50 text-left text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-1.5 font-medium">{t('applications.import.row')}</th>
                      <th scope="col" className="px-3 py-1.5 font-medium">{t('applications.import.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.skipped.map((item) => (
                      <tr key={item.row} className="border-t border-slate-100">
                        <td className="px-3 py-1.5 tabular-nums">{item.row}</td>
                        <td className="px-3 py-1.5 text-slate-700">{item.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Button variant="secondary" size="sm" onClick={downloadSkipped}>
                <Download className="h-4 w-4" aria-hidden />
                {t('applications.import.downloadSkipped')}
              </Button>
            </>
          )}
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('applications.import.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <FormField label={t('applications.import.file')} hint={t('applications.import.fileHint')}>
            {(control) => <Input {...control} type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('applications.form.cancel')}
            </Button>
            <Button type="submit" disabled={!file || upload.isPending} aria-busy={upload.isPending}>
              {upload.isPending ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : <FileUp className="h-4 w-4" aria-hidden />}
              {upload.isPending ? t('applications.import.uploading') : t('applications.import.upload')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

const CAPTURED_ORDER = [
  'company', 'role', 'location', 'employerAddress', 'workloadPercent', 'contractType', 'salaryMin', 'salaryMax',
  'salaryCurrency', 'salaryPeriod', 'contactName', 'contactEmail', 'contactPhone', 'referenceNumber', 'sourceUrl',
] as const

/** Paste an ad, see what was found, take it into a new application to confirm and save. */
export function CaptureDialog({ onClose, onUse }: { onClose: () => void; onUse: (reply: CaptureApplicationReply) => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const capture = useCaptureApplication()
  const reply = capture.data
  const value = (key: (typeof CAPTURED_ORDER)[number]) => {
    const found = reply?.fields[key]
    if (found === undefined) return undefined
    if (key === 'contractType') return t(`applications.contract.${found}`)
    if (key === 'salaryPeriod') return t(`applications.period.${found}`)
    return String(found)
  }
  const found = CAPTURED_ORDER.filter((key) => value(key) !== undefined)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('applications.capture.title')} description={t('applications.capture.description')} className="max-h-[92vh] overflow-y-auto sm:max-w-2xl">
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim()) capture.mutate(text, { onError: (error) => toast({ title: t('applications.capture.failed'), description: describeApiError(error, t('applications.capture.failed')), variant: 'error' }) })
        }}
      >
        <FormField label={t('applications.capture.paste')} hint={t('applications.capture.pasteHint')}>
          {(control) => <Textarea {...control} value={text} onChange={(event) => setText(event.target.value)} rows={8} />}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={!text.trim() || capture.isPending} aria-busy={capture.isPending}>
            {capture.isPending ? t('applications.capture.reading') : t('applications.capture.read')}
          </Button>
        </div>
      </form>
      {reply && (
        <section className="mt-4 space-y-3" aria-live="polite">
          <h3 className="text-sm font-semibold text-slate-900">{t(`applications.capture.found.${reply.source}`)}</h3>
          {found.length === 0 ? (
            <p className="text-sm text-slate-700">{t('applications.capture.nothing')}</p>
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {found.map((key) => (
                <div key={key} className="contents">
                  <dt className="text-slate-600">{t(`applications.field.${key}`)}</dt>
                  <dd className="break-words text-slate-900">{value(key)}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="flex justify-end">
            <Button onClick={() => onUse(reply)}>{t('applications.capture.use')}</Button>
          </div>
        </section>
      )}
    </Dialog>
  )
}
