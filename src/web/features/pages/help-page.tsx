import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { PATHS } from '#web/lib/paths'
import { PageShell } from '#web/components/layout/page-shell'

const QUESTIONS = ['start', 'login', 'trial', 'pro', 'zeugnis', 'privacy'] as const

export function HelpPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('help.title')} lead={t('help.lead')}>
      <div className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-white">
        {QUESTIONS.map((key) => (
          <details key={key} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer items-center justify-between gap-4 rounded-md font-medium">
              {t(`help.faq.${key}.q`)}
              <span aria-hidden className="text-slate-400 transition-transform group-open:rotate-45">+</span>
            </summary>
            <p className="mt-3 text-slate-600">{t(`help.faq.${key}.a`)}</p>
          </details>
        ))}
      </div>
      <div className="mt-10 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={PATHS.contact}>{t('help.contactCta')}</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={PATHS.landing}>{t('common.backHome')}</Link>
        </Button>
      </div>
    </PageShell>
  )
}
