import { Braces, FilePlus2, FileText, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvImportRef, ImportDoubt, OcrReport } from '#shared/api/parse'
import { emptyCv, type CvData } from '#shared/cv/cv.schema'
import { fromJsonResume } from '#shared/cv/json-resume'
import { contract } from '#shared/api/contract'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { useApiMutation } from '#web/lib/api-query'
import { useCurrentUser } from '#web/lib/current-user'
import { toast } from '#web/components/ui/toast'
import { countSections } from '../cv-text'
import { ImportedBeforeDialog, type ImportedBefore } from './imported-before-dialog'
import { ImportReview } from './import-review'
import { PastePanel } from './paste-panel'
import { UploadPanel } from './upload-panel'

const JSON_MAX_BYTES = 2 * 1024 * 1024

/**
 * Step 1: paste, upload, JSON Resume or a blank CV. A parsed import becomes the builder's CV at
 * once (`onImported`: saved for a signed-in user — by the parse call itself, `saved` — and session
 * storage for a visitor); the review then shows it for correction, with the fields the importer was
 * unsure of marked. A file or text the account imported before is asked about first
 * (`ImportedBeforeDialog`): open that CV (`onOpenExisting`) or import a copy.
 */
export function ImportStep({
  cv,
  replacesCurrent,
  onImported,
  onOpenExisting,
  onCorrect,
  onContinue,
  onStartBlank,
}: {
  /** The builder's CV: the import under review once one was parsed. */
  cv: CvData | null
  replacesCurrent: boolean
  onImported: (cv: CvData, saved?: CvImportRef) => void
  onOpenExisting: (id: string) => void
  onCorrect: (update: (cv: CvData) => CvData) => void
  onContinue: () => void
  onStartBlank: (cv: CvData) => void
}) {
  const { t } = useTranslation()
  // The doubts of the import under review; null while the import form is shown.
  const [doubts, setDoubts] = useState<ImportDoubt[] | null>(null)
  // Set when the import was read from a scan or photo.
  const [scan, setScan] = useState<OcrReport | undefined>(undefined)
  const jsonInput = useRef<HTMLInputElement>(null)
  const [importedBefore, setImportedBefore] = useState<(ImportedBefore & { importCopy: () => void }) | null>(null)

  const review = (parsed: CvData, parsedDoubts: ImportDoubt[] = [], saved?: CvImportRef, ocr?: OcrReport) => {
    onImported(parsed, saved)
    setScan(ocr)
    setDoubts(parsedDoubts)
  }
  const askBefore = (source: ImportedBefore['source']) => (cv: CvImportRef, importCopy: () => void) =>
    setImportedBefore({ cv, source, importCopy })

  const user = useCurrentUser()
  const serverImport = useApiMutation(contract.cvs.importJsonResume)
  const failed = () =>
    toast({
      title: t('builder.import.json.failedTitle'),
      description: t('builder.import.json.failed'),
      variant: 'error',
    })
  // A signed-in user's file goes through the server's one import path (saved at once, with the
  // duplicate check file imports have); a visitor's is read here, into the session's draft.
  const saveOnServer = (resume: Record<string, unknown>, save: 'draft' | 'copy') =>
    serverImport.mutate(
      { query: { save }, body: { jsonResume: resume } },
      {
        onSuccess: (reply) => {
          const saved = { id: reply.id, title: reply.title, updatedAt: reply.updatedAt }
          if (reply.importedBefore) {
            askBefore('file')(saved, () => saveOnServer(resume, 'copy'))
            return
          }
          toast({ title: t('builder.import.json.success'), variant: 'success' })
          review(reply.cvData, [], saved)
        },
        onError: failed,
      },
    )
  const importJsonResume = async (file: File) => {
    try {
      if (file.size > JSON_MAX_BYTES) throw new Error('too large')
      const raw = JSON.parse(await file.text()) as unknown
      const resume = fromJsonResume(raw)
      const counts = countSections(resume)
      if (counts.contact + counts.experience + counts.education + counts.skills === 0)
        throw new Error('empty')
      if (user.data && typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
        saveOnServer(raw as Record<string, unknown>, 'draft')
        return
      }
      toast({ title: t('builder.import.json.success'), variant: 'success' })
      review(resume)
    } catch {
      failed()
    }
  }

  if (doubts && cv)
    return (
      <ImportReview
        cv={cv}
        doubts={doubts}
        scan={scan}
        onChange={onCorrect}
        onContinue={onContinue}
        onBack={() => setDoubts(null)}
      />
    )

  return (
    <section aria-labelledby="import-title" className="mx-auto max-w-3xl">
      <h1 id="import-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {t('builder.import.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('builder.import.lead')}</p>
      {replacesCurrent && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('builder.import.replacesCurrent')}
        </p>
      )}

      <Tabs defaultValue="paste" className="mt-6">
        <TabsList aria-label={t('builder.import.modes')}>
          <TabsTrigger value="paste">
            <FileText className="mr-2 inline h-4 w-4 align-[-3px]" aria-hidden />
            {t('builder.import.pasteTab')}
          </TabsTrigger>
          <TabsTrigger value="upload">
            <Upload className="mr-2 inline h-4 w-4 align-[-3px]" aria-hidden />
            {t('builder.import.uploadTab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="paste">
          <PastePanel onParsed={review} onImportedBefore={askBefore('text')} />
        </TabsContent>
        <TabsContent value="upload">
          <UploadPanel onParsed={review} onImportedBefore={askBefore('file')} />
        </TabsContent>
      </Tabs>

      <div className="mt-10 border-t border-slate-200 pt-6">
        <h2 className="text-sm font-semibold text-slate-900">{t('builder.import.otherWays')}</h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <button
            type="button"
            onClick={() => onStartBlank(emptyCv())}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-soft transition-colors duration-150 hover:border-brand-300"
          >
            <FilePlus2 className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-medium text-slate-900">{t('builder.import.scratch')}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{t('builder.import.scratchHint')}</span>
            </span>
          </button>
          <button
            type="button"
            onClick={() => jsonInput.current?.click()}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-soft transition-colors duration-150 hover:border-brand-300"
          >
            <Braces className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <span>
              <span className="block font-medium text-slate-900">{t('builder.import.json.action')}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{t('builder.import.json.hint')}</span>
            </span>
          </button>
          <input
            ref={jsonInput}
            type="file"
            accept=".json,application/json"
            className="hidden"
            tabIndex={-1}
            data-testid="json-resume-input"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void importJsonResume(file)
            }}
          />
        </div>
      </div>
      <p className="mt-6 text-xs text-slate-500">{t('builder.import.privacy')}</p>
      <ImportedBeforeDialog
        match={importedBefore}
        onOpenExisting={(id) => {
          setImportedBefore(null)
          onOpenExisting(id)
        }}
        onImportCopy={() => {
          importedBefore?.importCopy()
          setImportedBefore(null)
        }}
        onClose={() => setImportedBefore(null)}
      />
    </section>
  )
}
