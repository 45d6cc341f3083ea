import { Clock, Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CONTACT_REPLY_DAYS, SUPPORT_EMAIL } from '#shared/product'
import { PageShell } from '#web/components/layout/page-shell'


export function ContactPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('contact.title')} lead={t('contact.lead')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-(--radius-card) border border-slate-200 bg-white p-6">
          <Mail className="h-5 w-5 text-brand-700" aria-hidden />
          <h2 className="mt-3 font-semibold">{t('contact.emailTitle')}</h2>
          <a className="mt-1 block text-brand-700 underline-offset-4 hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {t('contact.email', { email: SUPPORT_EMAIL })}
          </a>
        </div>
        <div className="rounded-(--radius-card) border border-slate-200 bg-white p-6">
          <Clock className="h-5 w-5 text-brand-700" aria-hidden />
          <h2 className="mt-3 font-semibold">{t('contact.responseTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('contact.response', { days: CONTACT_REPLY_DAYS })}</p>
        </div>
      </div>
    </PageShell>
  )
}
