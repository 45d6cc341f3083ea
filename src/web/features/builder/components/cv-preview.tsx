import { AlertTriangle, Loader2, RotateCw } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvData } from '#shared/cv/cv.schema'
import { LOCALE_TAGS } from '#shared/i18n/locales'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'
import type { CvLook } from '../cv-look'
import { hasPreview, previewKeyOf, previewPdfFor } from '../preview-requests'
import { drawPdfPages, pageSheets } from '#web/lib/pdf-pages'

const RENDER_DEBOUNCE_MS = 400

type PreviewState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string }

/**
 * The CV page by page exactly as the export prints it: the server prints the same HTML with the
 * same print CSS and page fitting to PDF, and pdf.js draws each A4 page here. It re-renders,
 * debounced, whenever the data, template, theme or CV language change, and swaps the pages only
 * when the new ones are drawn, so the preview never flashes blank.
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
  const [state, setState] = useState<PreviewState>({ status: 'loading' })
  const [texts, setTexts] = useState<string[]>([])
  const [attempt, setAttempt] = useState(0)
  const pagesRef = useRef<HTMLDivElement>(null)
  const isFirst = useRef(true)
  // Changes the print cannot show (preview-requests.ts) do not print again.
  const key = useMemo(() => previewKeyOf(cv, look), [cv, look])

  useEffect(() => {
    const controller = new AbortController()
    const delay = isFirst.current || hasPreview(key) ? 0 : RENDER_DEBOUNCE_MS
    isFirst.current = false
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' })
      previewPdfFor(key, cv, look, controller.signal)
        .then((pdf) => drawPdfPages(pdf, controller.signal))
        .then(
          ({ canvases, texts: pageTexts }) => {
            const container = pagesRef.current
            if (controller.signal.aborted || !container) return
            container.replaceChildren(...pageSheets(canvases, (page, pages) => t('builder.preview.pageOf', { page, pages })))
            setTexts(pageTexts)
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
    <div
      className={cn('relative', className)}
      data-testid="cv-preview"
      data-template={look.templateId}
      data-pages={texts.length}
      aria-busy={state.status === 'loading'}
    >
      {texts.length > 0 && (
        <p className="mb-2 text-right text-xs text-slate-600" aria-live="polite">
          {t('builder.preview.pages', { count: texts.length })}
        </p>
      )}
      <div ref={pagesRef} className="flex flex-col gap-4" />
      {texts.length === 0 && state.status !== 'error' && (
        <div className="aspect-[210/297] w-full rounded-md bg-white shadow-lift ring-1 ring-slate-200" />
      )}
      {/* The pages' words for screen readers (the canvases are pictures of them). */}
      <div className="sr-only" lang={LOCALE_TAGS[look.language]} data-testid="cv-preview-text">
        {texts.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
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
  )
}
