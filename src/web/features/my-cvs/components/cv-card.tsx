import { Globe2, Link2, Loader2, Pencil, PenLine, Printer, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CvListItem } from '#shared/api/cv'
import { TEMPLATES } from '#shared/catalogue'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { TemplateThumbnail } from '#web/components/template-thumbnail'
import { cn } from '#web/lib/cn'
import { formatDate } from '#web/lib/i18n'
import { cvPrintPath, PATHS } from '#web/lib/paths'
import { RenameForm } from './rename-form'

export function CvCard({
  cv,
  isSharing,
  onCopyLink,
  onToggleShare,
  onDelete,
}: {
  cv: CvListItem
  isSharing: boolean
  onCopyLink: () => void
  onToggleShare: () => void
  onDelete: () => void
}) {
  const { t } = useTranslation()
  const [isRenaming, setIsRenaming] = useState(false)
  const titleId = `cv-${cv.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      data-testid="cv-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white shadow-soft"
    >
      <div className="flex gap-4 p-5">
        <TemplateThumbnail
          templateId={cv.content.template}
          themeId={cv.content.theme}
          className="w-16 shrink-0 self-start"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            {isRenaming ? (
              <div className="min-w-0 flex-1">
                <h2 id={titleId} className="sr-only">{cv.title}</h2>
                <RenameForm cv={cv} onDone={() => setIsRenaming(false)} />
              </div>
            ) : (
              <div className="flex min-w-0 items-start gap-1">
                <h2 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
                  {cv.title}
                </h2>
                <button
                  type="button"
                  onClick={() => setIsRenaming(true)}
                  className="shrink-0 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  aria-label={t('myCvs.rename.button', { title: cv.title })}
                >
                  <PenLine className="h-4 w-4" aria-hidden />
                </button>
              </div>
            )}
            {cv.isPublic && (
              <Badge tone="success" className="shrink-0">
                <Globe2 className="h-3 w-3" aria-hidden />
                {t('myCvs.card.shared')}
              </Badge>
            )}
          </div>
          <p className="mt-0.5 text-sm text-slate-600">
            {TEMPLATES[cv.content.template].name} · {t(`catalogue.themes.${cv.content.theme}`)}
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
            <dt>{t('myCvs.card.modified')}</dt>
            <dd className="text-slate-800">
              <time dateTime={cv.updatedAt}>{formatDate(cv.updatedAt)}</time>
            </dd>
            <dt>{t('myCvs.card.created')}</dt>
            <dd className="text-slate-800">
              <time dateTime={cv.createdAt}>{formatDate(cv.createdAt)}</time>
            </dd>
          </dl>
        </div>
      </div>
      <div className="mt-auto border-t border-slate-100 px-5 py-3">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" asChild>
            <Link
              to={`${PATHS.app}?edit=${encodeURIComponent(cv.id)}`}
              aria-label={t('myCvs.card.editLabel', { title: cv.title })}
            >
              <Pencil className="h-4 w-4" aria-hidden />
              {t('myCvs.card.edit')}
            </Link>
          </Button>
          <Button size="sm" variant="secondary" asChild>
            <Link to={cvPrintPath(cv.id)} aria-label={t('myCvs.card.printLabel', { title: cv.title })}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('myCvs.card.print')}
            </Link>
          </Button>
          {/* A link nobody else can open is no link to share (issue 30): offered once the CV is shared. */}
          {cv.isPublic && (
            <Button
              size="sm"
              variant="secondary"
              onClick={onCopyLink}
              aria-label={t('myCvs.card.copyLinkLabel', { title: cv.title })}
            >
              <Link2 className="h-4 w-4" aria-hidden />
              {t('myCvs.card.copyLink')}
            </Button>
          )}
        </div>
        <div className="mt-3 flex items-center justify-between gap-3">
          <span className="flex min-w-0 items-center gap-3">
            <button
              type="button"
              role="switch"
              aria-checked={cv.isPublic}
              aria-labelledby={`${titleId}-share ${titleId}`}
              disabled={isSharing}
              onClick={onToggleShare}
              className={cn(
                'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors duration-150 disabled:opacity-60',
                cv.isPublic ? 'bg-emerald-600' : 'bg-slate-300',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'grid h-5 w-5 place-items-center rounded-full bg-white shadow transition-transform duration-150',
                  cv.isPublic ? 'translate-x-5' : 'translate-x-0.5',
                )}
              >
                {isSharing && <Loader2 className="h-3 w-3 animate-spin text-slate-500" />}
              </span>
            </button>
            <span id={`${titleId}-share`} className="text-sm text-slate-700">
              {t('myCvs.card.shareToggle')}
            </span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            className="shrink-0 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onDelete}
            aria-label={t('myCvs.card.deleteLabel', { title: cv.title })}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('myCvs.card.delete')}
          </Button>
        </div>
      </div>
    </article>
  )
}
