import { FilePlus2, FileText, Loader2, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '#shared/api/auth'
import type { CvListItem } from '#shared/api/cv'
import { AppLayout } from '#web/components/layout/app-layout'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/toast'
import { RequireAuth } from '#web/components/require-auth'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { cvPrintPath, PATHS } from '#web/lib/paths'
import { useDeleteCv, useShareCv } from '../api/cv-mutations'
import { useCvList } from '#web/lib/saved-cvs'
import { CvCard } from './cv-card'

// "Create New CV" opens a blank builder: `?new` clears what this tab's builder held.
const NEW_CV_PATH = `${PATHS.app}?new=1`

function DeleteDialog({ cv, onClose }: { cv: CvListItem | null; onClose: () => void }) {
  const { t } = useTranslation()
  const remove = useDeleteCv()
  const confirm = () => {
    if (!cv) return
    remove.mutate(cv.id, {
      onSuccess: () => {
        toast({ title: t('myCvs.delete.success'), description: cv.title, variant: 'success' })
        onClose()
      },
      onError: (error) =>
        toast({
          title: t('myCvs.delete.failed'),
          description: describeApiError(error, t('myCvs.delete.failed')),
          variant: 'error',
        }),
    })
  }
  return (
    <Dialog
      open={cv !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t('myCvs.delete.title', { title: cv?.title ?? '' })}
      description={t('myCvs.delete.description')}
    >
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
          {remove.isPending ? t('myCvs.delete.busy') : t('myCvs.delete.confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('myCvs.delete.cancel')}
        </Button>
      </div>
    </Dialog>
  )
}

function EmptyState() {
  const { t } = useTranslation()
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <FileText className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('myCvs.empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{t('myCvs.empty.description')}</p>
      <Button className="mt-6" asChild>
        <Link to={NEW_CV_PATH}>
          <FilePlus2 className="h-4 w-4" aria-hidden />
          {t('myCvs.empty.action')}
        </Link>
      </Button>
    </div>
  )
}

function MyCvs({ user }: { user: User }) {
  const { t } = useTranslation()
  const list = useCvList()
  const share = useShareCv()
  const [toDelete, setToDelete] = useState<CvListItem | null>(null)
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  const [sharingId, setSharingId] = useState<string | null>(null)

  const copyLink = async (cv: CvListItem) => {
    const url = new URL(cvPrintPath(cv.id), window.location.origin).toString()
    try {
      await navigator.clipboard.writeText(url)
      // Offered for shared CVs only (cv-card.tsx): the link opens for anyone.
      toast({ title: t('myCvs.share.copied'), description: t('myCvs.share.publicNote'), variant: 'success' })
    } catch {
      toast({ title: t('myCvs.share.copyFailed'), description: url })
    }
  }

  const toggleShare = (cv: CvListItem) => {
    // Sharing is Pro (docs/spec/3-decisions.md); the server enforces it, the client saves a useless round trip.
    if (!cv.isPublic && user.accountStatus !== 'pro') return setIsUpgradeOpen(true)
    setSharingId(cv.id)
    share.mutate(
      { id: cv.id, isPublic: !cv.isPublic },
      {
        onSuccess: (updated) =>
          toast({ title: updated.isPublic ? t('myCvs.share.on') : t('myCvs.share.off'), variant: 'success' }),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 403) return setIsUpgradeOpen(true)
          toast({
            title: t('myCvs.share.failed'),
            description: describeApiError(error, t('myCvs.share.failed')),
            variant: 'error',
          })
        },
        onSettled: () => setSharingId(null),
      },
    )
  }

  return (
    <AppLayout title={t('myCvs.title')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('myCvs.title')}</h1>
          <p className="mt-2 text-slate-600">{t('myCvs.lead')}</p>
        </div>
        <Button asChild>
          <Link to={NEW_CV_PATH}>
            <FilePlus2 className="h-4 w-4" aria-hidden />
            {t('myCvs.create')}
          </Link>
        </Button>
      </div>

      {list.isPending ? (
        <ul
          className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3"
          aria-busy="true"
          aria-label={t('myCvs.loading')}
        >
          {[0, 1, 2].map((n) => (
            <li key={n} className="h-56 animate-pulse rounded-xl border border-slate-200 bg-white" />
          ))}
        </ul>
      ) : list.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-white p-6 text-center">
          <p className="text-slate-800">{t('myCvs.loadFailed')}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void list.refetch()}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {t('myCvs.retry')}
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="mt-8 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((cv) => (
            <li key={cv.id}>
              <CvCard
                cv={cv}
                isSharing={sharingId === cv.id}
                onCopyLink={() => void copyLink(cv)}
                onToggleShare={() => toggleShare(cv)}
                onDelete={() => setToDelete(cv)}
              />
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog cv={toDelete} onClose={() => setToDelete(null)} />
      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} reason={t('myCvs.share.proOnly')} />
    </AppLayout>
  )
}

export function MyCvsPage() {
  return <RequireAuth>{(user) => <MyCvs user={user} />}</RequireAuth>
}
