import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPage } from './error-page'

interface State {
  hasError: boolean
}

/** Catches render errors below it; Try Again re-renders the subtree. */
export class ErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { hasError: false }

  static getDerivedStateFromError(): State {
    return { hasError: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack)
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children
    return this.props.fallback ?? <ErrorPage onRetry={() => this.setState({ hasError: false })} />
  }
}
