import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, FilePlus2, Files, Info, Loader2 } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LanguagePicker } from '#web/components/layout/language-picker'
import { CvLanguageField } from './cv-language-field'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { useCurrentUser } from '#web/lib/current-user'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { contract } from '#shared/api/contract'
import { ApiRequestError } from '#web/lib/api-client'
import { apiKey } from '#web/lib/api-query'
import { cvQuery } from '#web/lib/saved-cvs'
import { ANCHORS, PATHS } from '#web/lib/paths'
import { usePageTitle } from '#web/lib/use-page-title'
import {
  clearBuilderSession,
  enterImportedCv,
  moveImportedIntoBuilder,
  readSavedCv,
  startStep,
  writeSavedCv,
  type Step,
} from '../builder-storage'
import type { PlanLimit } from '#web/lib/plan-errors'
import { useAutosave } from '../use-autosave'
import { effectiveLook, useBuilderState } from '../use-builder-state'
import { CLAIM_EVENT, forgetVisitorDraft, isAwaitingClaim, keepVisitorDraft } from '../visitor-draft'
import { ConflictDialog } from './conflict-dialog'
import { ContentLanguageNotice } from './content-language-notice'
import { EditStep } from './edit-step'
import { CvLanguageContext } from './edit/cv-language-context'
import { ImportStep } from './import-step'
import { PreviewStep } from './preview-step'
import { ProgressSteps } from './progress-steps'
import { SaveStatusBadge } from './save-status'
import { StepBoundary, StepProblem } from './step-boundary'
import { TemplateStep } from './template-step'

const STEP_ERROR_KEYS: Record<Step, string> = {
  parse: 'builder.stepError.parse',
  template: 'builder.stepError.template',
  edit: 'builder.stepError.edit',
  preview: 'builder.stepError.preview',
}

/**
 * Runs once, before the builder reads session storage: `?new` starts a blank session, `?edit={id}`
 * asks for a saved CV (unless this tab already holds it), otherwise the start rules of docs/spec/1-screens.md.
 */
function prepareSession(params: URLSearchParams): { step: Step; loadId: string | null } {
  if (params.has('new')) {
    clearBuilderSession()
    return { step: 'parse', loadId: null }
  }
  const editId = params.get('edit')
  if (editId && readSavedCv()?.id !== editId) return { step: 'edit', loadId: editId }
  if (!editId) moveImportedIntoBuilder()
  return { step: startStep(), loadId: null }
}

