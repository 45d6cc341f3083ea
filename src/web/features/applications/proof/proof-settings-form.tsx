import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROOF_COUNTRIES, type ProofCountry, type ProofSettings } from '#shared/api/application-proof'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { useProofOverview, useSaveProofSettings } from './proof-api'

const NO_COUNTRY = 'none'

/** The proof's header (name, address, the office's number), the monthly target and the reminders: Settings. */
export function ProofSettingsForm({ settings }: { settings: ProofSettings }) {
  const { t } = useTranslation()
  const id = useId()
  const [form, setForm] = useState({ ...settings, monthlyTarget: settings.monthlyTarget?.toString() ?? '' })
  const [fieldError, setFieldError] = useState<{ field: string; message: string }>()
  const save = useSaveProofSettings()
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }))
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const target = form.monthlyTarget.trim() === '' ? null : Number(form.monthlyTarget)
    if (target !== null && (!Number.isInteger(target) || target < 1 || target > 100)) {
      setFieldError({ field: 'monthlyTarget', message: t('applicationsProof.settings.targetInvalid') })
      return
    }
    setFieldError(undefined)
    save.mutate(
      { ...form, monthlyTarget: target },
      {
        onSuccess: () => toast({ variant: 'success', title: t('applicationsProof.settings.saved') }),
        onError: (error) => {
          const field = error instanceof ApiRequestError ? (error.body as { field?: string } | undefined)?.field : undefined
          if (field === 'chAhvNumber') setFieldError({ field, message: t('applicationsProof.settings.ahvInvalid') })
          toast({ variant: 'error', title: t('forms.error'), description: describeApiError(error, t('applicationsProof.settings.failed')) })
        },
      },
    )
  }

  const field = (name: 'fullName' | 'deCustomerNumber' | 'chAhvNumber' | 'atAmsNumber', label: string, hint?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={errorOf(name) ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
        autoComplete={name === 'fullName' ? 'name' : 'off'}
      />
      {hint && !errorOf(name) ? (
        <p id={`${id}-${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${name}-error`}>{errorOf(name)}</FieldError>
    </div>
  )

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('applicationsProof.settings.title')}
        </h2>
        <p className="mt-1 text-slate-700">{t('applicationsProof.settings.lead')}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {field('fullName', t('applicationsProof.settings.fullName'))}
        <div className="grid gap-2 md:row-span-2">
          <Label htmlFor={`${id}-address`}>{t('applicationsProof.settings.address')}</Label>
          <Textarea id={`${id}-address`} rows={3} value={form.address} onChange={(event) => set({ address: event.target.value })} autoComplete="street-address" />
        </div>
        {field('deCustomerNumber', t('applicationsProof.settings.deCustomerNumber'), t('applicationsProof.settings.deHint'))}
        {field('chAhvNumber', t('applicationsProof.settings.chAhvNumber'), t('applicationsProof.settings.chHint'))}
        {field('atAmsNumber', t('applicationsProof.settings.atAmsNumber'), t('applicationsProof.settings.atHint'))}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-country`}>{t('applicationsProof.settings.country')}</Label>
          <Select
            id={`${id}-country`}
            value={form.country ?? NO_COUNTRY}
            onValueChange={(value) => set({ country: value === NO_COUNTRY ? null : (value as ProofCountry) })}
            options={[
              { value: NO_COUNTRY, label: t('applicationsProof.settings.noCountry') },
              ...PROOF_COUNTRIES.map((country) => ({ value: country, label: t(`applicationsProof.countries.${country}`) })),
            ]}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-monthlyTarget`}>{t('applicationsProof.settings.monthlyTarget')}</Label>
          <Input
            id={`${id}-monthlyTarget`}
            inputMode="numeric"
            value={form.monthlyTarget}
            onChange={(event) => set({ monthlyTarget: event.target.value })}
            aria-invalid={errorOf('monthlyTarget') ? true : undefined}
            aria-describedby={errorOf('monthlyTarget') ? `${id}-monthlyTarget-error` : `${id}-monthlyTarget-hint`}
          />
          {errorOf('monthlyTarget') ? null : (
            <p id={`${id}-monthlyTarget-hint`} className="text-sm text-slate-600">
              {t('applicationsProof.settings.targetHint')}
            </p>
          )}
          <FieldError id={`${id}-monthlyTarget-error`}>{errorOf('monthlyTarget')}</FieldError>
        </div>
      </div>
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <input
          id={`${id}-reminders`}
          type="checkbox"
          className="mt-1 h-5 w-5 accent-brand-700"
          checked={form.remindersEnabled}
          onChange={(event) => set({ remindersEnabled: event.target.checked })}
          aria-describedby={`${id}-reminders-hint`}
        />
        <div>
          <Label htmlFor={`${id}-reminders`}>{t('applicationsProof.settings.reminders')}</Label>
          <p id={`${id}-reminders-hint`} className="text-sm text-slate-600">
            {t('applicationsProof.settings.remindersHint')}
          </p>
        </div>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('applicationsProof.settings.saving') : t('applicationsProof.settings.save')}
        </Button>
      </div>
    </form>
  )
}

/** Settings → "Proof for the office": the same form, with the saved values. */
export function ProofSettingsTab() {
  const { t } = useTranslation()
  const overview = useProofOverview()
  if (overview.isPending) return <p role="status" className="text-slate-600">{t('applicationsProof.loading')}</p>
  if (overview.isError) return <p role="alert" className="text-red-700">{describeApiError(overview.error, t('applicationsProof.loadFailed'))}</p>
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft">
      <ProofSettingsForm key={JSON.stringify(overview.data.settings)} settings={overview.data.settings} />
    </section>
  )
}
