import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Sets the document title as "<page> · ApplyKit" (the landing page sets its own full title). */
export function usePageTitle(title: string, options: { full?: boolean; description?: string } = {}): void {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = options.full ? title : `${title} · ${t('brand.name')}`
    if (options.description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', options.description)
    }
  }, [title, options.full, options.description, t])
}
