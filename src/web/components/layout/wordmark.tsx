import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'

export function Wordmark() {
  const { t } = useTranslation()
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-slate-900">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#2f3aa8" />
        <path d="M9 22.5 14.6 9h2.8L23 22.5h-3l-1.2-3.1h-5.6L12 22.5H9Zm5.1-5.6h3.8L16 11.9l-1.9 5Z" fill="#fff" />
      </svg>
      <span className="text-lg max-[400px]:sr-only">{t('brand.name')}</span>
    </Link>
  )
}
