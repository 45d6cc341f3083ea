import '@fontsource/ibm-plex-mono/400.css'
import { AlertTriangle, CheckCircle2, FileText, PenLine, XCircle } from 'lucide-react'
import type { Locale } from '#shared/i18n/locales'
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LetterAlignment } from '#shared/api/ai'
import { A4_DIN_LETTER } from '#shared/letter-geometry'
import { PARAGRAPH_MAX_WORDS } from '#shared/limits'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'
import { letterStarter } from '../lib/letter-starter'
import { measureLetter } from '../lib/letter-stats'

// A plain, even face: the editor counts lines the way the one-page rule does (64 characters a line);
// the design tab shows the letter in its CV's own fonts.
const LETTER_FONT_FAMILY = "'IBM Plex Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace"

const PX_PER_MM = 96 / 25.4
const g = A4_DIN_LETTER
const PAGE_WIDTH_PX = g.pageWidthMm * PX_PER_MM
const PAGE_HEIGHT_PX = g.pageHeightMm * PX_PER_MM
// Below this the A4 page would be too small to read, so narrow screens get a reflowing sheet.
const MIN_PAGE_SCALE = 0.55

const TEXT_STYLE: CSSProperties = {
  fontFamily: LETTER_FONT_FAMILY,
  fontSize: `${g.fontSizePt}pt`,
  lineHeight: g.lineHeight,
}

const FIT_STYLES = {
  fits: { icon: CheckCircle2, className: 'text-emerald-800' },
  approaching: { icon: AlertTriangle, className: 'text-amber-800' },
  exceeds: { icon: XCircle, className: 'text-red-700' },
} as const

/** Width of an element's content box, kept current. */
function useContentWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * The A4 page, scaled to the column: real millimetres inside (DIN margins, 12 pt), so the text
 * wraps at the same 64 characters the line counter assumes.
 */
function A4Page({
  letter,
  onChange,
  alignment,
  language,
  stageWidth,
}: {
  letter: string
  onChange: (letter: string) => void
  alignment: LetterAlignment
  language: Locale
  stageWidth: number
}) {
  const { t } = useTranslation()
  const pageRef = useRef<HTMLDivElement>(null)
  const editorRef = useRef<HTMLTextAreaElement>(null)
  const [pageHeight, setPageHeight] = useState(PAGE_HEIGHT_PX)
  const fitScale = stageWidth > 0 ? Math.min(1, stageWidth / PAGE_WIDTH_PX) : 1
  const isCompact = fitScale < MIN_PAGE_SCALE
  const scale = isCompact ? 1 : fitScale

  // The editor grows with its text, so the stage (not the textarea) scrolls. A transform does not
  // change layout sizes, so scrollHeight is the unscaled height at any zoom.
  useLayoutEffect(() => {
    const editor = editorRef.current
    if (editor) {
      editor.style.height = '0px'
      editor.style.height = `${editor.scrollHeight}px`
    }
  }, [letter, isCompact, stageWidth])

  // The wrapper takes the scaled page's height (a transform leaves layout sizes unscaled).
  useLayoutEffect(() => {
    const page = pageRef.current
    if (!page) return
    setPageHeight(page.offsetHeight)
    const observer = new ResizeObserver(() => setPageHeight(page.offsetHeight))
    observer.observe(page)
    return () => observer.disconnect()
  }, [isCompact])

  const hasLetter = letter !== ''
  const page = (
    <div
      ref={pageRef}
      lang={hasLetter ? language : undefined}
      className={cn(
        'relative bg-white text-slate-950 shadow-[0_1px_3px_rgb(15_23_42/0.12),0_8px_24px_rgb(15_23_42/0.08)] ring-1 ring-slate-200',
        'focus-within:ring-2 focus-within:ring-brand-600',
        isCompact && 'rounded-md',
      )}
      style={
        isCompact
          ? { padding: '24px 20px' }
          : {
              width: `${g.pageWidthMm}mm`,
              minHeight: `${g.pageHeightMm}mm`,
              padding: `${g.marginTopMm}mm ${g.marginRightMm}mm ${g.marginBottomMm}mm ${g.marginLeftMm}mm`,
              transform: scale === 1 ? undefined : `scale(${scale})`,
              transformOrigin: 'top left',
            }
      }
    >
      {hasLetter ? (
        <textarea
          ref={editorRef}
          value={letter}
          onChange={(event) => onChange(event.target.value)}
          aria-label={t('coverLetter.preview.editorLabel')}
          spellCheck
          className="block w-full resize-none overflow-hidden border-0 bg-transparent p-0 text-slate-950 outline-none [overflow-wrap:break-word]"
          style={{ ...TEXT_STYLE, textAlign: alignment }}
        />
      ) : (
        <div
          className="flex flex-col items-center justify-center gap-4 text-center text-slate-600"
          style={{ minHeight: isCompact ? 280 : `${g.pageHeightMm - g.marginTopMm - g.marginBottomMm}mm` }}
        >
          {/* Sizes are in page units: the page is scaled down to the column, so they come out at about 14–16 px. */}
          <span
            className={cn(
              'grid place-items-center rounded-full bg-slate-100 text-slate-500',
              isCompact ? 'h-12 w-12' : 'h-20 w-20',
            )}
          >
            <FileText className={isCompact ? 'h-6 w-6' : 'h-9 w-9'} aria-hidden />
          </span>
          <p
            className={cn(
              'text-slate-700',
              isCompact ? 'max-w-xs text-sm' : 'max-w-lg text-[22px] leading-snug',
            )}
          >
            {t('coverLetter.preview.empty')}
          </p>
          <p
            className={cn(
              'rounded-full bg-brand-50 font-medium text-brand-800',
              isCompact ? 'px-3 py-1 text-xs' : 'px-4 py-1.5 text-lg',
            )}
          >
            {t('coverLetter.preview.tip', { words: PARAGRAPH_MAX_WORDS })}
          </p>
          <Button
            variant="secondary"
            size={isCompact ? 'sm' : 'lg'}
            className={isCompact ? undefined : 'text-lg'}
            onClick={() => onChange(letterStarter(language))}
          >
            <PenLine className={isCompact ? 'h-4 w-4' : 'h-5 w-5'} aria-hidden />
            {t('coverLetter.preview.writeOwn')}
          </Button>
        </div>
      )}
      {!isCompact && pageHeight > PAGE_HEIGHT_PX + 1 && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-red-400"
          style={{ top: PAGE_HEIGHT_PX }}
        >
          <span className="absolute top-1 right-3 rounded bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
            {t('coverLetter.preview.pageEnd')}
          </span>
        </div>
      )}
    </div>
  )

  if (isCompact) return page
  return (
    <div className="mx-auto" style={{ width: PAGE_WIDTH_PX * scale, height: pageHeight * scale }}>
      {page}
    </div>
  )
}

