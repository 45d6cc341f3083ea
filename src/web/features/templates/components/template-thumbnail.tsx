import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import { TEMPLATES } from '#shared/catalogue'
import { cn } from '#web/lib/cn'

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
  const theme = themeId ?? TEMPLATES[templateId].defaultTheme
  const src = `/api/templates/${templateId}/thumbnail?theme=${theme}&language=${i18n.resolvedLanguage ?? "en"}`
  return (
    <div className={cn('aspect-[210/297] overflow-hidden rounded-md bg-white ring-1 ring-slate-200', className)}>
      {hasFailed ? (
        <div className="grid h-full place-items-center p-4 text-center text-xs text-slate-500">
          {TEMPLATES[templateId].name}
        </div>
      ) : (
        <img
          src={src}
          alt={t('templates.thumbnailAlt', { name: TEMPLATES[templateId].name })}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={420}
          height={594}
          onError={() => setHasFailed(true)}
          className="h-full w-full object-cover object-top"
        />
      )}
    </div>
  )
}
