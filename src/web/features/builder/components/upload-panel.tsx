import { Check, FileUp, Loader2 } from 'lucide-react'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CV_UPLOAD_EXTENSIONS, IMAGE_UPLOAD_MIME_TYPES, type CvImportRef, type ImportDoubt, type OcrReport } from '#shared/api/parse'
import type { CvData } from '#shared/cv/cv.schema'
import { MAX_UPLOAD_BYTES } from '#shared/limits'
import { Button } from '#web/components/ui/button'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'
import { contract } from '#shared/api/contract'
import { uploadWithStages } from '#web/lib/upload-with-progress'
import { parseFailureDetail } from './parse-errors'

// docs/spec/1-screens.md §4 "Upload progress wording". Uploading follows the bytes sent; the server's stages are
// shown as it works on the file: a file with a text layer takes a fraction of a second, so its
// stages are paced; a scan or photo reports each page read (seconds a page) and can be cancelled.
const STAGES = ['uploading', 'analysing', 'extracting', 'processing', 'completed'] as const
type Stage = (typeof STAGES)[number]
const STAGE_AFTER_UPLOAD_MS: Array<[Stage, number]> = [
  ['extracting', 500],
  ['processing', 1_200],
]
const COMPLETED_PAUSE_MS = 600
const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024)
const ACCEPT = [
  ...CV_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`),
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGE_UPLOAD_MIME_TYPES,
].join(',')

function extensionOf(name: string): string {
  return name.toLowerCase().split('.').pop() ?? ''
}

/**
 * Upload a PDF, DOC or DOCX (10 MB) with the stages of docs/spec/1-screens.md §4. A file imported before is not
 * parsed again: `onImportedBefore` asks, and its `importCopy` uploads the same file as a copy.
 */
export function UploadPanel({
  onParsed,
  onImportedBefore,
}: {
  onParsed: (cv: CvData, doubts: ImportDoubt[], saved: CvImportRef | undefined, ocr: OcrReport | undefined) => void
  onImportedBefore: (cv: CvImportRef, importCopy: () => void) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const timers = useRef<number[]>([])
  const [stage, setStage] = useState<Stage | null>(null)
  const [sent, setSent] = useState(0)
  const [pages, setPages] = useState<{ done: number; total: number } | null>(null)
  const reading = useRef<AbortController | null>(null)
  const [fileName, setFileName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isDragging, setIsDragging] = useState(false)
  const isBusy = stage !== null

  useEffect(
    () => () => {
      timers.current.forEach((timer) => window.clearTimeout(timer))
      reading.current?.abort()
    },
    [],
  )

  const fail = (description: string | undefined) => {
    setStage(null)
    setError(description ?? t('builder.import.upload.failed'))
    toast({ title: t('builder.import.upload.failed'), description, variant: 'error' })
  }

  const upload = async (file: File, save: 'draft' | 'copy' = 'draft') => {
    if (isBusy) return
    setError(null)
    if (!(CV_UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      fail(t('builder.import.upload.wrongType'))
      return
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      fail(t('builder.import.upload.tooLarge', { max: MAX_MB }))
      return
    }
    setFileName(file.name)
    setSent(0)
    setPages(null)
    setStage('uploading')
    let isUploaded = false
    const controller = new AbortController()
    reading.current = controller
    try {
      const body = new FormData()
      body.append('file', file)
      const reply = await uploadWithStages(
        contract.parse.importFile,
        { query: { save }, body },
        (event) => {
          if (event.stage === 'uploading') {
            setSent(event.sent)
            return
          }
          if (!isUploaded) {
            isUploaded = true
            setSent(1)
            setStage('analysing')
            timers.current = STAGE_AFTER_UPLOAD_MS.map(([next, ms]) =>
              window.setTimeout(() => setStage((current) => (current === 'completed' ? current : next)), ms),
            )
          }
          // A scan: the pages read say where the work is, not the clock.
          if (event.stage === 'analysing' && event.pages > 0) {
            timers.current.forEach((timer) => window.clearTimeout(timer))
            setStage('analysing')
            setPages({ done: event.pagesDone, total: event.pages })
          }
          if (event.stage === 'extracting') {
            setPages((current) => (current ? { ...current, done: current.total } : current))
            setStage('extracting')
          }
        },
        controller.signal,
      )
      timers.current.forEach((timer) => window.clearTimeout(timer))
      if ('importedBefore' in reply) {
        setStage(null)
        onImportedBefore(reply.importedBefore, () => void upload(file, 'copy'))
        return
      }
      setStage('completed')
      toast({ title: t('builder.import.upload.success'), variant: 'success' })
      timers.current = [
        window.setTimeout(() => {
          setStage(null)
          onParsed(reply.data.cvData, reply.data.doubts ?? [], reply.data.saved, reply.data.ocr)
        }, COMPLETED_PAUSE_MS),
      ]
    } catch (failure) {
      timers.current.forEach((timer) => window.clearTimeout(timer))
      if (controller.signal.aborted) {
        setStage(null)
        toast({ title: t('scanUpload.cancelled') })
        return
      }
      fail(parseFailureDetail(failure))
    } finally {
      reading.current = null
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setIsDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void upload(file)
  }

  const stageIndex = stage ? STAGES.indexOf(stage) : -1
  const percent =
    stage === null
      ? 0
      : stage === 'uploading'
        ? Math.round(sent * 40)
        : stage === 'analysing' && pages
          ? 40 + Math.round((pages.done / pages.total) * 30)
          : [40, 55, 75, 100][stageIndex - 1]!

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-soft sm:p-6">
      <div
        onDragOver={(event) => {
          event.preventDefault()
          if (!isBusy) setIsDragging(true)
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors duration-150',
          isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <FileUp className="h-9 w-9 text-brand-700" aria-hidden />
        <p className="mt-3 font-medium text-slate-900">{t('builder.import.upload.drop')}</p>
        <p id={`${id}-formats`} className="mt-1 text-sm text-slate-600">
          {t('builder.import.upload.formats', { max: MAX_MB })}
        </p>
        <Button
          className="mt-5"
          onClick={() => input.current?.click()}
          disabled={isBusy}
          aria-describedby={`${id}-formats`}
        >
          {t('builder.import.upload.choose')}
        </Button>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="hidden"
          tabIndex={-1}
          data-testid="cv-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
      </div>

      {stage !== null && (
        <div className="mt-5" role="status" aria-live="polite">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="truncate font-medium text-slate-900">{fileName}</span>
            <span className="shrink-0 text-slate-600">
              {stage === 'analysing' && pages
                ? t('scanUpload.pages', { done: Math.min(pages.done + 1, pages.total), total: pages.total })
                : t(`builder.import.upload.stages.${stage}`)}
            </span>
          </div>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
            role="progressbar"
            aria-label={t('builder.import.upload.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <div
              className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>
          <ol className="mt-4 grid gap-2 text-sm sm:grid-cols-5">
            {STAGES.map((name, index) => (
              <li
                key={name}
                className={cn(
                  'flex items-center gap-2',
                  index <= stageIndex ? 'text-slate-900' : 'text-slate-500',
                )}
              >
                {index < stageIndex || stage === 'completed' ? (
                  <Check className="h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                ) : index === stageIndex ? (
                  <Loader2 className="h-4 w-4 shrink-0 animate-spin text-brand-700" aria-hidden />
                ) : (
                  <span className="h-4 w-4 shrink-0 rounded-full border border-slate-300" aria-hidden />
                )}
                {t(`builder.import.upload.stageNames.${name}`)}
              </li>
            ))}
          </ol>
          {stage !== 'completed' && (
            <div className="mt-3 flex justify-end">
              <Button variant="secondary" size="sm" onClick={() => reading.current?.abort()}>
                {t('scanUpload.cancel')}
              </Button>
            </div>
          )}
        </div>
      )}
      <p className="mt-4 text-xs text-slate-600">{t('scanUpload.privacy')}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}
