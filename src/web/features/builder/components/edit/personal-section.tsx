import { Loader2, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CV_LIMITS, LINK_KINDS, type CvData, type CvLink, type CvPersonal } from '#shared/cv/cv.schema'
import { guessLinkKind } from '#shared/cv/normalize-cv'
import { Button } from '#web/components/ui/button'
import { FormField } from '#web/components/forms/form-field'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { useEnhanceTitle } from '../../api/enhance-title'
import { newId } from '../../cv-text'
import { planLimitOf, type PlanLimit } from '#web/lib/plan-errors'
import { EntryList } from './entry-list'
import { TextField } from './fields'
import { PhotoField } from './photo-field'
import { TitleSuggestions, titleChoicesOf, titleCvOf, type TitleChoices } from './title-suggestions'

function EnhanceTitleButton({
  title,
  cv,
  onResult,
  onPlanLimit,
}: {
  title: string
  cv: CvData
  onResult: (result: TitleChoices) => void
  onPlanLimit: (limit: PlanLimit) => void
}) {
  const { t } = useTranslation()
  const enhance = useEnhanceTitle()
  const run = () => {
    if (title.trim() === '') {
      toast({
        title: t('builder.edit.enhance.missingTitle'),
        description: t('builder.edit.enhance.missing'),
        variant: 'error',
      })
      return
    }
    enhance.mutate(
      { title: title.trim(), cv: titleCvOf(cv) },
      {
        onSuccess: (reply) => {
          if (!reply.success || reply.humanized.trim() === '') {
            toast({
              title: t('builder.edit.enhance.failedTitle'),
              description: reply.message || t('builder.edit.enhance.failed'),
              variant: 'error',
            })
            return
          }
          // The suggestions to pick from, or "Nothing to change": never a success for the same
          // title, and the field changes only when the user picks (issue 16).
          onResult(titleChoicesOf(reply, title))
        },
        onError: (error) => {
          const limit = planLimitOf(error)
          if (limit) return onPlanLimit(limit)
          toast({
            title: t('builder.edit.enhance.failedTitle'),
            description: describeApiError(error, t('builder.edit.enhance.failed')),
            variant: 'error',
          })
        },
      },
    )
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-my-1 h-7 px-2 text-brand-700 hover:text-brand-800"
      onClick={run}
      disabled={enhance.isPending}
    >
      {enhance.isPending ? (
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
      ) : (
        <Sparkles className="h-3.5 w-3.5" aria-hidden />
      )}
      {enhance.isPending ? t('builder.edit.enhance.busy') : t('builder.edit.enhance.action')}
    </Button>
  )
}

function LinkRow({ link, update }: { link: CvLink; update: (patch: Partial<CvLink>) => void }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr]">
      <FormField label={t('builder.edit.links.kind')}>
        {({ id }) => (
          <Select
            id={id}
            value={link.kind}
            onValueChange={(kind) => update({ kind: kind as CvLink['kind'] })}
            options={LINK_KINDS.map((kind) => ({ value: kind, label: t(`builder.edit.links.kinds.${kind}`) }))}
          />
        )}
      </FormField>
      <TextField
        label={t('builder.edit.links.url')}
        value={link.url}
        type="url"
        inputMode="url"
        placeholder={t('builder.edit.links.urlPlaceholder')}
        maxLength={2_000}
        onChange={(url) =>
          update(link.url === '' && link.kind === 'website' ? { url, kind: guessLinkKind(url) } : { url })
        }
      />
      <TextField
        label={t('builder.edit.links.label')}
        optional
        value={link.label}
        maxLength={CV_LIMITS.shortText}
        onChange={(label) => update({ label })}
      />
    </div>
  )
}

