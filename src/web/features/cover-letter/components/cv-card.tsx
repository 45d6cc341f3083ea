import { CheckCircle2, ClipboardPaste, FileUp, Files, Loader2, Upload } from 'lucide-react'
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CV_UPLOAD_EXTENSIONS, MAX_PARSE_TEXT_CHARS, type ParseCvReply } from '#shared/api/parse'
import { MAX_UPLOAD_BYTES, MIN_PASTED_CV_CHARS } from '#shared/limits'
import { UploadProgress, type UploadState } from '#web/components/upload-progress'
import { Button } from '#web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card'
import { Label, Textarea } from '#web/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { toast } from '#web/components/ui/toast'
import { ApiRequestError } from '#web/lib/api-client'
import { describeApiError } from '#web/lib/api-errors'
import { cn } from '#web/lib/cn'
import { useParseCvFile, useParseCvText } from '../api/parse-cv'
import { SavedCvPicker } from './saved-cv-picker'

export type CvInputMode = 'saved' | 'upload' | 'paste'
/** `cvId`: the saved CV it was taken from, which a saved letter is then linked to. */
export type ParsedCv = { data: ParseCvReply['data']; cvText: string | null; cvId?: string | null }

const ACCEPT = CV_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')
const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024)
// Server codes with a clearer message than the generic "Failed to extract CV data".
const FILE_ERROR_CODES = [
  'FILE_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'NO_READABLE_TEXT',
  'FILE_UNREADABLE',
] as const

const hasCvExtension = (name: string) =>
  (CV_UPLOAD_EXTENSIONS as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '')

