import { useTranslation } from 'react-i18next'
import { useAiProvider } from '#web/lib/ai-provider'

/** What writes the prose on this server, and what the operator sets to connect a provider. */
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
      <h3 className="mt-5 font-semibold">{t('settings.ai.howTitle')}</h3>
      <p className="mt-1 text-slate-700">{t('settings.ai.how')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        <li>{t('settings.ai.baseUrl')}</li>
        <li>{t('settings.ai.apiKey')}</li>
        <li>{t('settings.ai.model')}</li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">{t('settings.ai.checked')}</p>
    </section>
  )
}
