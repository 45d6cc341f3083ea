import { useTranslation } from 'react-i18next'
import { useAiProvider } from '#web/lib/ai-provider'

/** What writes the prose on this server; choosing a provider is the operator's, said in plain words. */
export function AiProviderTab() {
  const { t } = useTranslation()
  const provider = useAiProvider()
  const name = provider === 'openai' ? t('settings.ai.openai') : t('settings.ai.builtin')
  return (
    <section
      id="ai-provider"
      aria-labelledby="ai-provider-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft"
    >
      <h2 id="ai-provider-title" className="text-xl font-semibold">
        {t('settings.ai.title')}
      </h2>
      <p className="mt-2 font-medium text-slate-900" data-testid="ai-provider-current">
        {t('settings.ai.current', { provider: name })}
      </p>
      <p className="mt-2 text-slate-700">{t('settings.ai.offline')}</p>
      <p className="mt-2 text-slate-700">{t('settings.ai.operator')}</p>
      <p className="mt-4 text-sm text-slate-600">{t('settings.ai.checked')}</p>
    </section>
  )
}
