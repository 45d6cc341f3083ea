import { useEffect, useState } from 'react'

/**
 * The page count the preview shows (its `data-pages`), once it has finished drawing; null while it
 * draws or when there is none. Read from the preview's element rather than passed down, so the fit
 * control needs nothing from the preview's own state.
 */
export function usePreviewPageCount(): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const read = () => {
      const previews = document.querySelectorAll<HTMLElement>('[data-testid="cv-preview"]')
      const preview = previews[previews.length - 1]
      const pages = Number(preview?.dataset.pages ?? 0)
      setCount(preview && preview.getAttribute('aria-busy') !== 'true' && pages > 0 ? pages : null)
    }
    read()
    const observer = new MutationObserver(read)
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-pages', 'aria-busy'], childList: true })
    return () => observer.disconnect()
  }, [])
  return count
}
