import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { SiteLayout } from '#web/components/layout/site-layout'
import { startSmoothScroll } from '#web/lib/smooth-scroll'
import { usePageTitle } from '#web/lib/use-page-title'
import { AccountDeletedNotice } from './account-deleted-notice'
import { ClosingCta } from './closing-cta'
import { CustomCursor } from './custom-cursor'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { PricingSection } from './pricing-section'
import { StatsStrip } from './stats-strip'
import { TestimonialsSection } from './testimonials-section'

export function LandingPage() {
  const { t } = useTranslation()
  usePageTitle(t('landing.meta.title'), { full: true, description: t('landing.meta.description') })
  useEffect(() => startSmoothScroll(), [])
  useEffect(() => {
    // Deep links like /#pricing from other pages land on the section once it has rendered.
    const id = window.location.hash.slice(1)
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <SiteLayout transparentTopBar>
      <CustomCursor />
      <HeroSection />
      <FeaturesSection />
      <StatsStrip />
      <PricingSection />
      <TestimonialsSection />
      <ClosingCta />
      <AccountDeletedNotice />
    </SiteLayout>
  )
}
