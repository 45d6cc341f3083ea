import {
  ArrowLeft,
  FileText,
  Loader2,
  LogIn,
  Mail,
  ScrollText,
  Sparkles,
  type LucideIcon,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AI_TEXT_MAX_CHARS, type CoverLetterData } from '#shared/api/ai'
import { isLocale, type Locale } from '#shared/i18n/locales'
import { QUOTAS } from '#shared/plans'
import { AppLayout } from '#web/components/layout/app-layout'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { useCurrentUser } from '#web/lib/current-user'
import { UpgradeDialog } from '#web/components/upgrade-dialog'
import { PageShell } from '#web/components/layout/page-shell'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { PATHS } from '#web/lib/paths'
import { useCvList } from '#web/lib/saved-cvs'
import { LetterNotWrittenError, useWriteCoverLetter } from '../api/write-cover-letter'
import { readCoverLetterDraft, writeCoverLetterDraft } from '../lib/draft-storage'
import { CvCard, type CvInputMode, type ParsedCv } from './cv-card'
import { DetectedCompanyInfo } from './detected-company-info'
import { type JobPosting, JobPostingCard, LETTER_LANGUAGES } from './job-posting-card'
import { LetterDetails, useLetterDocument } from './letter-document'
import { LetterPanel, type LetterView } from './letter-panel'

function defaultLanguage(language: string | undefined): Locale {
  return isLocale(language) && (LETTER_LANGUAGES as readonly string[]).includes(language) ? language : 'en'
}

