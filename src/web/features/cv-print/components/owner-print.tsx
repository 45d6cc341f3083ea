import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Download, Info, Loader2, Printer, RotateCw, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { CvRecord } from '#shared/api/cv'
import type { TemplateId, ThemeId } from '#shared/catalogue'
import { PRINT_DIALOG_DELAY_MS } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { planLimitOf } from '#web/lib/plan-errors'
import { ACCOUNT_USAGE_KEY } from '#web/lib/account-usage'
import { useCurrentUser } from '#web/lib/current-user'
import { PATHS } from '#web/lib/paths'
import { usePrintPdf } from '../api/print-pdf'

/** The blob as an object URL for as long as the page shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => {
      URL.revokeObjectURL(next)
      setUrl(null)
    }
  }, [blob])
  return url
}

/**
 * The owner's print (My CVs → Print): the exported PDF, printed as it is. Printing therefore follows
 * the plan like the Export button — it counts as a PDF export and carries the trial's watermark.
 */
export function OwnerPrint({ record, templateId, themeId }: { record: CvRecord; templateId: TemplateId; themeId: ThemeId }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const isPro = useCurrentUser().data?.accountStatus === 'pro'
  const pdf = usePrintPdf({
    id: record.id,
    version: record.updatedAt,
    cv: record.cvData,
    templateId,
    themeId,
    language: record.content.language,
  })
  const url = useObjectUrl(pdf.data)
  const frame = useRef<HTMLIFrameElement>(null)
  const [hasPrinted, setHasPrinted] = useState(false)
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  const limit = planLimitOf(pdf.error)

  // The export counted: "2 of 3 left" elsewhere must show the new figure.
  useEffect(() => {
    if (!pdf.data) return
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_USAGE_KEY })
    void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] })
  }, [pdf.data, queryClient])

  const print = () => {
    frame.current?.contentWindow?.focus()
    frame.current?.contentWindow?.print()
    setHasPrinted(true)
  }
  const onFrameLoad = () => {
    if (!hasPrinted) window.setTimeout(print, PRINT_DIALOG_DELAY_MS)
  }
  const fileName = `${record.cvData.personal.fullName.trim() || record.title}.pdf`

  return (
    <div className="min-h-screen bg-slate-100">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur-md">
        <div className="mx-auto flex h-14 max-w-[1000px] items-center justify-between gap-3 px-4">
          <Button variant="ghost" size="sm" asChild>
            <Link to={PATHS.myCvs}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {t('cvPrint.myCvs')}
            </Link>
          </Button>
          <h1 className="min-w-0 truncate text-sm font-semibold text-slate-900">{record.title}</h1>
          <div className="flex shrink-0 items-center gap-2">
            {url && (
              <Button variant="secondary" size="sm" asChild>
                <a href={url} download={fileName}>
                  <Download className="h-4 w-4" aria-hidden />
                  <span className="max-sm:sr-only">{t('cvPrint.download')}</span>
                </a>
              </Button>
            )}
            <Button size="sm" onClick={print} disabled={!url}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('cvPrint.print')}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-[900px] px-2 py-4 sm:px-6">
        {!isPro && (
          <p className="mb-4 flex items-start gap-2 rounded-lg bg-white px-4 py-3 text-sm text-slate-700 shadow-soft">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            {t('cvPrint.countsAsExport')}
          </p>
        )}
        {pdf.isPending && (
          <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-700">
            <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
            {t('cvPrint.loading')}
          </p>
        )}
        {limit && (
          <section role="alert" className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-soft">
            <h2 className="text-lg font-semibold text-slate-900">{t('cvPrint.limit.title')}</h2>
            <p className="mt-2 text-slate-600">{t(`builder.upgrade.${limit.kind}`, { limit: limit.limit ?? 3 })}</p>
            <Button className="mt-6" onClick={() => setIsUpgradeOpen(true)}>
              <Sparkles className="h-4 w-4" aria-hidden />
              {t('cvPrint.limit.upgrade')}
            </Button>
          </section>
        )}
        {pdf.isError && !limit && (
          <section role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow-soft">
            <h2 className="text-lg font-semibold text-slate-900">{t('cvPrint.failed.title')}</h2>
            <p className="mt-2 text-slate-600">{t('cvPrint.failed.description')}</p>
            <Button className="mt-6" onClick={() => void pdf.refetch()}>
              <RotateCw className="h-4 w-4" aria-hidden />
              {t('cvPrint.failed.retry')}
            </Button>
          </section>
        )}
        {url && (
          <iframe
            ref={frame}
            title={t('cvPrint.frameTitle', { title: record.title })}
            src={url}
            onLoad={onFrameLoad}
            data-testid="cv-print-pdf"
            data-print-requested={hasPrinted}
            className="h-[calc(100vh-8rem)] min-h-[480px] w-full rounded-lg border-0 bg-white shadow-lift"
          />
        )}
      </main>
      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} />
    </div>
  )
}
