import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { SiteLayout } from '#web/components/layout/site-layout'
import { usePageTitle } from '#web/lib/use-page-title'

export function NotFoundPage() {
  const { t } = useTranslation()
  usePageTitle(t('errors.notFound.title'))
  return (
    <SiteLayout>
      <div className="grid min-h-[60vh] place-items-center px-6 py-24 text-center">
        <div>
          <p className="text-sm font-semibold text-brand-700">404</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight">{t('errors.notFound.title')}</h1>
          <p className="mt-3 text-slate-600">{t('errors.notFound.description')}</p>
          <Button className="mt-8" asChild>
            <Link to="/">{t('errors.notFound.home')}</Link>
          </Button>
        </div>
      </div>
    </SiteLayout>
  )
}
