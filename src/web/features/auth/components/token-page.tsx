import { CheckCircle2, Clock, Loader2, WifiOff, XCircle } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { TOKEN_PAGE_FALLBACK_MS } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { ApiRequestError, NetworkError } from '#web/lib/api-client'
import { PATHS } from '#web/lib/paths'
import { useValidateToken } from '../api/validate-token'
import { AuthCard } from '#web/components/layout/auth-card'

type TokenState =
  | { kind: 'loading' }
  | { kind: 'success' }
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'error'; message: string }
  /** The request never got an answer: the token may be unused still, so trying again is safe. */
  | { kind: 'network' }

// A token is one-time: validating it twice (a re-mounted effect) would look like a replay.
const startedTokens = new Set<string>()

export function TokenPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const validate = useValidateToken()
  const [state, setState] = useState<TokenState>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: t('tokenPage.missing') },
  )
  const mutate = useRef(validate.mutate)

  const redeem = useCallback(() => {
    setState({ kind: 'loading' })
    mutate.current(token, {
      onSuccess: (reply) => {
        setState({ kind: 'success' })
        if (reply.sessionId) void navigate(PATHS.dashboard, { replace: true })
        else setTimeout(() => void navigate(PATHS.dashboard, { replace: true }), TOKEN_PAGE_FALLBACK_MS)
      },
      onError: (error) => {
        if (error instanceof NetworkError) return setState({ kind: 'network' })
        const code = error instanceof ApiRequestError ? error.code : undefined
        if (code === 'TOKEN_EXPIRED') return setState({ kind: 'expired' })
        if (code === 'TOKEN_USED') return setState({ kind: 'used' })
        const message = error instanceof ApiRequestError && error.message ? error.message : t('tokenPage.failed')
        setState({ kind: 'error', message: code === 'TOKEN_INVALID' ? t('apiErrors.TOKEN_INVALID') : message })
      },
    })
  }, [token, navigate, t])

  useEffect(() => {
    if (!token || startedTokens.has(token)) return
    startedTokens.add(token)
    redeem()
  }, [token, redeem])

  // Each outcome has its own heading: "Signing you in" is only true while the link is checked.
  const content = {
    loading: {
      title: t('tokenPage.title'),
      icon: <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />,
      text: t('tokenPage.loading'),
    },
    success: {
      title: t('tokenPage.titleSuccess'),
      icon: <CheckCircle2 className="h-8 w-8 text-emerald-700" aria-hidden />,
      text: t('tokenPage.success'),
    },
    expired: { title: t('tokenPage.titleExpired'), icon: <Clock className="h-8 w-8 text-amber-700" aria-hidden />, text: t('tokenPage.expired') },
    used: { title: t('tokenPage.titleUsed'), icon: <XCircle className="h-8 w-8 text-red-700" aria-hidden />, text: t('tokenPage.used') },
    error: {
      title: t('tokenPage.titleError'),
      icon: <XCircle className="h-8 w-8 text-red-700" aria-hidden />,
      text: state.kind === 'error' ? state.message : '',
    },
    network: { title: t('tokenPage.titleError'), icon: <WifiOff className="h-8 w-8 text-red-700" aria-hidden />, text: t('tokenPage.network') },
  }[state.kind]

  return (
    <AuthCard title={content.title}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-4 text-center" data-state={state.kind}>
        {content.icon}
        <p className="text-slate-800">{content.text}</p>
        {state.kind === 'network' && <Button onClick={redeem}>{t('tokenPage.retry')}</Button>}
        {state.kind !== 'loading' && state.kind !== 'success' && (
          <Button variant={state.kind === 'network' ? 'secondary' : 'primary'} onClick={() => void navigate(PATHS.login)}>
            {t('tokenPage.newLink')}
          </Button>
        )}
      </div>
    </AuthCard>
  )
}
