import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import { TEMPLATES } from '#shared/catalogue'
import { cn } from '#web/lib/cn'
import { PUBLIC_ROUTES, publicUrl } from '#web/lib/public-routes'

/**
 * Stands in for a thumbnail until the picture arrives: the page's shape with a few grey lines, so
 * nothing jumps and nobody looks at a blank white card.
 */
function ThumbnailPlaceholder() {
  return (
    <div
      aria-hidden
      className="absolute inset-0 flex flex-col gap-[6%] bg-white p-[9%] motion-safe:animate-pulse"
      data-testid="thumbnail-placeholder"
    >
      <div className="h-[5%] w-3/5 rounded bg-slate-200" />
      <div className="h-[2.5%] w-2/5 rounded bg-slate-100" />
      {[0, 1, 2].map((block) => (
        <div key={block} className="flex flex-col gap-[0.6rem]">
          <div className="h-2 w-1/3 rounded bg-slate-200" />
          <div className="h-1.5 w-full rounded bg-slate-100" />
          <div className="h-1.5 w-11/12 rounded bg-slate-100" />
          <div className="h-1.5 w-4/5 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  )
}

/** A real first-page thumbnail rendered by the product's own template (served by the render feature). */
export function TemplateThumbnail({
  templateId,
  themeId,
  className,
  eager = false,
}: {
  templateId: TemplateId
  themeId?: ThemeId
  className?: string
  eager?: boolean
}) {
  const { t, i18n } = useTranslation()
  const [hasFailed, setHasFailed] = useState(false)
  const [isLoaded, setIsLoaded] = useState(false)
  const theme = themeId ?? TEMPLATES[templateId].defaultTheme
  const query = { theme, language: i18n.resolvedLanguage ?? 'en' }
  const src = publicUrl(PUBLIC_ROUTES.thumbnail, { params: { templateId }, query })
  return (
    <div className={cn('aspect-[210/297] overflow-hidden rounded-md bg-white ring-1 ring-slate-200', className)}>
      {hasFailed ? (
        <div className="grid h-full place-items-center p-4 text-center text-xs text-slate-500">
          {TEMPLATES[templateId].name}
        </div>
      ) : (
        // Its own positioned box: the caller may place the thumbnail absolutely (the hero) or not.
        <div className="relative h-full w-full">
          {!isLoaded && <ThumbnailPlaceholder />}
          <img
            src={src}
            alt={t('templates.thumbnailAlt', { name: TEMPLATES[templateId].name })}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={420}
            height={594}
            onLoad={() => setIsLoaded(true)}
            onError={() => setHasFailed(true)}
            className={cn(
              'relative h-full w-full object-cover object-top transition-opacity duration-300',
              !isLoaded && 'opacity-0',
            )}
          />
        </div>
      )}
    </div>
  )
}
