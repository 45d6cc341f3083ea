import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CUSTOM_SECTIONS_MAX,
  CV_LIMITS,
  type CvAward,
  type CvCourse,
  type CvCustomEntry,
  type CvCustomSection,
  type CvData,
  type CvPublication,
  type CvReference,
  type CvVolunteer,
} from '#shared/cv/cv.schema'
import { Button } from '#web/components/ui/button'
import { newId } from '../../cv-text'
import { DatesWithCurrent } from './entry-sections'
import { EntryList } from './entry-list'
import { DateField, DateRangeFields, LinesField, TextAreaField, TextField } from './fields'

// The further sections of issue 29: awards, publications, volunteering, courses and training,
// references (with "available on request") and sections of the user's own. Each is optional in the
// stored CV; an empty list stays absent.

type Change = (update: (cv: CvData) => CvData) => void
const SHORT = CV_LIMITS.shortText

/** Stores a list under its key, or leaves the key out when the list is empty. */
function withList<K extends 'awards' | 'publications' | 'volunteering' | 'courses' | 'references' | 'customSections'>(
  cv: CvData,
  key: K,
  items: NonNullable<CvData[K]>,
): CvData {
  const next = { ...cv }
  if (items.length > 0) next[key] = items
  else delete next[key]
  return next
}

export function AwardsSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.awards ?? []}
      onChange={(awards) => onChange((current) => withList(current, 'awards', awards))}
      create={(): CvAward => ({ id: newId(), title: '', awarder: '', date: '', summary: '' })}
      addLabel={t('builder.edit.awards.add')}
      emptyText={t('builder.edit.awards.empty')}
      itemTitle={(entry) => entry.title || t('builder.edit.awards.untitled')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem]">
          <TextField
            label={t('builder.edit.awards.title')}
            value={entry.title}
            maxLength={SHORT}
            onChange={(title) => update({ title })}
          />
          <TextField
            label={t('builder.edit.awards.awarder')}
            optional
            value={entry.awarder}
            maxLength={SHORT}
            onChange={(awarder) => update({ awarder })}
          />
          <DateField label={t('builder.edit.awards.date')} value={entry.date} onChange={(date) => update({ date })} />
          <TextAreaField
            rich="text"
            className="sm:col-span-3"
            label={t('builder.edit.awards.summary')}
            optional
            rows={2}
            maxLength={CV_LIMITS.longText}
            value={entry.summary}
            onChange={(summary) => update({ summary })}
          />
        </div>
      )}
    />
  )
}

export function PublicationsSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.publications ?? []}
      onChange={(publications) => onChange((current) => withList(current, 'publications', publications))}
      create={(): CvPublication => ({ id: newId(), name: '', publisher: '', date: '', url: '', summary: '' })}
      addLabel={t('builder.edit.publications.add')}
      emptyText={t('builder.edit.publications.empty')}
      itemTitle={(entry) => entry.name || t('builder.edit.publications.untitled')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem]">
          <TextField
            className="sm:col-span-3"
            label={t('builder.edit.publications.name')}
            value={entry.name}
            maxLength={SHORT * 2}
            onChange={(name) => update({ name })}
          />
          <TextField
            label={t('builder.edit.publications.publisher')}
            optional
            value={entry.publisher}
            maxLength={SHORT}
            onChange={(publisher) => update({ publisher })}
          />
          <TextField
            label={t('builder.edit.publications.url')}
            optional
            type="url"
            inputMode="url"
            value={entry.url}
            maxLength={2_000}
            onChange={(url) => update({ url })}
          />
          <DateField
            label={t('builder.edit.publications.date')}
            value={entry.date}
            onChange={(date) => update({ date })}
          />
          <TextAreaField
            rich="text"
            className="sm:col-span-3"
            label={t('builder.edit.publications.summary')}
            optional
            rows={2}
            maxLength={CV_LIMITS.longText}
            value={entry.summary}
            onChange={(summary) => update({ summary })}
          />
        </div>
      )}
    />
  )
}

