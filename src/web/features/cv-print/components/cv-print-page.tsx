import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, FileQuestion, Info, Loader2, Maximize2, Minimize2, Printer, RotateCw, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { resolveTemplateId, resolveThemeId } from '#shared/catalogue'
import { PRINT_DIALOG_DELAY_MS } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { ACCOUNT_USAGE_KEY } from '#web/lib/account-usage'
import { planLimitOf } from '#web/lib/plan-errors'
import { useCurrentUser } from '#web/lib/current-user'
import { ApiRequestError } from '#web/lib/api-client'
import { PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import { contract } from '#shared/api/contract'
import { apiKey, apiQuery } from '#web/lib/api-query'
import { cvQuery } from '#web/lib/saved-cvs'

const PAGE_WIDTH_PX = 794
const PAGE_HEIGHT_PX = 1123

function Centered({ children }: { children: React.ReactNode }) {
  return <main className="grid min-h-screen place-items-center bg-slate-100 px-6">{children}</main>
}

function NotFound() {
  const { t } = useTranslation()
  // Someone following a dead share link is sent home; "My CVs" only helps a signed-in owner.
  const isSignedIn = Boolean(useCurrentUser().data)
  return (
    <Centered>
      <div
        role="alert"
        className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-soft"
      >
        <FileQuestion className="mx-auto h-10 w-10 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">{t('cvPrint.notFound.title')}</h1>
        <p className="mt-2 text-slate-600">{t('cvPrint.notFound.description')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {isSignedIn && (
            <Button asChild>
              <Link to={PATHS.myCvs}>{t('cvPrint.myCvs')}</Link>
            </Button>
          )}
          <Button variant={isSignedIn ? 'secondary' : 'primary'} asChild>
            <Link to={PATHS.landing}>{t('cvPrint.home')}</Link>
          </Button>
        </div>
      </div>
    </Centered>
  )
}

/**
 * `/cv/{id}/print` and `/cv-print?id=…[&template=N&color=M]`: the A4 document in a frame that can
 * be printed on its own; the print dialog opens 0.5 s after it is ready (for the CV's owner, whose
 * print is an export of the plan; a shared link shows a Print button instead of interrupting the reader).
 */
export function CvPrintPage() {
  const { t } = useTranslation()
  const params = useParams()
  const [search] = useSearchParams()
  const id = params.id ?? search.get('id')
  const cv = useQuery({ ...cvQuery(id ?? ''), enabled: id !== null && id !== '' })
  const record = cv.data
  const body = {
    templateId: resolveTemplateId(search.get('template')) ?? record?.content.template ?? '',
    cvData: record?.cvData ?? {},
    theme: resolveThemeId(search.get('color')) ?? record?.content.theme,
    language: record?.content.language,
  }
  // The owner prints an export (counted, the trial's watermark: issue 30); a shared link's reader
  // the document. The export is asked once per CV and look: a retry or refetch could count again.
  const printed = useQuery({
    ...apiQuery(contract.render.printHtml, { body }),
    select: (reply) => reply.html,
    enabled: record?.isOwner === true,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  const shown = useQuery({
    ...apiQuery(contract.render.renderHtml, { body }),
    select: (reply) => reply.html,
    enabled: record !== undefined && !record.isOwner,
  })
  const rendered = record?.isOwner ? printed : shown
  const limit = planLimitOf(printed.error)
  const isPro = useCurrentUser().data?.accountStatus === 'pro'
  const queryClient = useQueryClient()
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  // The print counted as an export: "2 of 3 left" elsewhere must show the new figure.
  useEffect(() => {
    if (!printed.data) return
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_USAGE_KEY })
    void queryClient.invalidateQueries({ queryKey: apiKey(contract.auth.readDashboardStats) })
  }, [printed.data, queryClient])
  // A shared link's reader sees the person's name, never the owner's own title for the CV
  // ("Bewerbung Bauprojekt"), and search engines are asked not to index the page (issue 30).
  const title = record
    ? record.isOwner
      ? record.title
      : record.cvData.personal.fullName.trim() || t('cvPrint.loadingTitle')
    : ''
  usePageTitle(record ? t('cvPrint.pageTitle', { title }) : t('cvPrint.loadingTitle'))
  useEffect(() => {
    const robots = document.createElement('meta')
    robots.name = 'robots'
    robots.content = 'noindex, nofollow'
    document.head.append(robots)
    return () => robots.remove()
  }, [])
  const frame = useRef<HTMLIFrameElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const [contentHeight, setContentHeight] = useState(PAGE_HEIGHT_PX)
  const [fitScale, setFitScale] = useState(1)
  // On a phone the fitted page is too small to read: the reader may switch to the real size and scroll.
  const [isActualSize, setIsActualSize] = useState(false)
  const scale = isActualSize ? 1 : fitScale
  const [hasPrinted, setHasPrinted] = useState(false)

  useEffect(() => {
    const element = wrapper.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFitScale(Math.min(1, entry.contentRect.width / PAGE_WIDTH_PX))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [rendered.data])

  const print = () => {
    frame.current?.contentWindow?.focus()
    frame.current?.contentWindow?.print()
    setHasPrinted(true)
  }

  const onFrameLoad = () => {
    const document = frame.current?.contentDocument
    if (document) setContentHeight(Math.max(PAGE_HEIGHT_PX, document.documentElement.scrollHeight))
    if (record?.isOwner && !hasPrinted) window.setTimeout(print, PRINT_DIALOG_DELAY_MS)
  }

  const isMissing =
    id === null || id === '' || (cv.error instanceof ApiRequestError && cv.error.status === 404)
  if (isMissing) return <NotFound />
  if (limit) {
    return (
      <Centered>
        <div role="alert" className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-soft">
          <h1 className="text-xl font-semibold text-slate-900">{t('cvPrint.limit.title')}</h1>
          <p className="mt-2 text-slate-600">{t(`builder.upgrade.${limit.kind}`, { limit: limit.limit ?? 3 })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={() => setIsUpgradeOpen(true)}>
              <Sparkles className="h-4 w-4" aria-hidden />
              {t('cvPrint.limit.upgrade')}
            </Button>
            <Button variant="secondary" asChild>
              <Link to={PATHS.myCvs}>{t('cvPrint.myCvs')}</Link>
            </Button>
          </div>
        </div>
        <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} />
      </Centered>
    )
  }
  if (cv.isError || rendered.isError) {
    return (
      <Centered>
        <div
          role="alert"
          className="max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow-soft"
        >
          <h1 className="text-xl font-semibold text-slate-900">{t('cvPrint.failed.title')}</h1>
          <p className="mt-2 text-slate-600">{t('cvPrint.failed.description')}</p>
          <Button className="mt-6" onClick={() => void (cv.isError ? cv.refetch() : rendered.refetch())}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {t('cvPrint.failed.retry')}
          </Button>
        </div>
      </Centered>
    )
  }
  if (!record || !rendered.data) {
    return (
      <Centered>
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
          {t('cvPrint.loading')}
        </p>
      </Centered>
    )
  }

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur-md print:hidden">
        <div className="mx-auto flex h-14 max-w-[1000px] items-center justify-between gap-3 px-4">
          <Button variant="ghost" size="sm" asChild>
            <Link to={record.isOwner ? PATHS.myCvs : PATHS.landing}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {record.isOwner ? t('cvPrint.myCvs') : t('cvPrint.home')}
            </Link>
          </Button>
          <h1 className="min-w-0 truncate text-sm font-semibold text-slate-900">{title}</h1>
          <div className="flex shrink-0 items-center gap-2">
            {fitScale < 1 && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setIsActualSize((current) => !current)}
                aria-pressed={isActualSize}
                title={t('cvPrint.actualSize')}
              >
                {isActualSize ? (
                  <Minimize2 className="h-4 w-4" aria-hidden />
                ) : (
                  <Maximize2 className="h-4 w-4" aria-hidden />
                )}
                <span className="max-sm:sr-only">{t('cvPrint.actualSize')}</span>
              </Button>
            )}
            <Button size="sm" onClick={print}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('cvPrint.print')}
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-[842px] px-2 py-6 sm:px-6 print:max-w-none print:p-0">
        {record.isOwner && !isPro && (
          <p className="mb-4 flex items-start gap-2 rounded-lg bg-white px-4 py-3 text-sm text-slate-700 shadow-soft print:hidden">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden />
            {t('cvPrint.countsAsExport')}
          </p>
        )}
        <div ref={wrapper} className="w-full overflow-x-auto print:overflow-visible">
          <div className="relative" style={{ width: PAGE_WIDTH_PX * scale, height: contentHeight * scale }}>
            <iframe
              ref={frame}
              title={t('cvPrint.frameTitle', { title })}
              // Same origin so the frame can be measured and printed on its own; no scripts ever run in it.
              sandbox="allow-same-origin allow-modals"
              srcDoc={rendered.data}
              onLoad={onFrameLoad}
              data-testid="cv-print-frame"
              data-print-requested={hasPrinted}
              className="absolute top-0 left-0 origin-top-left border-0 bg-white shadow-lift print:shadow-none"
              style={{ width: PAGE_WIDTH_PX, height: contentHeight, transform: `scale(${scale})` }}
            />
          </div>
        </div>
      </main>
    </div>
  )
}
