import { AlertTriangle, Loader2, RotateCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvData } from '#shared/cv/cv.schema'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'
import { renderPreview, type CvLook } from '../api/render-preview'

// A4 at 96 dpi: the rendered document's body is 210 mm wide.
const PAGE_WIDTH_PX = 794
const PAGE_HEIGHT_PX = 1123
const RENDER_DEBOUNCE_MS = 400

type PreviewState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string }

/**
 * The CV as the server renders it, in a sandboxed iframe (no scripts, no same-origin access): it
 * re-renders, debounced, whenever the data, template, theme or CV language change.
 */
export function CvPreview({
  cv,
  look,
  announceErrors = false,
  className,
}: {
  cv: CvData
  look: CvLook
  announceErrors?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const [html, setHtml] = useState('')
  const [state, setState] = useState<PreviewState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [scale, setScale] = useState(0.5)
  const frame = useRef<HTMLDivElement>(null)
  const isFirst = useRef(true)
  const key = JSON.stringify([cv, look])

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / PAGE_WIDTH_PX))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    const delay = isFirst.current ? 0 : RENDER_DEBOUNCE_MS
    isFirst.current = false
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' })
      renderPreview(cv, look, controller.signal).then(
        (document) => {
          if (document.trim() === '') {
            setState({ status: 'error', message: t('builder.preview.empty') })
            return
          }
          setHtml(document)
          setState({ status: 'ready' })
        },
        (error: unknown) => {
          if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError'))
            return
          setState({ status: 'error', message: t('builder.preview.failed') })
          if (announceErrors)
            toast({
              title: t('builder.preview.failedTitle'),
              description: t('builder.preview.failed'),
              variant: 'error',
            })
        },
      )
    }, delay)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
    // `key` stands for cv and look; the render must not repeat for equal content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])

  return (
    <div className={cn('relative', className)}>
      <div
        ref={frame}
        className="relative w-full overflow-hidden rounded-lg bg-white shadow-lift ring-1 ring-slate-200"
        style={{ height: PAGE_HEIGHT_PX * scale }}
      >
        {html && (
          <iframe
            title={t('builder.preview.frameTitle')}
            sandbox=""
            srcDoc={html}
            data-testid="cv-preview-frame"
            className="absolute top-0 left-0 origin-top-left border-0 bg-white"
            style={{ width: PAGE_WIDTH_PX, height: PAGE_HEIGHT_PX, transform: `scale(${scale})` }}
          />
        )}
        {state.status === 'loading' && (
          <div
            className="absolute top-3 right-3 inline-flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-medium text-slate-700 shadow-soft ring-1 ring-slate-200"
            role="status"
          >
            <Loader2 className="h-3.5 w-3.5 animate-spin text-brand-700" aria-hidden />
            {t('builder.preview.loading')}
          </div>
        )}
        {state.status === 'error' && (
          <div role="alert" className="absolute inset-0 grid place-items-center bg-white/95 p-6">
            <div className="max-w-xs text-center">
              <AlertTriangle className="mx-auto h-8 w-8 text-red-700" aria-hidden />
              <h3 className="mt-3 font-semibold text-slate-900">{t('builder.preview.errorTitle')}</h3>
              <p className="mt-1 text-sm text-slate-600">{state.message}</p>
              <Button className="mt-4" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                <RotateCw className="h-4 w-4" aria-hidden />
                {t('builder.preview.retry')}
              </Button>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
