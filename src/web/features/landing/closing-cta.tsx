import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { PATHS } from '#web/lib/paths'
import { Reveal } from './reveal'

export function ClosingCta() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="cta-title" className="py-24">
      <Reveal className="mx-auto max-w-[1200px] px-6">
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-8 py-16 text-center text-white shadow-lift sm:px-16">
          <h2 id="cta-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{t('landing.cta.subtitle')}</p>
          <Button size="lg" variant="secondary" className="mt-10" asChild>
            <Link to={PATHS.freeTrial}>{t('landing.cta.button')}</Link>
          </Button>
        </div>
      </Reveal>
    </section>
  )
}
