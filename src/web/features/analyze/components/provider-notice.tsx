import { Info, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAiProvider } from '#web/lib/ai-provider'
import { PATHS } from '#web/lib/paths'

/** Says before a translation what it will do: sentences need an AI provider (issue 16). */
export function ProviderNotice() {
  const { t } = useTranslation()
  const provider = useAiProvider()
  if (provider === 'openai')
    return (
      <div
        role="note"
        data-testid="provider-notice"
        className="flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950"
      >
        <Sparkles className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>
          <span className="font-semibold">{t('analyze.translate.providerOnTitle')}.</span>{' '}
          {t('analyze.translate.providerOnBody')}
        </p>
      </div>
    )
  return (
    <div
      role="note"
      data-testid="provider-notice"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('analyze.translate.providerOffTitle')}</p>
        <p>{t('analyze.translate.providerOffBody')}</p>
        <p>
          <Link
            to={`${PATHS.settings}?tab=ai`}
            className="font-medium text-amber-950 underline underline-offset-2"
          >
            {t('analyze.translate.providerOffLink')}
          </Link>
        </p>
      </div>
    </div>
  )
}
