import { Download, LogIn } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isLocale, type Locale } from '#shared/i18n/locales'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { currentLocale } from '#web/lib/i18n'
import { PATHS } from '#web/lib/paths'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { downloadText } from '../lib/download'
import { languageOptions } from '../lib/language-names'
import { reportToolError } from '../lib/tool-errors'
import { CopyButton, Panel, RunButton } from './tool-parts'

function LetterResult({ letter }: { letter: string }) {
  const { t } = useTranslation()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [letter])
  return (
    <section aria-labelledby="cover-result-heading" className="grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="cover-result-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight outline-none"
        >
          {t('analyze.cover.resultHeading')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={letter} label={t('analyze.common.copy')} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => downloadText(letter, t('analyze.cover.fileName'))}
          >
            <Download className="h-4 w-4" aria-hidden />
            {t('analyze.common.downloadTxt')}
          </Button>
        </div>
      </div>
      <article
        data-testid="cover-letter"
        className="w-full rounded-2xl border border-slate-200 bg-white px-5 py-8 text-[15px] leading-7 whitespace-pre-wrap text-slate-800 shadow-soft sm:px-12 sm:py-12"
      >
        {letter}
      </article>
    </section>
  )
}

/** Cover letter: company, job title and an optional ad; signed-in users only (the server says 401 otherwise). */
export function CoverTab({ isSignedIn, onUpgrade }: { isSignedIn: boolean; onUpgrade: () => void }) {
  const { t, i18n } = useTranslation()
  const [companyName, setCompanyName] = useState('')
  const [jobTitle, setJobTitle] = useState('')
  const [jobDescription, setJobDescription] = useState('')
  const [cvText, setCvText] = useState('')
  // The CV of the last request: the notice under the letter speaks of that one, not of the field.
  const [sentWithoutCv, setSentWithoutCv] = useState(false)
  const [language, setLanguage] = useState<Locale>(currentLocale)
  const [error, setError] = useState<string>()
  const generate = useApiMutation(contract.ai.generateCoverLetter)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isSignedIn) {
      toast({
        variant: 'error',
        title: t('analyze.cover.loginRequired.title'),
        description: t('analyze.cover.loginRequired.description'),
      })
      return
    }
    if (companyName.trim() === '' || jobTitle.trim() === '') {
      setError(t('analyze.cover.missingDetails.description'))
      toast({
        variant: 'error',
        title: t('analyze.cover.missingDetails.title'),
        description: t('analyze.cover.missingDetails.description'),
      })
      return
    }
    setError(undefined)
    setSentWithoutCv(cvText.trim() === '')
    generate.mutate(
      { body: {
        cvData: cvText.trim() ? { cvText: cvText.trim() } : {},
        companyName: companyName.trim(),
        jobTitle: jobTitle.trim(),
        // An empty description falls back to the job title (document 1 §5).
        jobDescription: jobDescription.trim() || jobTitle.trim(),
        language,
      } },
      { onError: (failure) => reportToolError('cover', failure, onUpgrade) },
    )
  }

  const invalid = (value: string) => (error && value.trim() === '' ? true : undefined)
  return (
    <div className="grid gap-6">
      <Panel title={t('analyze.cover.title')} description={t('analyze.cover.description')}>
        {!isSignedIn && (
          <div className="mb-5 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-800">{t('analyze.cover.signInNote')}</p>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" variant="secondary" asChild>
                <Link to={PATHS.login}>
                  <LogIn className="h-4 w-4" aria-hidden />
                  {t('analyze.cover.logIn')}
                </Link>
              </Button>
              <Button size="sm" asChild>
                <Link to={PATHS.freeTrial}>{t('analyze.cover.startTrial')}</Link>
              </Button>
            </div>
          </div>
        )}
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="cover-company">{t('analyze.cover.companyLabel')}</Label>
              <Input
                id="cover-company"
                value={companyName}
                maxLength={200}
                autoComplete="organization"
                onChange={(event) => {
                  setCompanyName(event.target.value)
                  setError(undefined)
                }}
                placeholder={t('analyze.cover.companyPlaceholder')}
                aria-invalid={invalid(companyName)}
                aria-describedby={invalid(companyName) ? 'cover-error' : undefined}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="cover-title">{t('analyze.cover.jobTitleLabel')}</Label>
              <Input
                id="cover-title"
                value={jobTitle}
                maxLength={200}
                onChange={(event) => {
                  setJobTitle(event.target.value)
                  setError(undefined)
                }}
                placeholder={t('analyze.cover.jobTitlePlaceholder')}
                aria-invalid={invalid(jobTitle)}
                aria-describedby={invalid(jobTitle) ? 'cover-error' : undefined}
              />
            </div>
          </div>
          <FieldError id="cover-error">{error}</FieldError>
          <div className="grid gap-2">
            <Label htmlFor="cover-description">
              {t('analyze.cover.descriptionLabel')}{' '}
              <span className="font-normal text-slate-500">({t('analyze.common.optional')})</span>
            </Label>
            <Textarea
              id="cover-description"
              value={jobDescription}
              onChange={(event) => setJobDescription(event.target.value)}
              placeholder={t('analyze.cover.descriptionPlaceholder')}
              className="min-h-36"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
            <div className="grid gap-2">
              <Label htmlFor="cover-cv">{t('analyze.cover.cvLabel')}</Label>
              <Textarea
                id="cover-cv"
                value={cvText}
                onChange={(event) => setCvText(event.target.value)}
                placeholder={t('analyze.cover.cvPlaceholder')}
                aria-describedby="cover-cv-hint"
                className="min-h-36"
              />
              <p id="cover-cv-hint" className="text-sm text-slate-600">
                {t('analyze.cover.cvHint')}
              </p>
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="cover-language">{t('analyze.cover.languageLabel')}</Label>
              <Select
                id="cover-language"
                value={language}
                onValueChange={(value) => isLocale(value) && setLanguage(value)}
                options={languageOptions(i18n.resolvedLanguage)}
              />
            </div>
          </div>
          <div>
            <RunButton
              isBusy={generate.isPending}
              label={t('analyze.cover.submit')}
              busyLabel={t('analyze.cover.busy')}
            />
          </div>
        </form>
      </Panel>
      {generate.data && sentWithoutCv && (
        <p
          role="status"
          data-testid="cover-no-cv"
          className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {t('analyze.cover.noCvNotice')}
        </p>
      )}
      {generate.data && <LetterResult letter={generate.data} />}
    </div>
  )
}
