import { RotateCcw } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvData, CvLayoutOptions } from '#shared/cv/cv.schema'
import { pageSizeForLocation } from '#shared/cv/page-size'
import {
  lineHeightChoices,
  PAGE_MARGINS,
  sizeChoices,
  TYPE_FONT_KINDS,
  TYPE_FONT_NAMES,
  TYPE_FONTS,
} from '#shared/cv/type-settings'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'

// "Page and type": the paper, the text font, its size, the line spacing and the margins of this CV
// (src/shared/cv/type-settings.ts). Each starts on the template's own setting ("template"), which
// removes the key: a CV that never touched these prints exactly as the template is designed.

const TEMPLATE = 'template'
const AUTO = 'auto'
type Key = 'pageSize' | 'fontFamily' | 'fontSize' | 'lineHeight' | 'margins'
const TYPE_KEYS: readonly Key[] = ['fontFamily', 'fontSize', 'lineHeight', 'margins']

/** "A4 (210 × 297 mm)" as "A4" inside "By your location (A4)": the measure in brackets twice would not fit the field. */
const paperName = (label: string) => label.replace(/\s*\([^)]*\)\s*$/, '')

/** The offered line spacings, and a value set elsewhere (an import, the API) that is none of them. */
function spacingChoices(current: number | undefined): number[] {
  const choices = lineHeightChoices()
  return current === undefined || choices.includes(current)
    ? choices
    : [...choices, current].sort((a, b) => a - b)
}

export function PageTypePanel({
  cv,
  onChange,
  className,
  narrow = false,
}: {
  cv: CvData
  onChange: (update: (cv: CvData) => CvData) => void
  className?: string
  /** In a side column: the fields one below the other. */
  narrow?: boolean
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const layout: CvLayoutOptions = cv.layout ?? {}
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value)
  const set = (key: Key, value: CvLayoutOptions[Key] | undefined) =>
    onChange((current) => {
      const next: CvLayoutOptions = { ...current.layout }
      if (value === undefined) delete next[key]
      else Object.assign(next, { [key]: value })
      return { ...current, layout: next }
    })
  const isChanged = TYPE_KEYS.some((key) => layout[key] !== undefined)
  const reset = () =>
    onChange((current) => {
      const next: CvLayoutOptions = { ...current.layout }
      for (const key of TYPE_KEYS) delete next[key]
      return { ...current, layout: next }
    })
  const byLocation = pageSizeForLocation(cv.personal.location)

  return (
    <section aria-labelledby={`${id}-title`} className={className} data-testid="page-type-panel">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          {t('builder.pageType.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={reset} disabled={!isChanged} data-testid="page-type-reset">
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('builder.pageType.reset')}
        </Button>
      </div>
      <div className={narrow ? 'mt-2 grid gap-3' : 'mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5'}>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-paper`}>{t('builder.preview.paper.label')}</Label>
          <Select
            id={`${id}-paper`}
            value={layout.pageSize ?? AUTO}
            onValueChange={(value) =>
              set('pageSize', value === 'a4' || value === 'letter' ? value : undefined)
            }
            options={[
              {
                value: AUTO,
                label: t('builder.preview.paper.auto', {
                  size: paperName(t(`builder.preview.paper.${byLocation}`)),
                }),
              },
              { value: 'a4', label: t('builder.preview.paper.a4') },
              { value: 'letter', label: t('builder.preview.paper.letter') },
            ]}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-font`}>{t('builder.pageType.font')}</Label>
          <Select
            id={`${id}-font`}
            value={layout.fontFamily ?? TEMPLATE}
            onValueChange={(value) =>
              set(
                'fontFamily',
                TYPE_FONTS.find((font) => font === value),
              )
            }
            options={[
              { value: TEMPLATE, label: t('builder.pageType.fontTemplate') },
              ...TYPE_FONTS.map((font) => ({
                value: font,
                label: t('builder.pageType.fontOption', {
                  name: TYPE_FONT_NAMES[font],
                  kind: t(`builder.pageType.${TYPE_FONT_KINDS[font]}`),
                }),
              })),
            ]}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-size`}>{t('builder.pageType.size')}</Label>
          <Select
            id={`${id}-size`}
            value={layout.fontSize === undefined ? TEMPLATE : String(layout.fontSize)}
            onValueChange={(value) => set('fontSize', value === TEMPLATE ? undefined : Number(value))}
            options={[
              { value: TEMPLATE, label: t('builder.pageType.sizeTemplate') },
              ...sizeChoices().map((size) => ({
                value: String(size),
                label: t('builder.pageType.sizeValue', { size: number(size) }),
              })),
            ]}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-spacing`}>{t('builder.pageType.spacing')}</Label>
          <Select
            id={`${id}-spacing`}
            value={layout.lineHeight === undefined ? TEMPLATE : String(layout.lineHeight)}
            onValueChange={(value) => set('lineHeight', value === TEMPLATE ? undefined : Number(value))}
            options={[
              { value: TEMPLATE, label: t('builder.pageType.spacingTemplate') },
              ...spacingChoices(layout.lineHeight).map((height) => ({
                value: String(height),
                label: number(height),
              })),
            ]}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-margins`}>{t('builder.pageType.margins')}</Label>
          <Select
            id={`${id}-margins`}
            value={layout.margins ?? 'normal'}
            onValueChange={(value) =>
              set('margins', value === 'normal' ? undefined : PAGE_MARGINS.find((margin) => margin === value))
            }
            options={PAGE_MARGINS.map((margin) => ({
              value: margin,
              label: t(`builder.pageType.${margin}`),
            }))}
          />
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('builder.pageType.hint')}</p>
    </section>
  )
}
