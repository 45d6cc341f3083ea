import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CV_LIMITS, type CvClosing, type CvData } from '#shared/cv/cv.schema'
import { withClosing } from '../../cv-text'
import { TextField } from './fields'
import { SignatureField } from './signature-field'

type Change = (update: (cv: CvData) => CvData) => void

const EMPTY_CLOSING: CvClosing = { place: '', date: '', signature: '' }

/** The end of a German Lebenslauf: place, date, signature; and the optional "Lebenslauf" heading. */
export function ClosingSection({ cv, onChange }: { cv: CvData; onChange: Change }) {
  const { t } = useTranslation()
  const id = useId()
  const closing = cv.closing ?? EMPTY_CLOSING
  const set = (patch: Partial<CvClosing>) => onChange((current) => withClosing(current, patch))
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('builder.edit.closing.place')}
          optional
          value={closing.place}
          placeholder={t('builder.edit.closing.placePlaceholder')}
          maxLength={CV_LIMITS.shortText}
          onChange={(place) => set({ place })}
        />
        <TextField
          label={t('builder.edit.closing.date')}
          optional
          type="date"
          hint={t('builder.edit.closing.dateHint')}
          value={closing.date}
          maxLength={20}
          onChange={(date) => set({ date })}
        />
      </div>
      <SignatureField value={closing.signature} onChange={(signature) => set({ signature })} />
      <div className="flex items-start gap-3">
        <input
          id={`${id}-heading`}
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-slate-300 text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600"
          checked={cv.layout?.showCvHeading === true}
          aria-describedby={`${id}-heading-hint`}
          onChange={(event) => {
            const showCvHeading = event.target.checked
            onChange((current) => ({ ...current, layout: { ...current.layout, showCvHeading } }))
          }}
        />
        <div>
          <label htmlFor={`${id}-heading`} className="text-sm font-medium text-slate-800">
            {t('builder.edit.closing.heading')}
          </label>
          <p id={`${id}-heading-hint`} className="text-xs text-slate-600">
            {t('builder.edit.closing.headingHint')}
          </p>
        </div>
      </div>
    </div>
  )
}