export function VolunteeringSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.volunteering ?? []}
      onChange={(volunteering) => onChange((current) => withList(current, 'volunteering', volunteering))}
      create={(): CvVolunteer => ({
        id: newId(),
        role: '',
        organization: '',
        location: '',
        url: '',
        startDate: '',
        endDate: '',
        current: false,
        summary: '',
        bullets: [],
      })}
      addLabel={t('builder.edit.volunteering.add')}
      emptyText={t('builder.edit.volunteering.empty')}
      itemTitle={(entry) =>
        [entry.role, entry.organization].filter(Boolean).join(' · ') || t('builder.edit.volunteering.untitled')
      }
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.volunteering.role')}
            value={entry.role}
            maxLength={SHORT}
            onChange={(role) => update({ role })}
          />
          <TextField
            label={t('builder.edit.volunteering.organization')}
            value={entry.organization}
            maxLength={SHORT}
            onChange={(organization) => update({ organization })}
          />
          <TextField
            label={t('builder.edit.volunteering.location')}
            optional
            value={entry.location}
            maxLength={SHORT}
            onChange={(location) => update({ location })}
          />
          <DatesWithCurrent entry={entry} update={update} currentLabel={t('builder.edit.volunteering.current')} />
          <TextAreaField
            rich="text"
            className="sm:col-span-2"
            label={t('builder.edit.volunteering.summary')}
            optional
            rows={2}
            maxLength={CV_LIMITS.longText}
            value={entry.summary}
            onChange={(summary) => update({ summary })}
          />
          <LinesField
            rich
            className="sm:col-span-2"
            label={t('builder.edit.volunteering.bullets')}
            optional
            hint={t('builder.edit.bulletsHint')}
            rows={3}
            value={entry.bullets}
            onChange={(bullets) => update({ bullets })}
          />
        </div>
      )}
    />
  )
}

export function CoursesSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.courses ?? []}
      onChange={(courses) => onChange((current) => withList(current, 'courses', courses))}
      create={(): CvCourse => ({ id: newId(), name: '', institution: '', startDate: '', endDate: '', description: '' })}
      addLabel={t('builder.edit.courses.add')}
      emptyText={t('builder.edit.courses.empty')}
      itemTitle={(entry) => entry.name || t('builder.edit.courses.untitled')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.courses.name')}
            value={entry.name}
            maxLength={SHORT}
            onChange={(name) => update({ name })}
          />
          <TextField
            label={t('builder.edit.courses.institution')}
            optional
            value={entry.institution}
            maxLength={SHORT}
            onChange={(institution) => update({ institution })}
          />
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:max-w-md">
            <DateField
              label={t('builder.edit.startDate')}
              value={entry.startDate}
              onChange={(startDate) => update({ startDate })}
            />
            <DateField
              label={t('builder.edit.endDate')}
              value={entry.endDate}
              onChange={(endDate) => update({ endDate })}
            />
          </div>
          <TextAreaField
            rich="text"
            className="sm:col-span-2"
            label={t('builder.edit.courses.description')}
            optional
            rows={2}
            maxLength={CV_LIMITS.longText}
            value={entry.description}
            onChange={(description) => update({ description })}
          />
        </div>
      )}
    />
  )
}

export function ReferencesSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="space-y-4">
      <label htmlFor={`${id}-on-request`} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={`${id}-on-request`}
          type="checkbox"
          checked={cv.referencesOnRequest === true}
          onChange={(event) =>
            onChange((current) => {
              const next = { ...current }
              if (event.target.checked) next.referencesOnRequest = true
              else delete next.referencesOnRequest
              return next
            })
          }
          className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-700"
        />
        <span>
          {t('builder.edit.references.onRequest')}
          <span className="block text-slate-600">{t('builder.edit.references.onRequestHint')}</span>
        </span>
      </label>
      <EntryList
        items={cv.references ?? []}
        onChange={(references) => onChange((current) => withList(current, 'references', references))}
        create={(): CvReference => ({ id: newId(), name: '', position: '', contact: '', reference: '' })}
        addLabel={t('builder.edit.references.add')}
        emptyText={t('builder.edit.references.empty')}
        itemTitle={(entry) => entry.name || t('builder.edit.references.untitled')}
        renderItem={(entry, update) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('builder.edit.references.name')}
              value={entry.name}
              maxLength={SHORT}
              onChange={(name) => update({ name })}
            />
            <TextField
              label={t('builder.edit.references.position')}
              optional
              value={entry.position}
              maxLength={SHORT}
              onChange={(position) => update({ position })}
            />
            <TextField
              className="sm:col-span-2"
              label={t('builder.edit.references.contact')}
              optional
              value={entry.contact}
              maxLength={SHORT}
              onChange={(contact) => update({ contact })}
            />
            <TextAreaField
              rich="text"
              className="sm:col-span-2"
              label={t('builder.edit.references.reference')}
              optional
              rows={2}
              maxLength={CV_LIMITS.longText}
              value={entry.reference}
              onChange={(reference) => update({ reference })}
            />
          </div>
        )}
      />
    </div>
  )
}