export function BuilderPage() {
  const { t } = useTranslation()
  usePageTitle(t('builder.pageTitle'))
  const [params, setParams] = useSearchParams()
  const [initial] = useState(() => prepareSession(params))
  const queryClient = useQueryClient()
  const builder = useBuilderState()
  const { state } = builder
  const userQuery = useCurrentUser()
  const user = userQuery.data ?? null
  const isVisitor = !userQuery.isPending && user === null
  const look = effectiveLook(state, user)
  const [step, setStep] = useState<Step>(initial.step)
  const [loadId, setLoadId] = useState(initial.loadId)
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null)
  const [isConflictDismissed, setIsConflictDismissed] = useState(false)
  const [isRestartOpen, setIsRestartOpen] = useState(false)

  // Re-read storage when a claim of the visitor's CV settles (visitor-draft.ts).
  const [, setClaimTick] = useState(0)
  useEffect(() => {
    const onClaim = () => setClaimTick((tick) => tick + 1)
    window.addEventListener(CLAIM_EVENT, onClaim)
    return () => window.removeEventListener(CLAIM_EVENT, onClaim)
  }, [])
  const isClaimOpen = user !== null && isAwaitingClaim()

  const autosave = useAutosave({
    isEnabled: user !== null && !isClaimOpen,
    cv: state.cv,
    look,
    revision: state.revision,
    onServerVersion: builder.loadRecord,
  })

  // A visitor's CV survives a new tab (the mailed sign-in link): it is claimed at sign-in.
  const { templateId, themeId, language } = look
  useEffect(() => {
    if (isVisitor && state.cv) keepVisitorDraft(state.cv, { templateId, themeId, language })
  }, [isVisitor, state.cv, templateId, themeId, language])

  useEffect(() => {
    if (params.has('new')) {
      setParams(
        (current) => {
          current.delete('new')
          return current
        },
        { replace: true, preventScrollReset: true },
      )
    }
  }, [params, setParams])

  const { loadRecord } = builder
  // The CV named by ?edit=…, as the server has it now: a copy cached earlier in this tab is not used.
  const loaded = useQuery({ ...cvQuery(loadId ?? ''), enabled: loadId !== null })
  const record = loaded.isFetchedAfterMount ? loaded.data : undefined
  useEffect(() => {
    // Only the owner edits a CV; a shared link opened here is treated as not found.
    if (!loadId || !record?.isOwner) return
    loadRecord(record)
    setLoadId(null)
    setStep('edit')
  }, [loadId, record, loadRecord])
  const notFound = (record && !record.isOwner) || (loaded.error instanceof ApiRequestError && loaded.error.status === 404)
  const loadError = notFound ? 'notFound' : loaded.isError ? 'failed' : null

  const go = useCallback((next: Step) => {
    setStep(next)
    window.scrollTo({ top: 0 })
  }, [])

  const restart = () => {
    // Unsent edits of the current CV go to the server before the tab lets go of it.
    void autosave.saveNow()
    autosave.detach()
    if (isVisitor) forgetVisitorDraft()
    builder.reset()
    setIsRestartOpen(false)
    setLoadId(null)
    setParams({}, { replace: true })
    go('parse')
  }

  /** "Open existing CV" after an import found one made from the same file: that CV in Edit. */
  const openSaved = (id: string) => {
    void autosave.saveNow()
    autosave.detach()
    builder.reset()
    setParams({ edit: id })
    setLoadId(id)
  }

  const onPlanLimit = (limit: PlanLimit) =>
    setUpgradeReason(t(`builder.upgrade.${limit.kind}`, { limit: limit.limit ?? 3 }))

  const hasData = state.cv !== null
  const canVisit = (target: Step) => target === 'parse' || hasData

  const renderStep = () => {
    if (loadId) {
      return loadError ? (
        <section
          role="alert"
          className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center shadow-soft"
        >
          <h1 className="text-xl font-semibold">{t(`builder.load.${loadError}Title`)}</h1>
          <p className="mt-2 text-slate-600">{t(`builder.load.${loadError}`)}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {loadError === 'failed' && (
              <Button onClick={() => void loaded.refetch()}>{t('builder.load.retry')}</Button>
            )}
            <Button variant="secondary" asChild>
              <Link to={PATHS.myCvs}>{t('builder.load.myCvs')}</Link>
            </Button>
            <Button variant="secondary" onClick={restart}>
              {t('builder.load.startNew')}
            </Button>
          </div>
        </section>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-24 text-slate-600">
          <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden />
          {t('builder.load.loading')}
        </p>
      )
    }
    if (step === 'parse') {
      return (
        <ImportStep
          cv={state.cv}
          replacesCurrent={hasData}
          onImported={(cv, saved) => {
            autosave.detach()
            const imported = enterImportedCv(cv)
            // Saved by the parse call (signed in): autosave goes on with that CV, never a second one.
            if (saved) {
              writeSavedCv({ id: saved.id, version: saved.updatedAt })
              void queryClient.invalidateQueries({ queryKey: apiKey(contract.cvs.list) })
            }
            builder.adopt(imported)
          }}
          onOpenExisting={openSaved}
          onCorrect={builder.correctImport}
          onContinue={() => go('template')}
          onStartBlank={(cv) => {
            autosave.detach()
            builder.startWith(cv)
            go('template')
          }}
        />
      )
    }
    if (!state.cv) return <StepProblem title={t('builder.stepError.invalid')} onRestart={restart} />
    switch (step) {
      case 'template':
        return (
          <TemplateStep
            cv={state.cv}
            onChange={builder.editCv}
            templateId={look.templateId}
            themeId={look.themeId}
            onChooseTemplate={builder.chooseTemplate}
            onChooseTheme={builder.chooseTheme}
            onBack={() => go('parse')}
            onNext={() => go('edit')}
            language={look.language}
          />
        )
      case 'edit':
        return (
          <CvLanguageContext value={look.language}>
            <EditStep
              cv={state.cv}
              look={look}
              onChange={builder.editCv}
              onPlanLimit={onPlanLimit}
              onBack={() => go('template')}
              onNext={() => go('preview')}
            />
          </CvLanguageContext>
        )
      case 'preview':
        return (
          <PreviewStep
            cv={state.cv}
            look={look}
            user={user}
            onChooseLanguage={builder.chooseLanguage}
            onChange={builder.editCv}
            onChangeLook={() => go('template')}
            onPlanLimit={onPlanLimit}
            onBack={() => go('edit')}
          />
        )
      default:
        return <StepProblem title={t('builder.stepError.unknown')} onRestart={restart} />
    }
  }

  const savedRef = readSavedCv()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${ANCHORS.main}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('nav.skipToMain')}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-[1440px] items-center justify-between gap-2 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <Button variant="ghost" size="sm" asChild>
              <Link to={PATHS.landing}>
                <ArrowLeft className="h-4 w-4" aria-hidden />
                {t('builder.header.back')}
              </Link>
            </Button>
            <span aria-hidden className="hidden h-6 w-px bg-slate-200 sm:block" />
            <span className="hidden truncate font-semibold text-slate-900 sm:block">
              {t('builder.header.title')}
            </span>
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            {user && <SaveStatusBadge status={autosave.status} />}
            {autosave.hasConflict && isConflictDismissed && (
              <Button variant="ghost" size="sm" onClick={() => setIsConflictDismissed(false)}>
                {t('builder.conflict.resolve')}
              </Button>
            )}
            {user && (
              <Button variant="ghost" size="sm" asChild>
                <Link to={PATHS.myCvs}>
                  <Files className="h-4 w-4" aria-hidden />
                  <span className="max-md:sr-only">{t('builder.header.myCvs')}</span>
                </Link>
              </Button>
            )}
            {hasData && (
              <Button variant="ghost" size="sm" onClick={() => setIsRestartOpen(true)}>
                <FilePlus2 className="h-4 w-4" aria-hidden />
                <span className="max-md:sr-only">{t('builder.header.newCv')}</span>
              </Button>
            )}
            <LanguagePicker />
          </div>
        </div>
      </header>
      <main id={ANCHORS.main} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-[1440px] px-4 py-6 sm:px-6 sm:py-8">
          <ProgressSteps current={step} canVisit={canVisit} onVisit={go} />
          {isVisitor && hasData && step !== 'parse' && (
            <p
              className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700"
              data-testid="visitor-hint"
            >
              <Info className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
              <span>{t('builder.visitorHint')}</span>
              <Link
                to={PATHS.login}
                className="font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                {t('builder.visitorLogin')}
              </Link>
            </p>
          )}
          {state.cv && (step === 'template' || step === 'edit') && (
            <div className="mt-5 flex justify-end">
              <CvLanguageField
                compact
                value={look.language}
                detected={state.cv.language}
                onChange={builder.chooseLanguage}
              />
            </div>
          )}
          {state.cv && step !== 'parse' && !loadId && (
            <ContentLanguageNotice
              cv={state.cv}
              language={look.language}
              onTranslated={(translated) => builder.editCv(() => translated)}
              onPlanLimit={onPlanLimit}
            />
          )}
          <div className="mt-8">
            <StepBoundary
              key={`${step}-${loadId ?? ''}`}
              title={t(STEP_ERROR_KEYS[step])}
              onRestart={restart}
            >
              {renderStep()}
            </StepBoundary>
          </div>
        </div>
      </main>
      <UpgradeDialog
        open={upgradeReason !== null}
        onOpenChange={(open) => !open && setUpgradeReason(null)}
        reason={upgradeReason ?? undefined}
      />
      <ConflictDialog
        open={autosave.hasConflict && !isConflictDismissed}
        onOpenChange={(open) => setIsConflictDismissed(!open)}
        onKeepServer={async () => {
          await autosave.keepServerVersion()
          setIsConflictDismissed(false)
        }}
        onOverwrite={async () => {
          await autosave.overwriteServerVersion()
          setIsConflictDismissed(false)
        }}
      />
      <Dialog
        open={isRestartOpen}
        onOpenChange={setIsRestartOpen}
        title={t('builder.restart.title')}
        description={
          user && savedRef ? t('builder.restart.savedDescription') : t('builder.restart.description')
        }
      >
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
          <Button onClick={restart}>{t('builder.restart.confirm')}</Button>
          <Button variant="secondary" onClick={() => setIsRestartOpen(false)}>
            {t('builder.restart.cancel')}
          </Button>
        </div>
      </Dialog>
    </div>
  )
}
