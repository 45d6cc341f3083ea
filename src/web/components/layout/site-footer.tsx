import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { Wordmark } from './wordmark'

export function SiteFooter() {
  const { t } = useTranslation()
  const product = [
    { href: `/#${ANCHORS.features}`, label: t('footer.features') },
    { href: `/#${ANCHORS.pricing}`, label: t('footer.pricing') },
  ]
  const support = [
    { to: PATHS.help, label: t('footer.help') },
    { to: PATHS.contact, label: t('footer.contact') },
    { to: PATHS.status, label: t('footer.status') },
    { to: PATHS.terms, label: t('footer.terms') },
  ]
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-6 py-12 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Wordmark />
          <p className="mt-3 text-sm text-slate-600">{t('brand.tagline')}</p>
        </div>
        <nav aria-label={t('footer.productNav')}>
          <h2 className="text-sm font-semibold text-slate-900">{t('footer.product')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {product.map((link) => (
              <li key={link.href}>
                <a className="text-slate-600 hover:text-slate-900" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.supportNav')}>
          <h2 className="text-sm font-semibold text-slate-900">{t('footer.support')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {support.map((link) => (
              <li key={link.to}>
                <Link className="text-slate-600 hover:text-slate-900" to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-[1200px] px-6 py-6 text-xs text-slate-600">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
