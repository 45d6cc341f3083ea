import { Braces, FileDown, FileText, FileType2, Hash, Loader2, LogIn, Palette, RotateCw } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { User } from '#shared/api/auth'
import { TEMPLATES, THEMES } from '#shared/catalogue'
import type { CvData } from '#shared/cv/cv.schema'
import { toJsonResume } from '#shared/cv/json-resume'
import type { Locale } from '#shared/i18n/locales'
import { QUOTAS } from '#shared/plans'
import { useQuotaLeftLabel } from '#web/components/quota-usage'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { toast } from '#web/components/ui/toast'
import { ACCOUNT_USAGE_KEY } from '#web/lib/account-usage'
import { PATHS } from '#web/lib/paths'
import { useExportCv, type ExportFormat } from '../api/export-cv'
import type { CvLook } from '../cv-look'
import { saveBlob } from '../browser-files'
import { cvFileName } from '../cv-text'
import { planLimitOf, type PlanLimit } from '#web/lib/plan-errors'
import { CvLanguageField } from './cv-language-field'
import { PreviewWithLetter } from './preview-with-letter'
import { FitControl } from './fit-control'
import { PageTypePanel } from './page-type-panel'
import { StepNav } from './step-nav'

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-soft">
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function LoginPrompt({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('builder.export.login.title')}
      description={t('builder.export.login.description')}
    >
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <Button asChild>
          <Link to={PATHS.login}>
            <LogIn className="h-4 w-4" aria-hidden />
            {t('builder.export.login.login')}
          </Link>
        </Button>
        <Button variant="secondary" asChild>
          <Link to={PATHS.freeTrial}>{t('builder.export.login.trial')}</Link>
        </Button>
      </div>
    </Dialog>
  )
}

