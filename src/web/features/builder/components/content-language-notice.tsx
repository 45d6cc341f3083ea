import { useMutation } from '@tanstack/react-query'
import { Languages, Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { contract } from '#shared/api/contract'
import type { CvData } from '#shared/cv/cv.schema'
import { normalizeCv } from '#shared/cv/normalize-cv'
import { isLocale, LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { callApi } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { planLimitOf, type PlanLimit } from '#web/lib/plan-errors'

/**
 * Headings and dates follow the CV language; the user's text does not. When the two differ, say so
 * and offer to translate the text with the translation engine (issue 30, point 6: a German CV
 * switched to English printed English headings over German content without a word).
 */
export function ContentLanguageNotice({
  cv,
  language,
  onTranslated,
  onPlanLimit,
}: {
  cv: CvData
  language: Locale
  onTranslated: (cv: CvData) => void
  onPlanLimit: (limit: PlanLimit) => void
}) {
  const { t, i18n } = useTranslation()
  const translate = useMutation({
    mutationFn: () => callApi(contract.ai.translateCv, { body: { cvData: cv, targetLanguage: language } }),
    onSuccess: (reply) => {
      onTranslated({ ...normalizeCv(reply.cvData), language })
      toast({
        variant: 'success',
        title: t('journeys.contentLanguage.done'),
        ...(reply.untranslated.length > 0
          ? { description: t('journeys.contentLanguage.untranslated', { count: reply.untranslated.length }) }
          : {}),
      })
    },
    onError: (error) => {
      const limit = planLimitOf(error)
      if (limit) return onPlanLimit(limit)
      toast({ variant: 'error', title: describeApiError(error, t('journeys.contentLanguage.failed')) })
    },
  })
  const content = cv.language
  if (!content || content === language) return null
  // Language names in the reader's words and grammar ("auf Englisch", "en allemand").
  const names = new Intl.DisplayNames([LOCALE_TAGS[isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en']], {
    type: 'language',
  })
  const contentName = names.of(content) ?? content
  const labelsName = names.of(language) ?? language
  return (
    <div
      role="status"
      data-testid="content-language-notice"
      className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Languages className="h-4 w-4 shrink-0 text-amber-700" aria-hidden />
      <span className="min-w-[14rem] flex-1">
        {t('journeys.contentLanguage.notice', { content: contentName, labels: labelsName })}
      </span>
      <Button size="sm" variant="secondary" onClick={() => translate.mutate()} disabled={translate.isPending}>
        {translate.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {t('journeys.contentLanguage.translate', { labels: labelsName })}
      </Button>
    </div>
  )
}
