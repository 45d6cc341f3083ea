import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { LOCALES } from '#shared/i18n/locales'

// Every page's head in the interface language: title, description (the page's own, else the
// product's), and one alternate link per interface language (`?lang=xx`, which the language
// detector in lib/i18n.ts honours) plus x-default, so search engines list each language version.

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.append(element)
  }
  element.content = content
}

function setAlternates(pathname: string): void {
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove()
  const base = `${window.location.origin}${pathname}`
  for (const hreflang of [...LOCALES, 'x-default']) {
    const link = document.createElement('link')
    link.rel = 'alternate'
    link.hreflang = hreflang
    link.href = hreflang === 'x-default' ? base : `${base}?lang=${hreflang}`
    document.head.append(link)
  }
}

/** Sets the document title as "<page> · ApplyKit" (the landing page sets its own full title) and the page's meta. */
export function usePageTitle(title: string, options: { full?: boolean; description?: string } = {}): void {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const description = options.description ?? t('landing.meta.description')
  useEffect(() => {
    document.title = options.full ? title : `${title} · ${t('brand.name')}`
    setMeta('description', description)
    setAlternates(pathname)
  }, [title, options.full, description, pathname, t])
}