/** Step 4: the live preview, the CV language, and PDF / Word / JSON Resume export. */
export function PreviewStep({
  cv,
  look,
  user,
  onChooseLanguage,
  onChange,
  onChangeLook,
  onPlanLimit,
  onBack,
}: {
  cv: CvData
  look: CvLook
  user: User | null
  onChooseLanguage: (language: Locale) => void
  onChange: (update: (cv: CvData) => CvData) => void
  onChangeLook: () => void
  onPlanLimit: (limit: PlanLimit) => void
  onBack: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const exportCv = useExportCv()
  const [pendingFormat, setPendingFormat] = useState<ExportFormat | null>(null)
  const [failedFormat, setFailedFormat] = useState<ExportFormat | null>(null)
  const [isLoginOpen, setIsLoginOpen] = useState(false)
  const isPro = user?.accountStatus === 'pro'

  const runExport = (format: ExportFormat) => {
    // Plain text and Markdown are free for everyone, like the JSON Resume download.
    if (!user && format !== 'txt' && format !== 'md') return setIsLoginOpen(true)
    if (format === 'docx' && !isPro) return onPlanLimit({ kind: 'proOnly' })
    setPendingFormat(format)
    setFailedFormat(null)
    exportCv.mutate(
      { cv, look, format },
      {
        onSuccess: () => {
          // The export counted against the plan: "2 of 3 left" must show the new figure.
          void queryClient.invalidateQueries({ queryKey: ACCOUNT_USAGE_KEY })
          toast({
            title:
              format === 'txt'
                ? t('builder.export.txtSaved')
                : format === 'md'
                  ? t('builder.export.mdSaved')
                  : t('builder.export.success'),
            variant: 'success',
          })
        },
        onError: (error) => {
          const limit = planLimitOf(error)
          if (limit) return onPlanLimit(limit)
          setFailedFormat(format)
          toast({ title: t('builder.export.failed'), variant: 'error' })
        },
        onSettled: () => setPendingFormat(null),
      },
    )
  }

  const exportJson = () => {
    const blob = new Blob([`${JSON.stringify(toJsonResume(cv), null, 2)}\n`], { type: 'application/json' })
    saveBlob(blob, cvFileName(cv, 'json'))
    toast({ title: t('builder.export.jsonSaved'), variant: 'success' })
  }

  const template = TEMPLATES[look.templateId]
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('builder.preview.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('builder.preview.lead')}</p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4">
          <Panel title={t('builder.export.title')}>
            <div className="space-y-2">
              <Button
                className="w-full"
                onClick={() => runExport('pdf')}
                disabled={pendingFormat !== null}
                aria-busy={pendingFormat === 'pdf'}
              >
                {pendingFormat === 'pdf' ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <FileDown className="h-4 w-4" aria-hidden />
                )}
                {pendingFormat === 'pdf' ? t('builder.export.exporting') : t('builder.export.pdf')}
              </Button>
              <Button
                variant="secondary"
                className="w-full"
                onClick={() => runExport('docx')}
                disabled={pendingFormat !== null}
                aria-busy={pendingFormat === 'docx'}
              >
                {pendingFormat === 'docx' ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                ) : (
                  <FileType2 className="h-4 w-4" aria-hidden />
                )}
                {pendingFormat === 'docx' ? t('builder.export.exporting') : t('builder.export.word')}
                {!isPro && <Badge tone="brand">{t('builder.export.proBadge')}</Badge>}
              </Button>
              <Button variant="ghost" className="w-full" onClick={exportJson}>
                <Braces className="h-4 w-4" aria-hidden />
                {t('builder.export.json')}
              </Button>
              <Button
                variant="ghost"
                className="w-full"
                onClick={() => runExport('txt')}
                disabled={pendingFormat !== null}
                aria-busy={pendingFormat === 'txt'}
              >
                <FileText className="h-4 w-4" aria-hidden />
                {t('builder.export.txt')}
              </Button>
              <Button
                variant="ghost"
                className="w-full"
                onClick={() => runExport('md')}
                disabled={pendingFormat !== null}
                aria-busy={pendingFormat === 'md'}
              >
                <Hash className="h-4 w-4" aria-hidden />
                {t('builder.export.md')}
              </Button>
            </div>
            {failedFormat && (
              <div
                role="alert"
                className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
              >
                <span>{t('builder.export.failed')}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="shrink-0 text-red-800"
                  onClick={() => runExport(failedFormat)}
                >
                  <RotateCw className="h-4 w-4" aria-hidden />
                  {t('builder.export.retry')}
                </Button>
              </div>
            )}
            <p className="mt-3 text-xs text-slate-600">
              {!user
                ? t('builder.export.visitorNote')
                : isPro
                  ? t('builder.export.proNote')
                  : t('builder.export.trialNote', { count: Number(QUOTAS.pdfExport.trial) })}
            </p>
            {user && !isPro && <PdfExportsLeft />}
          </Panel>
          <Panel title={t('builder.preview.languageTitle')}>
            <CvLanguageField value={look.language} detected={cv.language} onChange={onChooseLanguage} />
          </Panel>
          <PageTypePanel
            cv={cv}
            onChange={onChange}
            narrow
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-soft"
          />
          <Panel title={t('builder.preview.fit.title')}>
            <FitControl cv={cv} onChange={onChange} />
          </Panel>
          <Panel title={t('builder.preview.lookTitle')}>
            <div className="flex items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden
                  className="h-8 w-8 shrink-0 rounded-full ring-1 ring-slate-300"
                  style={{ backgroundColor: THEMES[look.themeId].primary }}
                />
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{template.name}</p>
                  <p className="text-sm text-slate-600">{t(`catalogue.themes.${look.themeId}`)}</p>
                </div>
              </div>
              <Button variant="secondary" size="sm" onClick={onChangeLook}>
                <Palette className="h-4 w-4" aria-hidden />
                {t('builder.preview.changeLook')}
              </Button>
            </div>
          </Panel>
        </div>
        <div className="min-w-0">
          <PreviewWithLetter cv={cv} look={look} isSignedIn={user !== null} announceErrors className="mx-auto max-w-[794px]" />
        </div>
      </div>
      <StepNav onBack={onBack} />
      <LoginPrompt open={isLoginOpen} onOpenChange={setIsLoginOpen} />
    </div>
  )
}

/** A trial's PDF exports still to use ("PDF exports: 2 of 3 left"); nothing while usage is unknown. */
function PdfExportsLeft() {
  const { t } = useTranslation()
  const left = useQuotaLeftLabel('pdfExport')
  if (!left) return null
  return (
    <p className="mt-1 text-xs font-medium text-slate-700" data-testid="pdf-exports-left">
      {t('quotas.features.pdfExport')}: {left}
    </p>
  )
}
