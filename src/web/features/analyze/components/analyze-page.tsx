import { ArrowLeft, FileSearch, Languages, ListChecks, Mail, ShieldCheck, Target, type LucideIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { AppLayout } from '#web/components/layout/app-layout'
import { SiteLayout } from '#web/components/layout/site-layout'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useCurrentUser } from '#web/lib/current-user'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { PATHS } from '#web/lib/paths'
import { getSessionId } from '#web/lib/session'
import { usePageTitle } from '#web/lib/use-page-title'
import { ANALYZE_TOOLS, type AnalyzeTool, isAnalyzeTool } from '../lib/tools'
import { AtsTab } from './ats-tab'
import { BulletsTab } from './bullets-tab'
import { CoverTab } from './cover-tab'
import { TranslateTab } from './translate-tab'
import { ZeugnisTab } from './zeugnis-tab'

const TAB_ICONS: Record<AnalyzeTool, LucideIcon> = {
  zeugnis: FileSearch,
  bullets: ListChecks,
  ats: Target,
  cover: Mail,
  translate: Languages,
}

function AnalyzeTools({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation()
  const [searchParams, setSearchParams] = useSearchParams()
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false)
  const requested = searchParams.get('tab')
  const tab: AnalyzeTool = isAnalyzeTool(requested) ? requested : 'zeugnis'
  const openUpgrade = () => setIsUpgradeOpen(true)

  // The tab lives in the URL (?tab=ats) so that links open it; switching replaces the history entry.
  const selectTab = (value: string) => {
    if (!isAnalyzeTool(value)) return
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.set('tab', value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }

  const panels: Record<AnalyzeTool, ReactNode> = {
    zeugnis: <ZeugnisTab onUpgrade={openUpgrade} />,
    bullets: <BulletsTab onUpgrade={openUpgrade} />,
    ats: <AtsTab onUpgrade={openUpgrade} />,
    cover: <CoverTab />,
    translate: <TranslateTab onUpgrade={openUpgrade} />,
  }

  return (
    <>
      {/* A visitor has no dashboard: the way back is the home page. */}
      <Link
        to={isSignedIn ? PATHS.dashboard : PATHS.landing}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 transition-colors duration-150 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {isSignedIn ? t('analyze.back') : t('common.backHome')}
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('analyze.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('analyze.lead')}</p>
        </div>
        <p className="inline-flex shrink-0 items-center gap-2 self-start rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset sm:self-auto">
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t('analyze.gdpr')}
        </p>
      </div>
      {!isSignedIn && (
        <p className="mt-4 text-sm text-slate-600">
          {t('analyze.visitorNote')}{' '}
          <Link to={PATHS.freeTrial} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('analyze.visitorCta')}
          </Link>
        </p>
      )}

      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
          <TabsList aria-label={t('analyze.tabsLabel')} className="flex w-max flex-nowrap sm:w-auto sm:flex-wrap">
            {ANALYZE_TOOLS.map((tool) => {
              const Icon = TAB_ICONS[tool]
              return (
                <TabsTrigger key={tool} value={tool} className="inline-flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                  <Icon className="h-4 w-4" aria-hidden />
                  {t(`analyze.tabs.${tool}`)}
                </TabsTrigger>
              )
            })}
          </TabsList>
        </div>
        {ANALYZE_TOOLS.map((tool) => (
          // Kept mounted while hidden so that switching tabs keeps what was typed and the last result.
          <TabsContent key={tool} value={tool} forceMount className="data-[state=inactive]:hidden">
            {panels[tool]}
          </TabsContent>
        ))}
      </Tabs>

      <UpgradeDialog open={isUpgradeOpen} onOpenChange={setIsUpgradeOpen} isVisitor={!isSignedIn} />
    </>
  )
}

/** /analyze: the five AI tools, for visitors (public layout) and signed-in users (app layout). */
export function AnalyzePage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  usePageTitle(t('analyze.title'))
  // A stored session is checked before choosing the layout, so a signed-in user never sees it switch.
  if (getSessionId() !== null && user.isPending) return <div className="min-h-screen" aria-busy="true" />
  if (user.data) {
    return (
      <AppLayout title={t('analyze.title')}>
        <AnalyzeTools isSignedIn />
      </AppLayout>
    )
  }
  return (
    <SiteLayout>
      <div className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6 sm:py-10">
        <AnalyzeTools isSignedIn={false} />
      </div>
    </SiteLayout>
  )
}
