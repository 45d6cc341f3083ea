import { Copy, FolderOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CvImportRef } from '#shared/api/parse'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { formatDate } from '#web/lib/i18n'

/** What an import found: the account's CV made from the same file or the same pasted text. */
export interface ImportedBefore {
  cv: CvImportRef
  source: 'file' | 'text'
}

/**
 * The one question before a second copy of an import is made (issue 18): open the CV made from this
 * file before, or import it again as a copy. Closing (Escape, ×) does neither. Every import of a CV
 * in the web app goes through the builder's import step (the dashboard and My CVs link to it), so
 * this is the only place it is asked.
 */
export function ImportedBeforeDialog({
  match,
  onOpenExisting,
  onImportCopy,
  onClose,
}: {
  match: ImportedBefore | null
  onOpenExisting: (id: string) => void
  onImportCopy: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(match?.source === 'text' ? 'builder.import.before.titleText' : 'builder.import.before.titleFile')}
      description={
        match
          ? t('builder.import.before.description', { title: match.cv.title, date: formatDate(match.cv.updatedAt) })
          : undefined
      }
    >
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={() => match && onOpenExisting(match.cv.id)}>
          <FolderOpen className="h-4 w-4" aria-hidden />
          {t('builder.import.before.open')}
        </Button>
        <Button variant="secondary" onClick={onImportCopy}>
          <Copy className="h-4 w-4" aria-hidden />
          {t('builder.import.before.copy')}
        </Button>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t('builder.import.before.copyHint')}</p>
    </Dialog>
  )
}
