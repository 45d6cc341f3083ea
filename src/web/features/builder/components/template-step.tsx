import { Check, FileStack } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { TEMPLATE_IDS, TEMPLATES, THEME_IDS, THEMES, type TemplateId, type ThemeId } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import type { Locale } from '#shared/i18n/locales'
import { TemplateThumbnail } from '#web/components/template-thumbnail'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { usePageCounts } from '../api/page-counts'
import { PageTypePanel } from './page-type-panel'
import { StepNav } from './step-nav'

// Native radio inputs give the radio-group semantics and arrow-key behaviour for free; the cards
// and swatches are their labels.

function ThemeSwatches({ themeId, onChoose }: { themeId: ThemeId; onChoose: (id: ThemeId) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{t('builder.template.themeLegend')}</legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {THEME_IDS.map((id) => {
          const isSelected = id === themeId
          return (
            <label
              key={id}
              className="group relative flex cursor-pointer flex-col items-center gap-1.5"
              data-testid={`theme-${id}`}
            >
              <input
                type="radio"
                name="cv-theme"
                value={id}
                checked={isSelected}
                onChange={() => onChoose(id)}
                className="peer sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  'grid h-10 w-10 place-items-center rounded-full ring-offset-2 transition-shadow duration-150',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600',
                  isSelected ? 'ring-2 ring-slate-900' : 'ring-1 ring-slate-300 group-hover:ring-slate-500',
                )}
                style={{
                  backgroundColor: THEMES[id].primary,
                  boxShadow: `inset 0 0 0 4px ${THEMES[id].secondary}`,
                }}
              >
                {isSelected && <Check className="h-4 w-4 text-white drop-shadow" />}
              </span>
              <span className={cn('text-xs', isSelected ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                {t(`catalogue.themes.${id}`)}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

// "Fit to 2 pages" is offered on a design that gives three: two pages is what most employers read.
const FIT_TARGET = 2

/** How many pages the CV prints on in this design; a quiet placeholder while it is measured. */
function PageBadge({
  id,
  pages,
  isMeasuring,
  isFitted,
}: {
  id: TemplateId
  pages: number | undefined
  isMeasuring: boolean
  /** "Fit to 2 pages" is on: a design that still gives more says why (the fit keeps text readable). */
  isFitted: boolean
}) {
  const { t } = useTranslation()
  if (pages === undefined) {
    if (!isMeasuring) return null
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-slate-600"
        data-testid={`template-${id}-pages`}
      >
        <FileStack className="h-3.5 w-3.5" aria-hidden />
        {t('builder.template.pagesCounting')}
      </span>
    )
  }
  const badge = (
    <span
      data-testid={`template-${id}-pages`}
      data-pages={pages}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        pages > FIT_TARGET
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      <FileStack className="h-3.5 w-3.5" aria-hidden />
      {t('builder.template.pages', { count: pages })}
    </span>
  )
  if (!isFitted || pages <= FIT_TARGET) return badge
  return (
    <>
      {badge}
      <span className="mt-1 block text-xs text-amber-900" data-testid={`template-${id}-fit-not-reached`}>
        {t('builder.template.fitNotReached', { target: FIT_TARGET })}
      </span>
    </>
  )
}

function TemplateCard({
  id,
  themeId,
  isSelected,
  onChoose,
  pages,
  isMeasuring,
  isFitted,
  onFit,
}: {
  id: TemplateId
  themeId: ThemeId
  isSelected: boolean
  onChoose: () => void
  pages: number | undefined
  isMeasuring: boolean
  isFitted: boolean
  /** Offered where the design gives one page more than FIT_TARGET: fits the CV to it. */
  onFit: (() => void) | undefined
}) {
  const { t } = useTranslation()
  const template = TEMPLATES[id]
  const describedBy = `template-${id}-description`
  return (
    <div className="flex flex-col gap-2">
      <label
        data-testid={`template-${id}`}
        className={cn(
          'group relative flex cursor-pointer flex-col overflow-hidden rounded-xl border bg-white shadow-soft transition-[box-shadow,border-color] duration-150',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          isSelected
            ? 'border-brand-700 ring-2 ring-brand-700'
            : 'border-slate-200 hover:border-slate-400 hover:shadow-lift',
        )}
      >
        <input
          type="radio"
          name="cv-template"
          value={id}
          checked={isSelected}
          onChange={onChoose}
          aria-label={template.name}
          aria-describedby={describedBy}
          className="sr-only"
        />
        <div className="relative bg-slate-100 p-3">
          <TemplateThumbnail templateId={id} themeId={themeId} className="shadow-sm" />
          {isSelected && (
            <span className="absolute top-5 right-5 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow">
              <Check className="h-3.5 w-3.5" aria-hidden />
              {t('builder.template.selected')}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-4">
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold text-slate-900">{template.name}</span>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t(`templates.categories.${template.category}`)}
            </span>
          </div>
          <div id={describedBy}>
            <div className="mt-2 min-h-6">
              <PageBadge id={id} pages={pages} isMeasuring={isMeasuring} isFitted={isFitted} />
            </div>
            <p className="mt-2 text-sm text-slate-600">{t(`templates.info.${id}.description`)}</p>
            <ul className="mt-3 space-y-1 text-sm text-slate-700">
              {(['first', 'second', 'third'] as const).map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                  {t(`templates.info.${id}.features.${feature}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </label>
      {onFit && (
        <Button variant="secondary" size="sm" onClick={onFit} data-testid={`template-${id}-fit`}>
          {t('builder.preview.fit.pages', { count: FIT_TARGET })}
        </Button>
      )}
    </div>
  )
}

const DACH_TEMPLATE: TemplateId = 'dach-lebenslauf'

/** Step 2: every template as a real thumbnail in the chosen theme, and the 8 theme swatches. */
export function TemplateStep({
  cv,
  onChange,
  templateId,
  themeId,
  onChooseTemplate,
  onChooseTheme,
  onBack,
  onNext,
  language,
}: {
  cv: CvData
  onChange: (update: (cv: CvData) => CvData) => void
  templateId: TemplateId
  themeId: ThemeId
  onChooseTemplate: (id: TemplateId) => void
  onChooseTheme: (id: ThemeId) => void
  onBack: () => void
  onNext: () => void
  /** The CV's language: a German CV is offered the DACH template (issue 30). */
  language: Locale
}) {
  const { t } = useTranslation()
  const isDachSuggested = language === 'de' && templateId !== DACH_TEMPLATE
  const { pages, isMeasuring } = usePageCounts(cv, language)
  const hasFit = cv.layout?.fitPages !== null && cv.layout?.fitPages !== undefined
  // Fitting chooses the density itself, so a density set by hand gives way (as in the preview's control).
  const fitToTarget = (id: TemplateId) => {
    onChooseTemplate(id)
    onChange((current) => ({
      ...current,
      layout: { ...current.layout, fitPages: FIT_TARGET, density: null },
    }))
  }
  return (
    <section aria-labelledby="template-title">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 id="template-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {t('builder.template.title')}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            {t('builder.template.lead', { count: TEMPLATE_IDS.length })}
          </p>
        </div>
        <ThemeSwatches themeId={themeId} onChoose={onChooseTheme} />
      </div>
      {isDachSuggested && (
        <p
          data-testid="dach-suggestion"
          className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <span className="min-w-[14rem] flex-1">
            {t('journeys.template.dachSuggestion', { name: TEMPLATES[DACH_TEMPLATE].name })}
          </span>
          <Button size="sm" variant="secondary" onClick={() => onChooseTemplate(DACH_TEMPLATE)}>
            {t('journeys.template.useDach', { name: TEMPLATES[DACH_TEMPLATE].name })}
          </Button>
        </p>
      )}
      <PageTypePanel
        cv={cv}
        onChange={onChange}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-soft"
      />
      <fieldset className="mt-8">
        <legend className="sr-only">{t('builder.template.templateLegend')}</legend>
        <p className="mb-4 text-sm text-slate-600">{t('builder.template.pagesLead')}</p>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {TEMPLATE_IDS.map((id) => (
            <TemplateCard
              key={id}
              id={id}
              themeId={themeId}
              isSelected={id === templateId}
              onChoose={() => onChooseTemplate(id)}
              pages={pages?.[id]}
              isMeasuring={isMeasuring}
              isFitted={cv.layout?.fitPages === FIT_TARGET}
              onFit={!hasFit && pages?.[id] === FIT_TARGET + 1 ? () => fitToTarget(id) : undefined}
            />
          ))}
        </div>
      </fieldset>
      <StepNav onBack={onBack} onNext={onNext} nextLabel={t('builder.nav.toEdit')} />
    </section>
  )
}
