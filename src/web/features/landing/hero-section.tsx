import { ArrowDown, ShieldCheck, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { TemplateThumbnail } from '#web/components/template-thumbnail'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { scrollToAnchor } from '#web/lib/smooth-scroll'
import { ParticleCanvas } from './particle-canvas'
import { Reveal } from './reveal'

export function HeroSection() {
  const { t } = useTranslation()
  return (
    <section id={ANCHORS.hero} aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50 pt-28 pb-20 sm:pt-36">
      <ParticleCanvas />
      <div className="relative mx-auto grid max-w-[1200px] items-center gap-14 px-6 lg:grid-cols-[1.1fr_1fr]">
        {/* min-w-0: a long call to action wraps inside a phone screen instead of widening the grid column. */}
        <div className="min-w-0">
          <Reveal>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
              <Sparkles className="h-4 w-4" aria-hidden />
              {t('landing.hero.eyebrow')}
            </p>
          </Reveal>
          <Reveal index={1}>
            <h1 id="hero-title" className="mt-6 text-4xl font-semibold tracking-tight text-slate-950 sm:text-5xl lg:text-6xl">
              {t('landing.hero.title')}
            </h1>
          </Reveal>
          <Reveal index={2}>
            <p className="mt-6 max-w-xl text-lg text-slate-700">{t('landing.hero.subtitle')}</p>
          </Reveal>
          <Reveal index={3}>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" className="h-auto! min-h-12 py-2 text-center whitespace-normal!" asChild>
                <Link to={PATHS.freeTrial}>{t('landing.hero.primaryCta')}</Link>
              </Button>
              <Button size="lg" variant="secondary" className="h-auto! min-h-12 py-2 text-center whitespace-normal!" asChild>
                <Link to={PATHS.analyze}>{t('landing.hero.secondaryCta')}</Link>
              </Button>
            </div>
            <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
              <ShieldCheck className="h-4 w-4 text-emerald-700" aria-hidden />
              {t('landing.hero.reassurance')}
            </p>
          </Reveal>
        </div>
        <Reveal index={2} className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="relative h-[380px] sm:h-[460px]" aria-hidden>
            <TemplateThumbnail
              templateId="sidebar-elegant"
              className="absolute top-10 left-0 w-[46%] -rotate-6 shadow-lift"
            />
            <TemplateThumbnail
              templateId="timeline"
              className="absolute top-10 right-0 w-[46%] rotate-6 shadow-lift"
            />
            <TemplateThumbnail
              templateId="executive-modern"
              eager
              className="absolute top-0 left-1/2 w-[56%] -translate-x-1/2 shadow-lift ring-slate-300"
            />
          </div>
        </Reveal>
      </div>
      <div className="relative mt-10 flex justify-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('landing.hero.scrollDown')}
          onClick={() => scrollToAnchor(ANCHORS.features)}
          className="rounded-full motion-safe:animate-bounce"
        >
          <ArrowDown className="h-5 w-5" aria-hidden />
        </Button>
      </div>
    </section>
  )
}
