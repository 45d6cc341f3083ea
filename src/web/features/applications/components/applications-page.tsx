import { Archive, BarChart3, CalendarDays, ClipboardPaste, Download, FileCheck2, KanbanSquare, ListChecks, Plus, Send, Upload } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CaptureApplicationReply } from '#shared/api/application-actions'
import type { ApplicationRecord, ApplicationStage } from '#shared/api/applications'
import { contract } from '#shared/api/contract'
import { AppLayout } from '#web/components/layout/app-layout'
import { PageShell } from '#web/components/layout/page-shell'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { toast } from '#web/components/ui/toast'
import { callApiFile } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { useCurrentUser } from '#web/lib/current-user'
import { PATHS } from '#web/lib/paths'
import { saveBlob } from '#web/lib/save-blob'
import { useApplications, useUpdateApplication } from '../api/applications-api'
import { ApplicationEditor } from './application-editor'
import { BoardView } from './board-view'
import { CalendarView } from './calendar-view'
import { InsightsView } from './insights-view'
import { ListView } from './list-view'
import { PrepareDialog } from './prepare-dialog'
import { CaptureDialog, CloseReasonDialog, ImportDialog } from './tracker-dialogs'

/** The proof exports for the employment offices (built beside this page, in proof/). */
const PROOF_PATH = `${PATHS.bulkApplication}/proof`
const TAB = 'inline-flex items-center gap-1.5'

type Editing = { application: ApplicationRecord | null; captured?: CaptureApplicationReply['fields'] & { postingText?: string } }

