import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
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

  useEffect(() => {
    if (!token || startedTokens.has(token)) return
    startedTokens.add(token)
    mutate.current(token, {
      onSuccess: (reply) => {
        setState({ kind: 'success' })
        if (reply.sessionId) void navigate(PATHS.dashboard, { replace: true })
        else setTimeout(() => void navigate(PATHS.dashboard, { replace: true }), TOKEN_PAGE_FALLBACK_MS)
      },
      onError: (error) => {
        if (error instanceof NetworkError) return setState({ kind: 'error', message: t('tokenPage.network') })
        const code = error instanceof ApiRequestError ? error.code : undefined
        if (code === 'TOKEN_EXPIRED') return setState({ kind: 'expired' })
        if (code === 'TOKEN_USED') return setState({ kind: 'used' })
        const message = error instanceof ApiRequestError && error.message ? error.message : t('tokenPage.failed')
        setState({ kind: 'error', message: code === 'TOKEN_INVALID' ? t('apiErrors.TOKEN_INVALID') : message })
      },
    })
  }, [token, navigate, t])

  const content = {
    loading: { icon: <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden />, text: t('tokenPage.loading') },
    success: { icon: <CheckCircle2 className="h-8 w-8 text-emerald-700" aria-hidden />, text: t('tokenPage.success') },
    expired: { icon: <Clock className="h-8 w-8 text-amber-700" aria-hidden />, text: t('tokenPage.expired') },
    used: { icon: <XCircle className="h-8 w-8 text-red-700" aria-hidden />, text: t('tokenPage.used') },
    error: { icon: <XCircle className="h-8 w-8 text-red-700" aria-hidden />, text: state.kind === 'error' ? state.message : '' },
  }[state.kind]

  return (
    <AuthCard title={t('tokenPage.title')}>
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-4 text-center" data-state={state.kind}>
        {content.icon}
        <p className="text-slate-800">{content.text}</p>
        {state.kind !== 'loading' && state.kind !== 'success' && (
          <Button onClick={() => void navigate(PATHS.login)}>{t('tokenPage.newLink')}</Button>
        )}
      </div>
    </AuthCard>
  )
}
