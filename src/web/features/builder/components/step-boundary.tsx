import { AlertTriangle } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'

/** The fallback of a step that failed (docs/spec/1-screens.md: 'Parse Step Error', 'Template Step Error', …). */
export function StepProblem({
  title,
  onRetry,
  onRestart,
}: {
  title: string
  onRetry?: () => void
  onRestart: () => void
}) {
  const { t } = useTranslation()
  return (
    <section
      role="alert"
      className="mx-auto max-w-xl rounded-xl border border-red-200 bg-white p-8 text-center shadow-soft"
    >
      <AlertTriangle className="mx-auto h-8 w-8 text-red-700" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{t('builder.stepError.description')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && <Button onClick={onRetry}>{t('builder.stepError.retry')}</Button>}
        <Button variant="secondary" onClick={onRestart}>
          {t('builder.stepError.restart')}
        </Button>
      </div>
    </section>
  )
}

interface Props {
  title: string
  onRestart: () => void
  children: ReactNode
}

/** Each step has its own boundary, so a failing step never takes the wizard (or the data) down. */
export class StepBoundary extends Component<Props, { hasError: boolean }> {
  override state = { hasError: false }

  static getDerivedStateFromError() {
    return { hasError: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`${this.props.title}`, error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    return (
      <StepProblem
        title={this.props.title}
        onRetry={() => this.setState({ hasError: false })}
        onRestart={this.props.onRestart}
      />
    )
  }
}
