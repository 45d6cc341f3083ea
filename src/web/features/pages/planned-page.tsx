import { Construction } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { PageShell } from '#web/components/layout/page-shell'

/** An honest placeholder for a screen that is not built yet: says so and offers a way on. */
export function PlannedPage({ page }: { page: string }) {
  const { t } = useTranslation()
  return (
    <PageShell title={t(`planned.pages.${page}`)}>
      <div className="rounded-(--radius-card) border border-slate-200 bg-white p-8 text-center">
        <Construction className="mx-auto h-8 w-8 text-amber-600" aria-hidden />
        <p className="mt-4 text-slate-700">{t('planned.body')}</p>
        <Button className="mt-6" asChild>
          <Link to="/">{t('common.backHome')}</Link>
        </Button>
      </div>
    </PageShell>
  )
}
