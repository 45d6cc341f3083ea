import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'

/** The error boundary screen: "Something went wrong" with Try Again and Go Home. */
export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <main id="main-content" className="grid min-h-[70vh] place-items-center px-6 py-24">
      <div className="max-w-md text-center">
        <AlertTriangle className="mx-auto h-10 w-10 text-amber-600" aria-hidden />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t('errors.boundary.title')}</h1>
        <p className="mt-2 text-slate-600">{t('errors.boundary.description')}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Button onClick={onRetry ?? (() => window.location.reload())}>{t('errors.boundary.retry')}</Button>
          <Button variant="secondary" asChild>
            <a href="/">{t('errors.boundary.home')}</a>
          </Button>
        </div>
      </div>
    </main>
  )
}
