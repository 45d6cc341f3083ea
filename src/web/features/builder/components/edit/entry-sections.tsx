import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CV_LIMITS,
  GRADE_MAX_LENGTH,
  LANGUAGE_LEVELS,
  type CvCertification,
  type CvData,
  type CvEducation,
  type CvExperience,
  type CvLanguage,
  type CvProject,
} from '#shared/cv/cv.schema'
import { FormField } from '#web/components/forms/form-field'
import { Select } from '#web/components/ui/select'
import { newId, skillsToText, textToList, textToSkills } from '../../cv-text'
import { EntryList } from './entry-list'
import { DateField, DateRangeFields, LinesField, TextAreaField, TextField } from './fields'

type Change = (update: (cv: CvData) => CvData) => void
const SHORT = CV_LIMITS.shortText

/**
 * Start and end date and an "I still do this" box that empties and locks the end date (two grid
 * cells of the entry's form: the dates, then the box across the row).
 */
export function DatesWithCurrent<T extends { id: string; startDate: string; endDate: string; current: boolean }>({
  entry,
  update,
  currentLabel,
}: {
  entry: T
  update: (patch: Partial<T>) => void
  currentLabel: string
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <DateField
          label={t('builder.edit.startDate')}
          value={entry.startDate}
          onChange={(startDate) => update({ startDate } as Partial<T>)}
        />
        <DateField
          label={t('builder.edit.endDate')}
          value={entry.current ? '' : entry.endDate}
          disabled={entry.current}
          onChange={(endDate) => update({ endDate } as Partial<T>)}
        />
      </div>
      <label htmlFor={`${id}-${entry.id}-current`} className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input
          id={`${id}-${entry.id}-current`}
          type="checkbox"
          checked={entry.current}
          onChange={(event) =>
            update({ current: event.target.checked, endDate: event.target.checked ? '' : entry.endDate } as Partial<T>)
          }
          className="h-4 w-4 rounded border-slate-300 accent-brand-700"
        />
        {currentLabel}
      </label>
    </>
  )
}

export function ExperienceSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.experience}
      onChange={(experience) => onChange((current) => ({ ...current, experience }))}
      create={(): CvExperience => ({
        id: newId(),
        title: '',
        company: '',
        location: '',
        startDate: '',
        endDate: '',
        current: false,
        bullets: [],
        description: '',
      })}
      addLabel={t('builder.edit.experience.add')}
      emptyText={t('builder.edit.experience.empty')}
      itemTitle={(entry) =>
        [entry.title, entry.company].filter(Boolean).join(' · ') || t('builder.edit.experience.untitled')
      }
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.experience.title')}
            value={entry.title}
            maxLength={SHORT}
            onChange={(title) => update({ title })}
          />
          <TextField
            label={t('builder.edit.experience.company')}
            value={entry.company}
            maxLength={SHORT}
            onChange={(company) => update({ company })}
          />
          <TextField
            label={t('builder.edit.experience.location')}
            optional
            value={entry.location}
            maxLength={SHORT}
            onChange={(location) => update({ location })}
          />
          <DatesWithCurrent entry={entry} update={update} currentLabel={t('builder.edit.experience.current')} />
          <LinesField
            rich
            className="sm:col-span-2"
            label={t('builder.edit.experience.bullets')}
            hint={t('builder.edit.bulletsHint')}
            rows={5}
            value={entry.bullets}
            onChange={(bullets) => update({ bullets })}
          />
          <TextAreaField
            rich="text"
            className="sm:col-span-2"
            label={t('builder.edit.experience.description')}
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

export function EducationSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.education}
      onChange={(education) => onChange((current) => ({ ...current, education }))}
      create={(): CvEducation => ({
        id: newId(),
        degree: '',
        institution: '',
        field: '',
        location: '',
        startDate: '',
        endDate: '',
        gpa: '',
        details: [],
      })}
      addLabel={t('builder.edit.education.add')}
      emptyText={t('builder.edit.education.empty')}
      itemTitle={(entry) =>
        [entry.degree, entry.institution].filter(Boolean).join(' · ') || t('builder.edit.education.untitled')
      }
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.education.degree')}
            value={entry.degree}
            maxLength={SHORT}
            onChange={(degree) => update({ degree })}
          />
          <TextField
            label={t('builder.edit.education.field')}
            optional
            value={entry.field}
            maxLength={SHORT}
            onChange={(field) => update({ field })}
          />
          <TextField
            label={t('builder.edit.education.institution')}
            value={entry.institution}
            maxLength={SHORT}
            onChange={(institution) => update({ institution })}
          />
          <TextField
            label={t('builder.edit.education.location')}
            optional
            value={entry.location}
            maxLength={SHORT}
            onChange={(location) => update({ location })}
          />
          <DateRangeFields entry={entry} update={update} />
          <TextField
            label={t('builder.edit.education.gpa')}
            optional
            value={entry.gpa}
            maxLength={GRADE_MAX_LENGTH}
            onChange={(gpa) => update({ gpa })}
          />
          <LinesField
            rich
            className="sm:col-span-2"
            label={t('builder.edit.education.details')}
            optional
            hint={t('builder.edit.bulletsHint')}
            rows={3}
            value={entry.details}
            onChange={(details) => update({ details })}
          />
        </div>
      )}
    />
  )
}

