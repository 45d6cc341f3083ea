import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvData, CvLayoutOptions } from '#shared/cv/cv.schema'
import { Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { usePreviewPageCount } from '../use-preview-pages'

// "Fit to N pages" and the density by hand (src/server/features/render/fit-cv.ts applies them).
// Automatic is the default: a nearly empty last page is fitted away when the PDF is made.

const AUTO = 'auto'
const PAGE_CHOICES = [1, 2, 3] as const
const DENSITY_CHOICES = [
  { value: -2, key: 'roomy' },
  { value: 0, key: 'designed' },
  { value: 2, key: 'compact' },
  { value: 4, key: 'dense' },
] as const

export function FitControl({
  cv,
  onChange,
}: {
  cv: CvData
  onChange: (update: (cv: CvData) => CvData) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const layout = cv.layout ?? {}
  const setLayout = (patch: Partial<CvLayoutOptions>) =>
    onChange((current) => ({ ...current, layout: { ...current.layout, ...patch } }))
  const density = layout.density ?? null
  const target = layout.fitPages ?? null
  const pages = usePreviewPageCount()
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-pages`}>{t('builder.preview.fit.label')}</Label>
        <Select
          id={`${id}-pages`}
          value={layout.fitPages ? String(layout.fitPages) : AUTO}
          onValueChange={(value) =>
            // Fitting to pages chooses the density, so a density set by hand gives way.
            setLayout(value === AUTO ? { fitPages: null } : { fitPages: Number(value), density: null })
          }
          options={[
            { value: AUTO, label: t('builder.preview.fit.auto') },
            ...PAGE_CHOICES.map((count) => ({
              value: String(count),
              label: t('builder.preview.fit.pages', { count }),
            })),
          ]}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-density`}>{t('builder.preview.fit.density')}</Label>
        <Select
          id={`${id}-density`}
          value={density === null ? AUTO : String(density)}
          // "Fit to N pages" sets the density itself: both at once read as if both applied (issue 30).
          disabled={target !== null}
          onValueChange={(value) =>
            setLayout(value === AUTO ? { density: null } : { density: Number(value), fitPages: null })
          }
          options={[
            {
              value: AUTO,
              label: target !== null ? t('journeys.fit.densityByFit') : t('builder.preview.fit.densityAuto'),
            },
            ...DENSITY_CHOICES.map((choice) => ({
              value: String(choice.value),
              label: t(`builder.preview.fit.${choice.key}`),
            })),
          ]}
        />
      </div>
      {target && pages !== null && (
        <p
          role="status"
          data-testid="fit-result"
          className={pages > target ? 'text-sm font-medium text-amber-800' : 'text-sm text-emerald-800'}
        >
          {pages > target
            ? t('journeys.fit.tooLong', { count: target, pages })
            : t('journeys.fit.fits', { count: pages })}
        </p>
      )}
      <p className="text-xs text-slate-600">{t('builder.preview.fit.hint')}</p>
    </div>
  )
}
