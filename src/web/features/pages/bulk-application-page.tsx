import { ListChecks, Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { PATHS } from '#web/lib/paths'
import { PageShell } from '#web/components/layout/page-shell'

export function BulkApplicationPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('bulk.title')}>
      <div role="status" className="rounded-(--radius-card) border border-amber-200 bg-amber-50 p-5 text-amber-950">
        <p className="font-semibold">{t('bulk.comingSoonTitle')}</p>
        <p className="mt-1">{t('bulk.comingSoonBody')}</p>
      </div>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <Send className="h-5 w-5 text-brand-700" aria-hidden />
            <CardTitle>{t('bulk.automated.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{t('bulk.automated.body')}</CardDescription>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <ListChecks className="h-5 w-5 text-brand-700" aria-hidden />
            <CardTitle>{t('bulk.tracking.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{t('bulk.tracking.body')}</CardDescription>
          </CardContent>
        </Card>
      </div>
      <Button className="mt-8" asChild>
        <Link to={PATHS.coverLetterWriter}>{t('bulk.cta')}</Link>
      </Button>
    </PageShell>
  )
}
