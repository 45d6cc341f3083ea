import { Loader2, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { contract } from '#shared/api/contract'
import { Button } from '#web/components/ui/button'
import { callApi } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'

type State = { status: 'asking' } | { status: 'busy' } | { status: 'kept' } | { status: 'error'; message: string }

/**
 * /subscription?keep=…, opened from a cancellation confirmation. The link itself changes nothing
 * (mail scanners open links); the one button does (docs/decisions/cancellation-312k.md).
 */
export function KeepSubscriptionPanel({ token }: { token: string }) {
  const { t } = useTranslation()
  const [state, setState] = useState<State>({ status: 'asking' })

  async function keep() {
    setState({ status: 'busy' })
    try {
      await callApi(contract.billing.keep, { body: { token } })
      setState({ status: 'kept' })
    } catch (error) {
      setState({ status: 'error', message: describeApiError(error, t('apiErrors.KEEP_LINK_INVALID')) })
    }
  }

  if (state.status === 'kept') {
    return (
      <section role="status" className="mt-5 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950">
        <h2 className="font-semibold">{t('keepSubscription.keptTitle')}</h2>
        <p className="mt-1">{t('keepSubscription.kept')}</p>
      </section>
    )
  }
  return (
    <section aria-labelledby="keep-subscription-title" className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="keep-subscription-title" className="font-semibold">
        {t('keepSubscription.title')}
      </h2>
      <p className="mt-1">{t('keepSubscription.description')}</p>
      {state.status === 'error' && (
        <p role="alert" className="mt-2 font-medium text-red-800">
          {state.message}
        </p>
      )}
      <Button className="mt-3" disabled={state.status === 'busy'} onClick={() => void keep()}>
        {state.status === 'busy' ? (
          <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <RotateCcw className="h-4 w-4" aria-hidden />
        )}
        {t('keepSubscription.button')}
      </Button>
    </section>
  )
}