function Writer() {
  const { t, i18n } = useTranslation()
  const [draft] = useState(readCoverLetterDraft)
  const [mode, setMode] = useState<CvInputMode>(draft?.mode ?? 'upload')
  // Someone with saved CVs starts on them (the letter then takes that CV's design), unless a draft
  // or their own click chose another way in.
  const [modeChosen, setModeChosen] = useState(Boolean(draft))
  const hasSavedCvs = (useCvList().data?.length ?? 0) > 0
  useEffect(() => {
    if (!modeChosen && hasSavedCvs) setMode('saved')
  }, [modeChosen, hasSavedCvs])
  const chooseMode = (next: CvInputMode) => {
    setModeChosen(true)
    setMode(next)
  }
  const [cv, setCv] = useState<ParsedCv | null>(draft?.cv ?? null)
  const [job, setJob] = useState<JobPosting>(
    () =>
      draft?.job ?? {
        jobDescription: '',
        language: defaultLanguage(i18n.resolvedLanguage),
        templateType: 'cover',
        alignment: 'left',
      },
  )
  const [letter, setLetter] = useState(draft?.letter ?? '')
  const [written, setWritten] = useState<(CoverLetterData & { language: Locale }) | null>(
    draft?.written ?? null,
  )
  useEffect(() => writeCoverLetterDraft({ mode, cv, job, letter, written }), [mode, cv, job, letter, written])
  const [upgrade, setUpgrade] = useState<{ open: boolean; reason?: string }>({ open: false })
  const write = useWriteCoverLetter()
  const language = written?.language ?? job.language
  const [view, setView] = useState<LetterView>('text')
  const doc = useLetterDocument({
    text: letter,
    language,
    company: written?.companyName.trim() ?? '',
    city: written?.address?.city?.trim() ?? '',
    pickedCvId: cv?.cvId ?? null,
    onOpen: (content, opened) => {
      setLetter(content)
      setJob((current) => ({ ...current, language: opened }))
    },
  })
  const canGenerate = cv !== null && job.jobDescription.trim() !== ''

  const showError = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      if (error.status === 401) {
        toast({
          variant: 'error',
          title: t('coverLetter.generate.authTitle'),
          description: t('coverLetter.generate.authBody'),
        })
        return
      }
      if (error.status === 429 && error.body?.trialLimitExceeded) {
        const reason = t('coverLetter.generate.limitBody', {
          limit: error.body.limit ?? QUOTAS.coverLetter.trial,
        })
        toast({ variant: 'error', title: t('coverLetter.generate.limitTitle'), description: reason })
        setUpgrade({ open: true, reason })
        return
      }
      if (error.body?.trialUsed) {
        setUpgrade({
          open: true,
          reason: error.code === 'TRIAL_EXPIRED' ? t('coverLetter.generate.trialEnded') : undefined,
        })
        return
      }
    }
    const description =
      error instanceof LetterNotWrittenError
        ? t('coverLetter.generate.notGenerated')
        : describeApiError(error, t('coverLetter.generate.failed'))
    toast({ variant: 'error', title: t('coverLetter.generate.failedTitle'), description })
  }

  const generate = () => {
    if (!canGenerate || write.isPending) {
      if (!canGenerate) {
        toast({
          variant: 'error',
          title: t('coverLetter.generate.missingTitle'),
          description: t('coverLetter.generate.missingBody'),
        })
      }
      return
    }
    const { data, cvText } = cv
    const asked = job.language
    write.mutate(
      {
        jobDescription: job.jobDescription.trim().slice(0, AI_TEXT_MAX_CHARS),
        cvText: cvText?.slice(0, AI_TEXT_MAX_CHARS) ?? null,
        personalInfo: data.personalInfo,
        experience: data.experience,
        education: data.education,
        skills: data.skills,
        language: asked,
        templateType: job.templateType,
        alignment: job.alignment,
        ...(job.startDate?.trim() ? { startDate: job.startDate.trim() } : {}),
        ...(job.salaryExpectation?.trim() ? { salaryExpectation: job.salaryExpectation.trim() } : {}),
      },
      {
        onSuccess: (reply) => {
          setLetter(reply.content)
          setWritten({ ...reply, language: asked })
          toast({
            variant: 'success',
            title: t('coverLetter.generate.successTitle'),
            description: t('coverLetter.generate.successBody'),
          })
        },
        onError: showError,
      },
    )
  }

  return (
    <AppLayout title={t('coverLetter.title')}>
      <Link
        to={PATHS.dashboard}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('coverLetter.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('coverLetter.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('coverLetter.lead')}</p>

      {/* Narrow screens read top to bottom: CV and job, the letter, its details. Wide screens keep
          the letter beside the form, in view while the details change. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
        <div className="grid gap-6 lg:col-start-1">
          <CvCard mode={mode} onModeChange={chooseMode} parsed={cv} onParsed={setCv} />
          <JobPostingCard value={job} onChange={setJob} />
          <div className="grid gap-2">
            <Button
              size="lg"
              className="w-full"
              onClick={generate}
              disabled={!canGenerate || write.isPending}
              aria-busy={write.isPending}
            >
              {write.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              ) : (
                <Sparkles className="h-4 w-4" aria-hidden />
              )}
              {write.isPending ? t('coverLetter.generate.pending') : t('coverLetter.generate.action')}
            </Button>
            {!canGenerate && (
              <p className="text-center text-sm text-slate-600">{t('coverLetter.generate.missingBody')}</p>
            )}
          </div>
          {written && <DetectedCompanyInfo letter={written} />}
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch">
          <div className="lg:sticky lg:top-20">
            <LetterPanel
              doc={doc}
              letter={letter}
              onChange={setLetter}
              alignment={job.alignment}
              language={language}
              view={view}
              onViewChange={setView}
            />
          </div>
        </div>
        <div className="lg:col-start-1">
          <LetterDetails doc={doc} />
        </div>
      </div>
      <UpgradeDialog
        open={upgrade.open}
        onOpenChange={(open) => setUpgrade((current) => ({ ...current, open }))}
        reason={upgrade.reason}
      />
    </AppLayout>
  )
}

const VISITOR_STEPS: Array<{ key: string; icon: LucideIcon }> = [
  { key: 'cv', icon: FileText },
  { key: 'job', icon: ScrollText },
  { key: 'letter', icon: Mail },
]

/** Visitors see what the tool does and that it needs an account (docs/spec/1-screens.md §5: login required). */
function VisitorView() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('coverLetter.title')} lead={t('coverLetter.visitor.lead')}>
      <ol className="grid gap-4 sm:grid-cols-3">
        {VISITOR_STEPS.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-(--radius-card) border border-slate-200 bg-white p-5 shadow-soft">
            <span className="grid h-10 w-10 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <h2 className="mt-4 font-semibold text-slate-900">
              {t(`coverLetter.visitor.steps.${key}.title`)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`coverLetter.visitor.steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
      <section
        aria-labelledby="cover-login-title"
        className="mt-8 rounded-(--radius-card) border border-brand-200 bg-brand-50/60 p-6 sm:p-8"
      >
        <h2 id="cover-login-title" className="text-lg font-semibold text-slate-900">
          {t('coverLetter.visitor.loginRequired')}
        </h2>
        <p className="mt-1 text-slate-700">{t('coverLetter.visitor.loginBody')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={PATHS.login}>
              <LogIn className="h-4 w-4" aria-hidden />
              {t('coverLetter.visitor.login')}
            </Link>
          </Button>
          <Button variant="secondary" asChild>
            <Link to={PATHS.freeTrial}>{t('coverLetter.visitor.trial')}</Link>
          </Button>
        </div>
      </section>
    </PageShell>
  )
}

/** /cover-letter-writer: the writer for signed-in users; visitors are told to log in. */
export function CoverLetterWriterPage() {
  const user = useCurrentUser()
  if (user.isPending) return <div className="min-h-screen" aria-busy="true" />
  return user.data ? <Writer /> : <VisitorView />
}
