import { useTranslation } from 'react-i18next'
import { TEMPLATE_COUNT, THEME_COUNT } from '#shared/catalogue'
import { LOCALES } from '#shared/i18n/locales'

// Only claims that are true of the product (docs/spec/3-decisions.md: "Marketing copy says what is true").
const STATS = [
  { key: 'templates', value: String(TEMPLATE_COUNT) },
  { key: 'themes', value: String(THEME_COUNT) },
  { key: 'languages', value: String(LOCALES.length) },
  // RENDER_FORMATS of #shared/api/render (PDF, Word, text, Markdown) and the JSON Resume file the
  // builder saves in the browser; not imported, to keep the schemas out of the landing bundle.
  { key: 'formats', value: '5' },
  { key: 'minutes', value: '5' },
] as const

export function StatsStrip() {
  const { t } = useTranslation()
  return (
    <section aria-label={t('landing.stats.label')} className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-[1200px] grid-cols-2 gap-8 px-6 py-12 sm:grid-cols-3 lg:grid-cols-5 max-sm:[&>*:last-child]:col-span-2">
        {STATS.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-slate-600">{t(`landing.stats.${stat.key}`)}</dt>
            <dd className="text-3xl font-semibold tracking-tight text-brand-800">
              {t(`landing.stats.${stat.key}Value`, { value: stat.value })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
