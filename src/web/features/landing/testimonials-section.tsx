import { Quote } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Reveal } from './reveal'

// Illustrative stories of how the tools are used, labelled as examples: we do not invent customer quotes.
const STORIES = ['zeugnis', 'ats', 'language'] as const

export function TestimonialsSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="stories-title" className="bg-slate-900 py-24 text-white">
      <div className="mx-auto max-w-[1200px] px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="stories-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {t('landing.stories.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{t('landing.stories.subtitle')}</p>
        </div>
        <ul className="mt-16 grid gap-6 md:grid-cols-3">
          {STORIES.map((story, index) => (
            <li key={story}>
              <Reveal index={index} className="h-full">
                <figure className="flex h-full flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                  <Quote className="h-6 w-6 text-brand-300" aria-hidden />
                  <blockquote className="mt-4 flex-1 text-slate-100">{t(`landing.stories.items.${story}.quote`)}</blockquote>
                  <figcaption className="mt-6 text-sm">
                    <span className="font-semibold text-white">{t(`landing.stories.items.${story}.who`)}</span>
                    <span className="block text-slate-300">{t(`landing.stories.items.${story}.role`)}</span>
                  </figcaption>
                </figure>
              </Reveal>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs text-slate-400">{t('landing.stories.note')}</p>
      </div>
    </section>
  )
}
