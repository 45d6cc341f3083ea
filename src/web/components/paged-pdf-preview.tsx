import { AlertTriangle, Loader2, RotateCw } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button'
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales'
import { cn } from '#web/lib/cn'
import { drawPdfPages, pageSheets } from '#web/lib/pdf-pages'

// A document page by page as it prints: the server prints the PDF, pdf.js draws each page here.
// Used for letters (the writer's live view and the builder's "Letter" tab). It asks again, debounced,
// when `pdfKey` changes, and swaps the pages only once the new ones are drawn, so it never flashes blank.

const DEBOUNCE_MS = 600

type Status = 'idle' | 'loading' | 'ready' | 'error'

export function PagedPdfPreview({
  pdfKey,
  load,
  label,
  language,
  placeholder,
  className,
  testId = 'letter-preview',
}: {
  /** What the PDF shows; a new key prints again. Null: nothing to print yet (the placeholder shows). */
  pdfKey: string | null
  load: (signal: AbortSignal) => Promise<ArrayBuffer>
  label: string
  language: Locale
  placeholder?: ReactNode
  className?: string
  testId?: string
}) {
  const { t } = useTranslation()
  const pagesRef = useRef<HTMLDivElement>(null)
  const loadRef = useRef(load)
  loadRef.current = load
  const [status, setStatus] = useState<Status>('idle')
  const [texts, setTexts] = useState<string[]>([])
  const [attempt, setAttempt] = useState(0)
  const isFirst = useRef(true)

  useEffect(() => {
    if (pdfKey === null) {
      setStatus('idle')
      return
    }
    const controller = new AbortController()
    const delay = isFirst.current ? 0 : DEBOUNCE_MS
    isFirst.current = false
    const timer = window.setTimeout(() => {
      setStatus('loading')
      loadRef
        .current(controller.signal)
        .then((pdf) => drawPdfPages(pdf, controller.signal))
        .then(
          ({ canvases, texts: pageTexts }) => {
            const container = pagesRef.current
            if (controller.signal.aborted || !container) return
            container.replaceChildren(...pageSheets(canvases, (page, pages) => t('letters.preview.pageOf', { page, pages })))
            setTexts(pageTexts)
            setStatus('ready')
          },
          (error: unknown) => {
            if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return
            setStatus('error')
          },
        )
    }, delay)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
    // `pdfKey` stands for what `load` prints; the print must not repeat for equal content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdfKey, attempt])

  const shown = pdfKey !== null && texts.length > 0
  return (
    <section
      aria-label={label}
      aria-busy={status === 'loading'}
      className={cn('relative', className)}
      data-testid={testId}
      data-pages={shown ? texts.length : 0}
    >
      <p className="mb-2 min-h-5 text-right text-xs text-slate-600" aria-live="polite">
        {status === 'loading'
          ? t('letters.preview.loading')
          : shown
            ? t('letters.preview.pages', { count: texts.length })
            : ''}
      </p>
      <div ref={pagesRef} className={cn('flex flex-col gap-4', !shown && 'hidden')} />
      {!shown && status !== 'error' && (
        <div className="grid aspect-[210/297] w-full place-items-center rounded-md bg-white p-6 text-center shadow-lift ring-1 ring-slate-200">
          {pdfKey === null ? placeholder : <Loader2 className="h-6 w-6 animate-spin text-brand-700 motion-reduce:animate-none" aria-hidden />}
        </div>
      )}
      {/* The pages' words for screen readers (the canvases are pictures of them). */}
      {shown && (
        <div className="sr-only" lang={LOCALE_TAGS[language]} data-testid={`${testId}-text`}>
          {texts.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      )}
      {status === 'loading' && shown && (
        <div className="absolute top-8 right-3 inline-flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-xs font-medium text-slate-700 shadow-soft ring-1 ring-slate-200">
          <Loader2 className="h-3.5 w-3.5 animate-spin text-brand-700 motion-reduce:animate-none" aria-hidden />
          {t('letters.preview.loading')}
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className="grid place-items-center rounded-md bg-white p-6 text-center ring-1 ring-slate-200">
          <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden />
          <p className="mt-2 max-w-xs text-sm text-slate-700">{t('letters.preview.failed')}</p>
          <Button className="mt-4" variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {t('letters.preview.retry')}
          </Button>
        </div>
      )}
    </section>
  )
}