/** What the tracker is, for a visitor: the two promises and the way in. */
function TrackerIntro() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('applications.title')} lead={t('applications.intro.lead')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <ListChecks className="h-5 w-5 text-brand-700" aria-hidden />
            <CardTitle>{t('applications.intro.tracking.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{t('applications.intro.tracking.body')}</CardDescription>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <Send className="h-5 w-5 text-brand-700" aria-hidden />
            <CardTitle>{t('applications.intro.automated.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{t('applications.intro.automated.body')}</CardDescription>
          </CardContent>
        </Card>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={PATHS.freeTrial}>{t('applications.intro.signUp')}</Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={PATHS.login}>{t('applications.intro.logIn')}</Link>
        </Button>
      </div>
    </PageShell>
  )
}

function Tracker() {
  const { t } = useTranslation()
  const [showArchived, setShowArchived] = useState(false)
  const list = useApplications(showArchived)
  const active = useApplications(false)
  const update = useUpdateApplication()
  const [editing, setEditing] = useState<Editing | null>(null)
  const [closing, setClosing] = useState<ApplicationRecord | null>(null)
  const [dialog, setDialog] = useState<'import' | 'capture' | 'prepare' | null>(null)
  const applications = list.data ?? []

  const move = (application: ApplicationRecord, stage: ApplicationStage, closedReason?: ApplicationRecord['closedReason']) => {
    if (stage === 'closed' && !closedReason) return setClosing(application)
    update.mutate(
      { id: application.id, body: { stage, closedReason: closedReason ?? null, version: application.version } },
      {
        onSuccess: () => toast({ title: t('applications.board.moved', { company: application.company, stage: t(`applications.stage.${stage}`) }), variant: 'success' }),
        onError: (error) => toast({ title: t('applications.board.moveFailed'), description: describeApiError(error, t('applications.board.moveFailed')), variant: 'error' }),
      },
    )
  }

  const download = async (route: typeof contract.applications.exportCsv | typeof contract.applications.calendarIcs, name: string) => {
    try {
      const response = await callApiFile(route)
      saveBlob(await response.blob(), name)
    } catch (error) {
      toast({ title: t('applications.downloadFailed'), description: describeApiError(error, t('applications.downloadFailed')), variant: 'error' })
    }
  }
  const exportCsv = () => void download(contract.applications.exportCsv, 'applications.csv')
  const downloadIcs = () => void download(contract.applications.calendarIcs, 'applications.ics')
  const open = (application: ApplicationRecord) => setEditing({ application })

  return (
    <AppLayout title={t('applications.title')}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('applications.title')}</h1>
          <p className="mt-1 text-slate-600">{t('applications.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label={t('applications.toolbar')}>
          <Button onClick={() => setEditing({ application: null })}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('applications.new')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('capture')}>
            <ClipboardPaste className="h-4 w-4" aria-hidden />
            {t('applications.capture.open')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('prepare')}>
            <Send className="h-4 w-4" aria-hidden />
            {t('applications.prepare.open')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('import')}>
            <Upload className="h-4 w-4" aria-hidden />
            {t('applications.import.open')}
          </Button>
          <Button variant="secondary" onClick={exportCsv}>
            <Download className="h-4 w-4" aria-hidden />
            {t('applications.export')}
          </Button>
          <Button variant="secondary" asChild>
            <Link to={PROOF_PATH}>
              <FileCheck2 className="h-4 w-4" aria-hidden />
              {t('applications.proofLink')}
            </Link>
          </Button>
        </div>
      </div>

      <div className="mt-6">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} className="h-4 w-4 accent-brand-700" />
          <Archive className="h-4 w-4" aria-hidden />
          {t('applications.showArchived')}
        </label>
        {showArchived && <p className="mt-1 text-sm text-slate-600">{t('applications.archivedHint')}</p>}
      </div>

      {list.isPending ? (
        <div className="mt-8 h-40 animate-pulse rounded-xl bg-slate-100 motion-reduce:animate-none" aria-busy="true" aria-label={t('applications.loading')} />
      ) : list.isError ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{describeApiError(list.error, t('applications.loadFailed'))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            {t('applications.retry')}
          </Button>
        </div>
      ) : applications.length === 0 && !showArchived ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <KanbanSquare className="mx-auto h-8 w-8 text-slate-400" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">{t('applications.empty.title')}</h2>
          <p className="mt-1 text-slate-600">{t('applications.empty.body')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button onClick={() => setEditing({ application: null })}>{t('applications.new')}</Button>
            <Button variant="secondary" onClick={() => setDialog('import')}>
              {t('applications.import.open')}
            </Button>
          </div>
        </div>
      ) : (
        <Tabs defaultValue={showArchived ? 'list' : 'board'} key={String(showArchived)} className="mt-6">
          <TabsList aria-label={t('applications.views')}>
            {!showArchived && (
              <TabsTrigger value="board" className={TAB}>
                <KanbanSquare className="h-4 w-4" aria-hidden />
                {t('applications.view.board')}
              </TabsTrigger>
            )}
            <TabsTrigger value="list" className={TAB}>
              <ListChecks className="h-4 w-4" aria-hidden />
              {t('applications.view.list')}
            </TabsTrigger>
            {!showArchived && (
              <TabsTrigger value="calendar" className={TAB}>
                <CalendarDays className="h-4 w-4" aria-hidden />
                {t('applications.view.calendar')}
              </TabsTrigger>
            )}
            {!showArchived && (
              <TabsTrigger value="insights" className={TAB}>
                <BarChart3 className="h-4 w-4" aria-hidden />
                {t('applications.view.insights')}
              </TabsTrigger>
            )}
          </TabsList>
          {!showArchived && (
            <TabsContent value="board" className="mt-4">
              <BoardView applications={applications} onOpen={open} onMove={(application, stage) => move(application, stage)} />
            </TabsContent>
          )}
          <TabsContent value="list" className="mt-4">
            <ListView applications={applications} archived={showArchived} onOpen={open} />
          </TabsContent>
          {!showArchived && (
            <>
              <TabsContent value="calendar" className="mt-4">
                <CalendarView applications={applications} onOpen={open} onDownload={downloadIcs} />
              </TabsContent>
              <TabsContent value="insights" className="mt-4">
                <InsightsView applications={applications} />
              </TabsContent>
            </>
          )}
        </Tabs>
      )}

      {editing && (
        <ApplicationEditor
          key={editing.application?.id ?? 'new'}
          application={editing.application}
          captured={editing.captured}
          applications={active.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {closing && (
        <CloseReasonDialog
          company={closing.company}
          onCancel={() => setClosing(null)}
          onConfirm={(reason) => {
            move(closing, 'closed', reason)
            setClosing(null)
          }}
        />
      )}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {dialog === 'prepare' && <PrepareDialog applications={active.data ?? []} onClose={() => setDialog(null)} onOpen={(application) => { setDialog(null); open(application) }} />}
      {dialog === 'capture' && (
        <CaptureDialog
          onClose={() => setDialog(null)}
          onUse={(reply) => {
            setDialog(null)
            setEditing({ application: null, captured: { ...reply.fields, postingText: reply.postingText } })
          }}
        />
      )}
    </AppLayout>
  )
}

/** /bulk-application: the tracker for a signed-in person, what it is for a visitor. */
export function ApplicationsPage() {
  const user = useCurrentUser()
  if (user.isPending) return <div className="min-h-screen" aria-busy="true" />
  return user.data ? <Tracker /> : <TrackerIntro />
}
