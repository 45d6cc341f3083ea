import { Info } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  AI_TEXT_MAX_CHARS,
  LETTER_ALIGNMENTS,
  LETTER_TEMPLATE_TYPES,
  type LetterAlignment,
  type LetterTemplateType,
} from '#shared/api/ai'
import { LOCALE_NAMES, type Locale } from '#shared/i18n/locales'
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card'
import { Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'

// docs/spec/1-screens.md lists the letter languages in this order.
export const LETTER_LANGUAGES = [
  'de',
  'en',
  'fr',
  'it',
  'es',
  'pt',
  'pl',
  'nl',
] as const satisfies readonly Locale[]

export type JobPosting = {
  jobDescription: string
  language: Locale
  templateType: LetterTemplateType
  alignment: LetterAlignment
  /** What the ad may ask for (issue 25), in the user's words; empty when not given. */
  startDate?: string
  salaryExpectation?: string
}

// The server's limit for both answers (CoverLetterBody).
const ANSWER_MAX_CHARS = 80

/** The job posting card: the ad, the letter's language, template type and alignment, and the format hint. */
export function JobPostingCard({
  value,
  onChange,
}: {
  value: JobPosting
  onChange: (next: JobPosting) => void
}) {
  const { t } = useTranslation()
  const set = <K extends keyof JobPosting>(key: K, next: JobPosting[K]) => onChange({ ...value, [key]: next })

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{t('coverLetter.job.title')}</h2>
        <CardDescription>{t('coverLetter.job.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="cover-job-description">{t('coverLetter.job.descriptionLabel')}</Label>
          <Textarea
            id="cover-job-description"
            rows={9}
            value={value.jobDescription}
            maxLength={AI_TEXT_MAX_CHARS}
            onChange={(event) => set('jobDescription', event.target.value)}
            placeholder={t('coverLetter.job.descriptionPlaceholder')}
            className="min-h-48 resize-y"
          />
        </div>

        <div className="grid gap-2">
          <Label htmlFor="cover-language">{t('coverLetter.job.language')}</Label>
          <Select
            id="cover-language"
            value={value.language}
            onValueChange={(next) => set('language', next as Locale)}
            options={LETTER_LANGUAGES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))}
          />
          <p
            className="flex gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-xs leading-relaxed text-slate-700"
            aria-live="polite"
          >
            <Info className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-500" aria-hidden />
            <span>{t(`coverLetter.hint.${value.language}`)}</span>
          </p>
        </div>

        <div className="grid gap-2">
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="cover-start-date">{t('coverLetter.job.startDate')}</Label>
              <Input
                id="cover-start-date"
                value={value.startDate ?? ''}
                maxLength={ANSWER_MAX_CHARS}
                autoComplete="off"
                aria-describedby="cover-answers-hint"
                onChange={(event) => set('startDate', event.target.value)}
                placeholder={t('coverLetter.job.startDatePlaceholder')}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="cover-salary">{t('coverLetter.job.salaryExpectation')}</Label>
              <Input
                id="cover-salary"
                value={value.salaryExpectation ?? ''}
                maxLength={ANSWER_MAX_CHARS}
                autoComplete="off"
                aria-describedby="cover-answers-hint"
                onChange={(event) => set('salaryExpectation', event.target.value)}
                placeholder={t('coverLetter.job.salaryPlaceholder')}
              />
            </div>
          </div>
          <p id="cover-answers-hint" className="text-xs leading-relaxed text-slate-600">
            {t('coverLetter.job.answersHint')}
          </p>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="cover-template-type">{t('coverLetter.job.templateType')}</Label>
            <Select
              id="cover-template-type"
              value={value.templateType}
              onValueChange={(next) => set('templateType', next as LetterTemplateType)}
              options={LETTER_TEMPLATE_TYPES.map((type) => ({
                value: type,
                label: t(`coverLetter.job.templateTypes.${type}`),
              }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="cover-alignment">{t('coverLetter.job.alignment')}</Label>
            <Select
              id="cover-alignment"
              value={value.alignment}
              onValueChange={(next) => set('alignment', next as LetterAlignment)}
              options={LETTER_ALIGNMENTS.map((alignment) => ({
                value: alignment,
                label: t(`coverLetter.job.alignments.${alignment}`),
              }))}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  )
}