function CustomEntries({
  section,
  onEntries,
}: {
  section: CvCustomSection
  onEntries: (entries: CvCustomEntry[]) => void
}) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={section.entries}
      onChange={onEntries}
      create={(): CvCustomEntry => ({
        id: newId(),
        title: '',
        subtitle: '',
        location: '',
        startDate: '',
        endDate: '',
        description: '',
        bullets: [],
      })}
      addLabel={t('builder.edit.custom.addEntry')}
      emptyText={t('builder.edit.custom.emptyEntries')}
      itemTitle={(entry) => entry.title || t('builder.edit.custom.untitled')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.custom.title')}
            value={entry.title}
            maxLength={SHORT}
            onChange={(title) => update({ title })}
          />
          <TextField
            label={t('builder.edit.custom.subtitle')}
            optional
            value={entry.subtitle}
            maxLength={SHORT}
            onChange={(subtitle) => update({ subtitle })}
          />
          <TextField
            label={t('builder.edit.custom.location')}
            optional
            value={entry.location}
            maxLength={SHORT}
            onChange={(location) => update({ location })}
          />
          <DateRangeFields entry={entry} update={update} />
          <TextAreaField
            rich="text"
            className="sm:col-span-2"
            label={t('builder.edit.custom.description')}
            optional
            rows={2}
            maxLength={CV_LIMITS.longText}
            value={entry.description}
            onChange={(description) => update({ description })}
          />
          <LinesField
            rich
            className="sm:col-span-2"
            label={t('builder.edit.custom.bullets')}
            optional
            hint={t('builder.edit.bulletsHint')}
            rows={3}
            value={entry.bullets}
            onChange={(bullets) => update({ bullets })}
          />
        </div>
      )}
    />
  )
}

/** Sections of the user's own ("Führerschein", "Speaking"): a title and entries with the usual fields. */
export function CustomSections({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  const sections = cv.customSections ?? []
  const set = (next: CvCustomSection[]) => onChange((current) => withList(current, 'customSections', next))
  const patch = (id: string, change: Partial<CvCustomSection>) =>
    set(sections.map((section) => (section.id === id ? { ...section, ...change } : section)))
  return (
    <div className="space-y-6">
      {sections.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">
          {t('builder.edit.custom.emptySections')}
        </p>
      )}
      {sections.map((section, index) => (
        <fieldset key={section.id} className="rounded-xl border border-slate-200 p-4" data-custom-section={section.id}>
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {section.title || t('builder.edit.custom.sectionUntitled', { number: index + 1 })}
          </legend>
          <div className="mb-4 flex items-end gap-2">
            <TextField
              className="min-w-0 flex-1"
              label={t('builder.edit.custom.sectionTitle')}
              hint={t('builder.edit.custom.sectionTitleHint')}
              value={section.title}
              maxLength={SHORT}
              onChange={(title) => patch(section.id, { title })}
            />
            <Button
              variant="ghost"
              size="icon"
              className="mb-0.5 h-10 w-10 shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => set(sections.filter((item) => item.id !== section.id))}
              aria-label={t('builder.edit.custom.removeSection', {
                title: section.title || t('builder.edit.custom.sectionUntitled', { number: index + 1 }),
              })}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          <CustomEntries section={section} onEntries={(entries) => patch(section.id, { entries })} />
        </fieldset>
      ))}
      <Button
        variant="secondary"
        disabled={sections.length >= CUSTOM_SECTIONS_MAX}
        onClick={() => set([...sections, { id: newId(), title: '', entries: [] }])}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {t('builder.edit.custom.addSection')}
      </Button>
    </div>
  )
}