/** The letter's text on an A4 page to type on, with the one-page counter (the "Text" tab). */
export function LetterPreview({
  letter,
  onChange,
  alignment,
  language,
}: {
  letter: string
  onChange: (letter: string) => void
  alignment: LetterAlignment
  language: Locale
}) {
  const { t } = useTranslation()
  const [stageRef, stageWidth] = useContentWidth<HTMLDivElement>()
  const hasLetter = letter !== ''
  const stats = measureLetter(letter)
  const fit = FIT_STYLES[stats.fit]
  const FitIcon = fit.icon

  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        {hasLetter ? t('coverLetter.preview.editHint') : t('coverLetter.preview.lead')}
      </p>
      <div
        role="region"
        aria-label={t('coverLetter.preview.title')}
        tabIndex={hasLetter ? undefined : 0}
        className="max-h-[700px] overflow-auto rounded-xl bg-slate-100 p-3 ring-1 ring-slate-200 ring-inset sm:p-5"
      >
        <div ref={stageRef}>
          <A4Page
            letter={letter}
            onChange={onChange}
            alignment={alignment}
            language={language}
            stageWidth={stageWidth}
          />
        </div>
      </div>
      {hasLetter && (
        <div className="mt-4 grid gap-2" aria-live="polite">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="font-medium text-slate-900 tabular-nums" data-testid="letter-line-count">
              {t('coverLetter.preview.lines', { lines: stats.lines, limit: stats.limit })}
            </span>
            <span className={cn('inline-flex items-center gap-1.5 font-medium', fit.className)}>
              <FitIcon className="h-4 w-4" aria-hidden />
              {t(`coverLetter.preview.fit.${stats.fit}`)}
            </span>
            <Badge tone={stats.fit === 'exceeds' ? 'danger' : 'neutral'} className="ml-auto">
              {stats.fit === 'exceeds'
                ? t('coverLetter.preview.morePages')
                : t('coverLetter.preview.onePage')}
            </Badge>
          </div>
          {stats.longParagraphs > 0 && (
            <p className="flex items-center gap-1.5 text-sm text-amber-800">
              <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
              {t('coverLetter.preview.longParagraphs', {
                count: stats.longParagraphs,
                max: PARAGRAPH_MAX_WORDS,
              })}
            </p>
          )}
        </div>
      )}
      <p className="mt-3 text-xs text-slate-600">
        {t('coverLetter.preview.note', { words: PARAGRAPH_MAX_WORDS })}
      </p>
    </div>
  )
}
