import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useOperatorName } from '#web/lib/operator-name'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { Wordmark } from './wordmark'

export function SiteFooter() {
  const { t } = useTranslation()
  // The operator is this installation's (OPERATOR_NAME, as on /imprint); unset, the line names
  // the product only.
  const operator = useOperatorName()
  const year = new Date().getFullYear()
  const product = [
    { href: `/#${ANCHORS.features}`, label: t('footer.features') },
    { href: `/#${ANCHORS.pricing}`, label: t('footer.pricing') },
  ]
  const support = [
    { to: PATHS.help, label: t('footer.help') },
    { to: PATHS.contact, label: t('footer.contact') },
    { to: PATHS.status, label: t('footer.status') },
  ]
  const legal = [
    { to: PATHS.imprint, label: t('footer.imprint') },
    { to: PATHS.privacy, label: t('footer.privacy') },
    { to: PATHS.terms, label: t('footer.terms') },
  ]
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
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
        <FooterLinks label={t('footer.supportNav')} title={t('footer.support')} links={support} />
        <FooterLinks label={t('footer.legalNav')} title={t('footer.legal')} links={legal} />
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-3 px-6 py-6">
          <p className="text-xs text-slate-600">
            {operator ? t('footer.copyrightOperator', { year, operator }) : t('footer.copyright', { year })}
          </p>
          {/* § 312k BGB: a plainly labelled button, on every page, to the cancellation page. */}
          <Link
            to={PATHS.cancelContract}
            data-testid="cancel-contract-button"
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('footer.cancelContract')}
          </Link>
        </div>
      </div>
    </footer>
  )
}

/** The slim footer of signed-in screens: the same legal links and the cancellation button. */
export function AppFooter() {
  const { t } = useTranslation()
  return (
    <footer className="border-t border-slate-200 bg-white">
      <nav
        aria-label={t('footer.legalNav')}
        className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-5 gap-y-2 px-4 py-5 text-sm sm:px-6"
      >
        <Link className="text-slate-600 hover:text-slate-900" to={PATHS.imprint}>
          {t('footer.imprint')}
        </Link>
        <Link className="text-slate-600 hover:text-slate-900" to={PATHS.privacy}>
          {t('footer.privacy')}
        </Link>
        <Link className="text-slate-600 hover:text-slate-900" to={PATHS.terms}>
          {t('footer.terms')}
        </Link>
        <Link className="text-slate-600 hover:text-slate-900" to={PATHS.help}>
          {t('footer.help')}
        </Link>
        <Link
          to={PATHS.cancelContract}
          data-testid="cancel-contract-button"
          className="ml-auto rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('footer.cancelContract')}
        </Link>
      </nav>
    </footer>
  )
}

/** One column of in-app footer links under its heading. */
function FooterLinks({
  label,
  title,
  links,
}: {
  label: string
  title: string
  links: { to: string; label: string }[]
}) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="text-slate-600 hover:text-slate-900" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
