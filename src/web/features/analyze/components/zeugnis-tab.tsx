import { FileText, ScanText, Upload, X } from 'lucide-react'
import { type ChangeEvent, type DragEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OcrReport } from '#shared/api/parse'
import { ZEUGNIS_JURISDICTIONS, ZEUGNIS_OCCUPATION_MAX_CHARS, type ZeugnisJurisdiction } from '#shared/api/zeugnis'
import { MIN_PARSED_TEXT_CHARS } from '#shared/limits'
import { UploadProgress, type UploadState } from '#web/components/upload-progress'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label, Textarea } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { cn } from '#web/lib/cn'
import { extractText, useZeugnisCheck } from '../lib/zeugnis-run'
import { ParseFailedError, reportToolError } from '../lib/tool-errors'
import { useLastResult } from '../lib/use-last-result'
import { checkUpload, UPLOAD_ACCEPT } from '../lib/upload-checks'
import { Panel, RunButton } from './tool-parts'
import { ZeugnisResultView } from './zeugnis-result'

function formatSize(bytes: number, language: string): string {
  const unit = bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte'
  const value = bytes / (unit === 'megabyte' ? 1024 * 1024 : 1024)
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
}

/** ZeugnisCheck: paste or upload a reference letter, choose the law, read what it really says. */
export function ZeugnisTab({ onUpgrade }: { onUpgrade: () => void }) {
  const { t, i18n } = useTranslation()
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [jurisdiction, setJurisdiction] = useState<ZeugnisJurisdiction>('DE')
  const [occupation, setOccupation] = useState('')
  const [error, setError] = useState<string>()
  const [isDragging, setIsDragging] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const check = useZeugnisCheck()
  const result = useLastResult(check.data)
  // Reading an uploaded file (a scan or photo takes seconds a page): its stage, and how to stop it.
  const [upload, setUpload] = useState<{ state: UploadState; fileName: string } | null>(null)
  const reading = useRef<AbortController | null>(null)
  // The text in the box was read from a scan: what the recogniser was unsure of, for checking.
  const [scan, setScan] = useState<OcrReport | null>(null)

  useEffect(() => () => reading.current?.abort(), [])

  const clearFile = () => {
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const chooseFile = (chosen: File | undefined) => {
    if (!chosen) return
    const problem = checkUpload(chosen)
    if (problem) {
      clearFile()
      const title = t(`analyze.upload.${problem}.title`)
      const description = t(`analyze.upload.${problem}.description`)
      setError(description)
      toast({ variant: 'error', title, description })
      return
    }
    // Uploading clears the text (docs/spec/1-screens.md "AI Tools").
    setFile(chosen)
    setText('')
    setScan(null)
    setError(undefined)
  }

  const onTextChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value)
    setError(undefined)
    // Typing clears the file.
    if (file) clearFile()
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setIsDragging(false)
    chooseFile(event.dataTransfer.files[0])
  }

  const analyse = (letterText: string, uncertainWords: string[] = []) =>
    check.mutate(
      { text: letterText, jurisdiction, occupation, uncertainWords },
      { onError: (failure) => reportToolError('zeugnis', failure, onUpgrade) },
    )

  // The file is read first. A scan's text goes into the box to be checked before the analysis
  // (the person presses the button again); a file with a text layer is analysed at once.
  const readAndAnalyse = async (chosen: File) => {
    const controller = new AbortController()
    reading.current = controller
    setUpload({ state: { stage: 'uploading', sent: 0 }, fileName: chosen.name })
    try {
      const reply = await extractText(chosen, (state) => setUpload({ state, fileName: chosen.name }), controller.signal)
      setUpload(null)
      if (reply.text.trim().length < MIN_PARSED_TEXT_CHARS) {
        toast({ variant: 'error', title: t('analyze.zeugnis.noReadableText.title'), description: t('analyze.zeugnis.noReadableText.description') })
        return
      }
      if (reply.ocr) {
        clearFile()
        setText(reply.text)
        setScan(reply.ocr)
        toast({ variant: 'success', title: t('scanUpload.review.title'), description: t('scanUpload.review.toast') })
        return
      }
      analyse(reply.text)
    } catch (failure) {
      setUpload(null)
      if (controller.signal.aborted) {
        toast({ title: t('scanUpload.cancelled') })
        return
      }
      reportToolError('zeugnis', new ParseFailedError(failure), onUpgrade)
    } finally {
      reading.current = null
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (upload) return
    if (!file && text.trim() === '') {
      setError(t('analyze.zeugnis.noContent.description'))
      toast({ variant: 'error', title: t('analyze.zeugnis.noContent.title'), description: t('analyze.zeugnis.noContent.description') })
      return
    }
    setError(undefined)
    if (file) {
      void readAndAnalyse(file)
      return
    }
    analyse(text, scan?.uncertainWords)
  }

  const wordsToCheck = scan ? scan.uncertainWords.filter((word) => text.includes(word)) : []

  const hintId = 'zeugnis-upload-hint'
  return (
    <div className="grid gap-6">
      <Panel title={t('analyze.zeugnis.title')} description={t('analyze.zeugnis.description')}>
        <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 content-start gap-3">
            <Label htmlFor="zeugnis-text">{t('analyze.zeugnis.textLabel')}</Label>
            <Textarea
              id="zeugnis-text"
              value={text}
              onChange={onTextChange}
              placeholder={t('analyze.zeugnis.textPlaceholder')}
              className="min-h-56 leading-relaxed sm:min-h-64"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'zeugnis-error' : undefined}
              spellCheck={false}
            />
            {scan && (
              <div className="grid gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-testid="scan-review">
                <p className="flex items-start gap-2 font-medium">
                  <ScanText className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                  {t('scanUpload.review.body', { pages: scan.pages, confidence: Math.round(scan.meanConfidence * 100) })}
                </p>
                {wordsToCheck.length > 0 && (
                  <div className="grid gap-1">
                    <p>{t('scanUpload.review.uncertain', { count: wordsToCheck.length })}</p>
                    <ul className="flex flex-wrap gap-1.5" aria-label={t('scanUpload.review.uncertainLabel')}>
                      {wordsToCheck.slice(0, 40).map((word) => (
                        <li key={word}>
                          <mark className="rounded bg-amber-200 px-1.5 py-0.5 font-mono text-xs text-amber-950">{word}</mark>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            )}
            <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" aria-hidden>
              <span className="h-px flex-1 bg-slate-200" />
              {t('analyze.zeugnis.or')}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            {file ? (
              <div className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/60 px-4 py-3">
                <FileText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{file.name}</p>
                  <p className="text-xs text-slate-600">{formatSize(file.size, i18n.resolvedLanguage ?? 'en')}</p>
                </div>
                <Button variant="ghost" size="icon" className="h-9 w-9" onClick={clearFile} aria-label={t('analyze.zeugnis.removeFile', { name: file.name })}>
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            ) : (
              <label
                htmlFor="zeugnis-file"
                onDragOver={(event) => {
                  event.preventDefault()
                  setIsDragging(true)
                }}
                onDragLeave={() => setIsDragging(false)}
                onDrop={onDrop}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center transition-colors duration-150 hover:border-brand-300 hover:bg-brand-50/40',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  isDragging && 'border-brand-500 bg-brand-50',
                )}
              >
                <Upload className="h-5 w-5 text-slate-500" aria-hidden />
                <span className="text-sm font-medium text-brand-700">{t('analyze.zeugnis.fileLabel')}</span>
                <span id={hintId} className="text-xs text-slate-600">
                  {t('analyze.zeugnis.fileHint')}
                </span>
                <input
                  ref={fileInput}
                  id="zeugnis-file"
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  className="sr-only"
                  aria-describedby={hintId}
                  onChange={(event) => chooseFile(event.target.files?.[0])}
                />
              </label>
            )}
            {upload && (
              <UploadProgress
                state={upload.state}
                fileName={upload.fileName}
                onCancel={() => reading.current?.abort()}
                className="rounded-xl border border-slate-200 bg-white px-4 py-3"
              />
            )}
            <p className="text-xs text-slate-600">{t('scanUpload.privacy')}</p>
            <FieldError id="zeugnis-error">{error}</FieldError>
          </div>

          <div className="grid content-start gap-5">
            <div className="grid gap-2">
              <Label htmlFor="zeugnis-jurisdiction">{t('analyze.zeugnis.jurisdictionLabel')}</Label>
              <Select
                id="zeugnis-jurisdiction"
                value={jurisdiction}
                onValueChange={(value) => setJurisdiction(value as ZeugnisJurisdiction)}
                options={ZEUGNIS_JURISDICTIONS.map((code) => ({ value: code, label: t(`analyze.zeugnis.jurisdictions.${code}`) }))}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="zeugnis-occupation">
                {t('analyze.zeugnis.occupationLabel')} <span className="font-normal text-slate-500">({t('analyze.common.optional')})</span>
              </Label>
              <Input
                id="zeugnis-occupation"
                value={occupation}
                maxLength={ZEUGNIS_OCCUPATION_MAX_CHARS}
                onChange={(event) => setOccupation(event.target.value)}
                placeholder={t('analyze.zeugnis.occupationPlaceholder')}
                aria-describedby="zeugnis-occupation-hint"
              />
              <p id="zeugnis-occupation-hint" className="text-xs text-slate-600">
                {t('analyze.zeugnis.occupationHint')}
              </p>
            </div>
            <RunButton isBusy={check.isPending || upload !== null} label={t('analyze.zeugnis.submit')} busyLabel={t('analyze.zeugnis.busy')} className="sm:w-full" />
          </div>
        </form>
      </Panel>

      {result && <ZeugnisResultView result={result} />}
    </div>
  )
}
