import { FileSearch, LayoutTemplate, Mail, ScanText, Sparkles, Target } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ANCHORS } from '#web/lib/paths'
import { Reveal } from './reveal'

const FEATURES = [
  { key: 'aiContent', icon: Sparkles },
  { key: 'atsOptimized', icon: FileSearch },
  { key: 'jobTuning', icon: Target },
  { key: 'parsing', icon: ScanText },
  { key: 'coverLetters', icon: Mail },
  { key: 'templates', icon: LayoutTemplate },
] as const

export function FeaturesSection() {
  const { t } = useTranslation()
  return (
    <section id={ANCHORS.features} tabIndex={-1} aria-labelledby="features-title" className="py-24 outline-none">
      <div className="mx-auto max-w-[1200px] px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {t('landing.features.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('landing.features.subtitle')}</p>
        </div>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }, index) => (
            <li key={key}>
              <Reveal index={index} className="h-full">
                <article className="h-full rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-soft transition-shadow duration-200 hover:shadow-lift">
                  <span className="grid h-11 w-11 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <h3 className="mt-5 text-lg font-semibold">{t(`landing.features.items.${key}.title`)}</h3>
                  <p className="mt-2 text-slate-600">{t(`landing.features.items.${key}.description`)}</p>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