/** The CV card: upload a file or paste the text, then the parsed CV is held by the page. */
export function CvCard({
  mode,
  onModeChange,
  parsed,
  onParsed,
}: {
  mode: CvInputMode
  onModeChange: (mode: CvInputMode) => void
  parsed: ParsedCv | null
  onParsed: (cv: ParsedCv) => void
}) {
  const { t } = useTranslation()
  const parseFile = useParseCvFile()
  const parseText = useParseCvText()
  // After a reload the pasted text comes back with the CV it was read from.
  const [text, setText] = useState(parsed?.cvText ?? '')
  const [isDragging, setIsDragging] = useState(false)
  // A file being read (a scan takes seconds a page): its stage, and how to stop it.
  const [upload, setUpload] = useState<{ state: UploadState; fileName: string } | null>(null)
  const reading = useRef<AbortController | null>(null)
  useEffect(() => () => reading.current?.abort(), [])
  const isProcessing = parseFile.isPending || parseText.isPending
  const trimmedLength = text.trim().length
  const isTextLongEnough = trimmedLength >= MIN_PASTED_CV_CHARS

  const fail = (description: string) =>
    toast({ variant: 'error', title: t('coverLetter.cv.failedTitle'), description })
  const succeed = (cv: ParsedCv) => {
    onParsed(cv)
    toast({
      variant: 'success',
      title: t('coverLetter.cv.uploadedTitle'),
      description: t('coverLetter.cv.uploadedBody'),
    })
  }
  const failureMessage = (error: unknown, fallback: string) => {
    const code = error instanceof ApiRequestError ? error.code : undefined
    const known = FILE_ERROR_CODES.find((c) => c === code)
    if (known) return t(`coverLetter.cv.errors.${known}`, { size: MAX_UPLOAD_MB })
    // A scan or photo that could not be read says what to try (apiErrors.SCAN_…).
    if (code?.startsWith('SCAN_')) return describeApiError(error, fallback)
    return error instanceof ApiRequestError
      ? fallback
      : describeApiError(error, t('coverLetter.cv.failedProcess'))
  }

  const uploadFile = (file: File | undefined) => {
    if (!file || isProcessing) return
    if (!hasCvExtension(file.name)) return fail(t('coverLetter.cv.errors.INVALID_FILE_TYPE'))
    if (file.size > MAX_UPLOAD_BYTES)
      return fail(t('coverLetter.cv.errors.FILE_TOO_LARGE', { size: MAX_UPLOAD_MB }))
    const controller = new AbortController()
    reading.current = controller
    setUpload({ state: { stage: 'uploading', sent: 0 }, fileName: file.name })
    parseFile.mutate(
      { file, signal: controller.signal, onStage: (state) => setUpload({ state, fileName: file.name }) },
      {
        onSuccess: (reply) => succeed({ data: reply.data, cvText: null }),
        onError: (error) => {
          if (controller.signal.aborted) toast({ title: t('scanUpload.cancelled') })
          else fail(failureMessage(error, t('coverLetter.cv.failedFile')))
        },
        onSettled: () => {
          reading.current = null
          setUpload(null)
        },
      },
    )
  }

  const extractText = () => {
    if (isProcessing) return
    if (!isTextLongEnough) {
      toast({
        variant: 'error',
        title: t('coverLetter.cv.tooShortTitle'),
        description: t('coverLetter.cv.tooShortBody', { min: MIN_PASTED_CV_CHARS }),
      })
      return
    }
    const cvText = text.trim()
    parseText.mutate(cvText, {
      onSuccess: (reply) => succeed({ data: reply.data, cvText }),
      onError: (error) => fail(failureMessage(error, t('coverLetter.cv.failedText'))),
    })
  }

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      extractText()
    }
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setIsDragging(false)
    uploadFile(event.dataTransfer.files[0])
  }

  const name = parsed?.data.personalInfo.fullName.trim()

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold tracking-tight text-slate-900">{t('coverLetter.cv.title')}</h2>
        <CardDescription>{t('coverLetter.cv.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={mode} onValueChange={(value) => onModeChange(value as CvInputMode)}>
          <TabsList aria-label={t('coverLetter.cv.modeLabel')} className="grid w-full grid-cols-3">
            <TabsTrigger value="saved" className="inline-flex items-center justify-center gap-2">
              <Files className="h-4 w-4" aria-hidden />
              {t('coverLetter.cv.saved.tab')}
            </TabsTrigger>
            <TabsTrigger value="upload" className="inline-flex items-center justify-center gap-2">
              <Upload className="h-4 w-4" aria-hidden />
              {t('coverLetter.cv.upload')}
            </TabsTrigger>
            <TabsTrigger value="paste" className="inline-flex items-center justify-center gap-2">
              <ClipboardPaste className="h-4 w-4" aria-hidden />
              {t('coverLetter.cv.paste')}
            </TabsTrigger>
          </TabsList>

          <TabsContent value="saved" className="mt-5">
            <SavedCvPicker onPicked={succeed} onFailed={fail} />
          </TabsContent>

          <TabsContent value="upload" className="mt-5">
            <label
              onDragOver={(event) => {
                event.preventDefault()
                setIsDragging(true)
              }}
              onDragLeave={() => setIsDragging(false)}
              onDrop={onDrop}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors duration-150',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
                isDragging
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-slate-300 bg-slate-50 hover:border-brand-300 hover:bg-brand-50/40',
                isProcessing && 'pointer-events-none opacity-60',
              )}
            >
              <span className="grid h-11 w-11 place-items-center rounded-full bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                <FileUp className="h-5 w-5" aria-hidden />
              </span>
              <span className="text-sm font-medium text-slate-900">
                <span className="text-brand-700 underline-offset-4 hover:underline">
                  {t('coverLetter.cv.chooseFile')}
                </span>{' '}
                {t('coverLetter.cv.orDrag')}
              </span>
              <span className="text-xs text-slate-600">
                {t('coverLetter.cv.fileHint', { size: MAX_UPLOAD_MB })}
              </span>
              <span className="text-xs text-slate-600">{t('scanUpload.privacy')}</span>
              <input
                type="file"
                accept={ACCEPT}
                className="sr-only"
                disabled={isProcessing}
                onChange={(event) => {
                  uploadFile(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            </label>
          </TabsContent>

          <TabsContent value="paste" className="mt-5">
            <div className="grid gap-2">
              <Label htmlFor="cover-cv-text">{t('coverLetter.cv.textLabel')}</Label>
              <Textarea
                id="cover-cv-text"
                rows={9}
                value={text}
                maxLength={MAX_PARSE_TEXT_CHARS}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onTextKeyDown}
                placeholder={t('coverLetter.cv.textPlaceholder')}
                aria-describedby="cover-cv-text-help"
                className="min-h-48 resize-y"
              />
              <div id="cover-cv-text-help" className="flex items-start justify-between gap-3 text-xs">
                <span
                  className={trimmedLength > 0 && !isTextLongEnough ? 'text-amber-800' : 'text-slate-600'}
                >
                  {trimmedLength > 0 && !isTextLongEnough ? (
                    t('coverLetter.cv.tooShortBody', { min: MIN_PASTED_CV_CHARS })
                  ) : (
                    <>
                      {t('coverLetter.cv.pasteHint')}
                      {/* A keyboard shortcut means nothing on a touch screen. */}
                      <span className="[@media(pointer:coarse)]:hidden">
                        {' '}
                        {t('coverLetter.cv.pasteShortcut')}
                      </span>
                    </>
                  )}
                </span>
                {!isTextLongEnough && (
                  <span className="shrink-0 text-slate-600 tabular-nums">
                    {t('coverLetter.cv.charCount', { chars: trimmedLength, min: MIN_PASTED_CV_CHARS })}
                  </span>
                )}
              </div>
            </div>
            <Button
              className="mt-4 w-full sm:w-auto"
              variant="secondary"
              onClick={extractText}
              disabled={!isTextLongEnough || isProcessing}
            >
              {parseText.isPending && (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              )}
              {t('coverLetter.cv.extract')}
            </Button>
          </TabsContent>
        </Tabs>

        <div role="status" aria-live="polite" className="empty:hidden">
          {isProcessing ? (
            <p className="mt-5 flex items-center gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              {t('coverLetter.cv.processing')}
            </p>
          ) : parsed ? (
            <div className="mt-5 flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
              <div>
                <p className="font-medium text-emerald-900">{t('coverLetter.cv.processed')}</p>
                <p className="mt-0.5 text-emerald-900">
                  {name ? t('coverLetter.cv.found', { name }) : t('coverLetter.cv.foundNoName')}
                </p>
              </div>
            </div>
          ) : null}
        </div>
        {upload && (
          <UploadProgress
            state={upload.state}
            fileName={upload.fileName}
            onCancel={() => reading.current?.abort()}
            className="mt-3 rounded-lg border border-slate-200 px-4 py-3"
          />
        )}
      </CardContent>
    </Card>
  )
}