export function SkillsSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  // One group per line; the parser keeps ids and levels of skills whose names stay the same.
  const groups = cv.skills
  return (
    <LinesField
      label={t('builder.edit.skills.label')}
      hint={t('builder.edit.skills.hint')}
      placeholder={t('builder.edit.skills.placeholder')}
      rows={6}
      value={groups.map((group) => skillsToText([group]))}
      toText={(lines) => lines.join('\n')}
      fromText={(text) => textToSkills(text, groups).map((group) => skillsToText([group]))}
      onChange={(lines) =>
        onChange((current) => ({ ...current, skills: textToSkills(lines.join('\n'), current.skills) }))
      }
    />
  )
}

function LanguageRow({ entry, update }: { entry: CvLanguage; update: (patch: Partial<CvLanguage>) => void }) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label={t('builder.edit.languages.name')}
        value={entry.name}
        maxLength={SHORT}
        onChange={(name) => update({ name })}
      />
      <FormField label={t('builder.edit.languages.level')}>
        {({ id }) => (
          <Select
            id={id}
            value={entry.level || 'unspecified'}
            onValueChange={(level) =>
              update({ level: (level === 'unspecified' ? '' : level) as CvLanguage['level'] })
            }
            options={LANGUAGE_LEVELS.map((level) => ({
              value: level || 'unspecified',
              label: t(`builder.edit.languages.levels.${level || 'unspecified'}`),
            }))}
          />
        )}
      </FormField>
    </div>
  )
}

export function LanguagesSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.languages}
      onChange={(languages) => onChange((current) => ({ ...current, languages }))}
      create={(): CvLanguage => ({ id: newId(), name: '', level: '' })}
      addLabel={t('builder.edit.languages.add')}
      emptyText={t('builder.edit.languages.empty')}
      itemTitle={(entry) => entry.name || t('builder.edit.languages.untitled')}
      renderItem={(entry, update) => <LanguageRow entry={entry} update={update} />}
    />
  )
}

export function CertificationsSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.certifications}
      onChange={(certifications) => onChange((current) => ({ ...current, certifications }))}
      create={(): CvCertification => ({ id: newId(), name: '', issuer: '', date: '' })}
      addLabel={t('builder.edit.certifications.add')}
      emptyText={t('builder.edit.certifications.empty')}
      itemTitle={(entry) => entry.name || t('builder.edit.certifications.untitled')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem]">
          <TextField
            label={t('builder.edit.certifications.name')}
            value={entry.name}
            maxLength={SHORT}
            onChange={(name) => update({ name })}
          />
          <TextField
            label={t('builder.edit.certifications.issuer')}
            optional
            value={entry.issuer}
            maxLength={SHORT}
            onChange={(issuer) => update({ issuer })}
          />
          <DateField
            label={t('builder.edit.certifications.date')}
            value={entry.date}
            onChange={(date) => update({ date })}
          />
        </div>
      )}
    />
  )
}

export function ProjectsSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  return (
    <EntryList
      items={cv.projects}
      onChange={(projects) => onChange((current) => ({ ...current, projects }))}
      create={(): CvProject => ({
        id: newId(),
        name: '',
        description: '',
        startDate: '',
        endDate: '',
        bullets: [],
        tech: [],
      })}
      addLabel={t('builder.edit.projects.add')}
      emptyText={t('builder.edit.projects.empty')}
      itemTitle={(entry) => entry.name || t('builder.edit.projects.untitled')}
      renderItem={(entry, update) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('builder.edit.projects.name')}
            value={entry.name}
            maxLength={SHORT}
            onChange={(name) => update({ name })}
          />
          <DateRangeFields entry={entry} update={update} />
          <TextAreaField
            rich="text"
            className="sm:col-span-2"
            label={t('builder.edit.projects.description')}
            optional
            rows={2}
            maxLength={CV_LIMITS.longText}
            value={entry.description}
            onChange={(description) => update({ description })}
          />
          <LinesField
            rich
            className="sm:col-span-2"
            label={t('builder.edit.projects.bullets')}
            optional
            hint={t('builder.edit.bulletsHint')}
            rows={3}
            value={entry.bullets}
            onChange={(bullets) => update({ bullets })}
          />
          <LinesField
            className="sm:col-span-2"
            label={t('builder.edit.projects.tech')}
            optional
            hint={t('builder.edit.projects.techHint')}
            rows={1}
            value={entry.tech}
            toText={(items) => items.join(', ')}
            fromText={textToList}
            onChange={(tech) => update({ tech })}
          />
        </div>
      )}
    />
  )
}