export function PersonalSection({
  cv,
  onChange,
  onPlanLimit,
}: {
  cv: CvData
  onChange: (update: (cv: CvData) => CvData) => void
  onPlanLimit: (limit: PlanLimit) => void
}) {
  const { t } = useTranslation()
  const personal = cv.personal
  const set = (patch: Partial<CvPersonal>) =>
    onChange((current) => ({ ...current, personal: { ...current.personal, ...patch } }))
  const short = CV_LIMITS.shortText
  const [titleChoices, setTitleChoices] = useState<TitleChoices | null>(null)
  return (
    <div className="space-y-5">
      <PhotoField value={personal.photo} onChange={(photo) => set({ photo })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('builder.edit.personal.fullName')}
          value={personal.fullName}
          autoComplete="name"
          maxLength={short}
          onChange={(fullName) => set({ fullName })}
        />
        <TextField
          label={t('builder.edit.personal.title')}
          value={personal.title}
          maxLength={short}
          autoComplete="organization-title"
          onChange={(title) => set({ title })}
          extra={
            <EnhanceTitleButton
              title={personal.title}
              cv={cv}
              onResult={setTitleChoices}
              onPlanLimit={onPlanLimit}
            />
          }
        />
        {titleChoices && (
          <TitleSuggestions
            result={titleChoices}
            onPick={(title) => {
              set({ title })
              setTitleChoices(null)
              toast({ title: t('builder.edit.enhance.success'), variant: 'success' })
            }}
            onClose={() => setTitleChoices(null)}
          />
        )}
        <TextField
          label={t('builder.edit.personal.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={personal.email}
          maxLength={254}
          onChange={(email) => set({ email })}
        />
        <TextField
          label={t('builder.edit.personal.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={personal.phone}
          maxLength={60}
          onChange={(phone) => set({ phone })}
        />
        <TextField
          label={t('builder.edit.personal.address')}
          optional
          value={personal.address ?? ''}
          autoComplete="address-line1"
          maxLength={CV_LIMITS.address}
          placeholder={t('builder.edit.personal.addressPlaceholder')}
          hint={t('builder.edit.personal.addressHint')}
          onChange={(address) => set({ address })}
        />
        <TextField
          label={t('builder.edit.personal.location')}
          value={personal.location}
          maxLength={short}
          placeholder={t('builder.edit.personal.locationPlaceholder')}
          onChange={(location) => set({ location })}
        />
        <TextField
          label={t('builder.edit.personal.nationality')}
          optional
          value={personal.nationality ?? ''}
          maxLength={short}
          onChange={(nationality) => set({ nationality })}
        />
        <TextField
          label={t('builder.edit.personal.dateOfBirth')}
          optional
          value={personal.dateOfBirth ?? ''}
          maxLength={CV_LIMITS.birth}
          placeholder={t('builder.edit.personal.dateOfBirthPlaceholder')}
          hint={t('builder.edit.personal.dateOfBirthHint')}
          onChange={(dateOfBirth) => set({ dateOfBirth })}
        />
        <TextField
          label={t('builder.edit.personal.placeOfBirth')}
          optional
          value={personal.placeOfBirth ?? ''}
          maxLength={short}
          onChange={(placeOfBirth) => set({ placeOfBirth })}
        />
        <TextField
          label={t('builder.edit.personal.maritalStatus')}
          optional
          hint={t('builder.edit.personal.maritalStatusHint')}
          value={personal.maritalStatus ?? ''}
          maxLength={short}
          onChange={(maritalStatus) => set({ maritalStatus })}
        />
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{t('builder.edit.links.title')}</h3>
        <div className="mt-3">
          <EntryList
            items={personal.links}
            onChange={(links) => set({ links })}
            create={(): CvLink => ({ id: newId(), kind: 'website', label: '', url: '' })}
            addLabel={t('builder.edit.links.add')}
            emptyText={t('builder.edit.links.empty')}
            itemTitle={(link) => link.label || link.url || t(`builder.edit.links.kinds.${link.kind}`)}
            renderItem={(link, update) => <LinkRow link={link} update={update} />}
            max={20}
          />
        </div>
      </div>
    </div>
  )
}
