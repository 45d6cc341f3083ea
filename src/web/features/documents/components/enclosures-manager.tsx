import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Download, FileUp, GripVertical, Loader2, Trash2 } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DOCUMENT_KINDS, type DocumentKind, type DocumentRecord } from '#shared/api/documents'
import { ZEUGNIS_UNCERTAIN_BELOW } from '#shared/api/zeugnis'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Dialog } from '#web/components/ui/dialog'
import { FieldError, Input, Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import type { UploadStage } from '#web/lib/upload-with-progress'
import { downloadDocument, useDeleteDocument, useDocuments, useUpdateDocument, useUploadDocument } from '../api/documents-api'

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif'

/** Decimal megabytes in the interface language's digits; a small file shows as 0.1, never 0.0. */
export const megabytes = (bytes: number, language?: string) =>
  (bytes > 0 ? Math.max(0.1, bytes / 1_000_000) : 0).toLocaleString(language, { maximumFractionDigits: 1, minimumFractionDigits: 1 })

/** A title from the file's name: "arbeitszeugnis_muster-gmbh.pdf" → "arbeitszeugnis muster-gmbh". */
const titleOf = (name: string) => name.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[_]+/g, ' ').trim().slice(0, 200)

function UploadForm() {
  const { t } = useTranslation()
  const id = useId()
  const upload = useUploadDocument()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [kind, setKind] = useState<DocumentKind>('zeugnis')
  const [title, setTitle] = useState('')
  const [issuedOn, setIssuedOn] = useState('')
  const [stage, setStage] = useState<UploadStage | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file || !title.trim()) return
    upload.mutate(
      { file, fields: { kind, title: title.trim(), ...(issuedOn ? { issuedOn } : {}) }, onStage: setStage },
      {
        onSuccess: () => {
          toast({ title: t('documents.upload.done'), description: title.trim(), variant: 'success' })
          setFile(null)
          setTitle('')
          setIssuedOn('')
          if (fileInput.current) fileInput.current.value = ''
        },
        onSettled: () => setStage(null),
      },
    )
  }

  const progress = stage?.stage === 'uploading' ? Math.round(stage.sent * 100) : null
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2" aria-busy={upload.isPending}>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-file`}>{t('documents.upload.file')}</Label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          className="block w-full rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-sm file:font-medium file:text-white"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null
            setFile(chosen)
            if (chosen && !title) setTitle(titleOf(chosen.name))
          }}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">{t('documents.upload.hint')}</p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>{t('documents.fields.title')}</Label>
        <Input id={`${id}-title`} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} required />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-kind`}>{t('documents.fields.kind')}</Label>
          <Select
            id={`${id}-kind`}
            value={kind}
            onValueChange={(value) => setKind(value as DocumentKind)}
            options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`documents.kinds.${value}`) }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>{t('documents.fields.date')}</Label>
          <Input id={`${id}-date`} type="date" value={issuedOn} onChange={(event) => setIssuedOn(event.target.value)} />
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" disabled={!file || !title.trim() || upload.isPending}>
          {upload.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <FileUp className="h-4 w-4" aria-hidden />}
          {t('documents.upload.submit')}
        </Button>
        {upload.isPending && (
          <div className="flex flex-1 items-center gap-3" role="status" aria-live="polite">
            <progress
              className="h-2 flex-1 overflow-hidden rounded-full accent-brand-700"
              max={100}
              value={progress ?? undefined}
              aria-label={t('documents.upload.progressLabel')}
            />
            <span className="text-sm text-slate-700">
              {progress !== null ? t('documents.upload.sending', { percent: progress }) : t('documents.upload.reading')}
            </span>
          </div>
        )}
      </div>
      <FieldError id={`${id}-error`}>{upload.isError ? describeApiError(upload.error, t('documents.upload.failed')) : undefined}</FieldError>
    </form>
  )
}

function ZeugnisReadingBadge({ document }: { document: DocumentRecord }) {
  const { t, i18n } = useTranslation()
  const reading = document.reading
  if (document.kind !== 'zeugnis') return null
  if (!reading) {
    return <p className="text-sm text-slate-600">{document.textChars === 0 ? t('documents.reading.noText') : t('documents.reading.none')}</p>
  }
  const tone = reading.category === 'Positive' ? 'success' : reading.category === 'Critical' ? 'danger' : reading.category === 'Borderline' ? 'warning' : 'neutral'
  const uncertain = reading.confidence < ZEUGNIS_UNCERTAIN_BELOW
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-800">{t('documents.reading.title')}</span>
        <Badge tone={tone}>{t(`documents.reading.category.${reading.category}`)}</Badge>
        {reading.germanGrade !== null && <Badge tone="neutral">{t('documents.reading.grade', { grade: reading.germanGrade.toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}</Badge>}
        {uncertain && <Badge tone="warning">{t('documents.reading.uncertain')}</Badge>}
      </div>
      <p className="mt-1.5 text-slate-700">{reading.headline}</p>
    </div>
  )
}

function DocumentRow({ document, index, count, onDelete }: { document: DocumentRecord; index: number; count: number; onDelete: () => void }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const update = useUpdateDocument()
  const sortable = useSortable({ id: document.id })
  const [title, setTitle] = useState(document.title)
  const save = (body: Parameters<typeof update.mutate>[0]['body'], done?: string) =>
    update.mutate(
      { id: document.id, body },
      {
        onSuccess: () => done && toast({ title: done, variant: 'success' }),
        onError: (error) => toast({ title: t('documents.saveFailed'), description: describeApiError(error, t('documents.saveFailed')), variant: 'error' }),
      },
    )
  const style = { transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${sortable.isDragging ? 'relative z-10 shadow-lift' : ''}`}
    >
      <div className="flex gap-3">
        <button
          type="button"
          className="flex h-10 w-8 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
          aria-label={t('documents.move', { title: document.title, position: index + 1, count })}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <GripVertical className="h-5 w-5" aria-hidden />
        </button>
        <div className="grid min-w-0 flex-1 gap-3 lg:grid-cols-[1fr_auto]">
          <div className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <div className="flex min-w-0 flex-col gap-1">
              <Label htmlFor={`${id}-title`} className="sr-only">{t('documents.fields.title')}</Label>
              <Input
                id={`${id}-title`}
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
                onBlur={() => title.trim() && title.trim() !== document.title && save({ title: title.trim() }, t('documents.saved'))}
              />
              <p className="truncate text-xs text-slate-600">
                {document.fileName} · {t('documents.pages', { count: document.pages })} · {t('package.mb', { mb: megabytes(document.bytes, i18n.language) })}
                {document.ocrConfidence !== null && ` · ${t('documents.ocr', { percent: Math.round(document.ocrConfidence * 100) })}`}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-kind`} className="sr-only">{t('documents.fields.kind')}</Label>
              <Select
                id={`${id}-kind`}
                ariaLabel={t('documents.fields.kind')}
                value={document.kind}
                onValueChange={(value) => save({ kind: value as DocumentKind })}
                options={DOCUMENT_KINDS.map((value) => ({ value, label: t(`documents.kinds.${value}`) }))}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-date`} className="sr-only">{t('documents.fields.date')}</Label>
              <Input
                id={`${id}-date`}
                type="date"
                aria-label={t('documents.fields.date')}
                defaultValue={document.issuedOn ?? ''}
                onBlur={(event) => {
                  const value = event.target.value || null
                  if (value !== document.issuedOn) save({ issuedOn: value })
                }}
              />
            </div>
          </div>
          <div className="flex items-start gap-1">
            <Button variant="ghost" size="icon" aria-label={t('documents.download', { title: document.title })} onClick={() => void downloadDocument(document.id, document.fileName)}>
              <Download className="h-4 w-4" aria-hidden />
            </Button>
            <Button variant="ghost" size="icon" aria-label={t('documents.delete.action', { title: document.title })} onClick={onDelete}>
              <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
            </Button>
          </div>
          <div className="lg:col-span-2">
            <ZeugnisReadingBadge document={document} />
          </div>
        </div>
      </div>
    </li>
  )
}

/** Upload, title, date, kind, order (drag or keyboard), download and delete; ZeugnisCheck's reading beside each Zeugnis. */
export function EnclosuresManager() {
  const { t, i18n } = useTranslation()
  const list = useDocuments()
  const update = useUpdateDocument()
  const remove = useDeleteDocument()
  const [toDelete, setToDelete] = useState<DocumentRecord | null>(null)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const documents = list.data?.documents ?? []

  const onDragEnd = (event: DragEndEvent) => {
    const over = event.over
    if (!over || over.id === event.active.id) return
    const position = documents.findIndex((doc) => doc.id === over.id)
    if (position >= 0) update.mutate({ id: String(event.active.id), body: { position } })
  }

  // What a screen reader hears while an enclosure is moved with the keyboard, in the interface language.
  const titleOf = (id: string | number) => documents.find((doc) => doc.id === id)?.title ?? ''
  const positionOf = (id: string | number | undefined) => documents.findIndex((doc) => doc.id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('documents.dnd.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('documents.dnd.over', { title: titleOf(active.id), position: positionOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('documents.dnd.end', { title: titleOf(active.id), position: positionOf(over.id) }) : t('documents.dnd.cancel', { title: titleOf(active.id) })),
    onDragCancel: ({ active }) => t('documents.dnd.cancel', { title: titleOf(active.id) }),
  }

  const storage = list.data?.storage
  return (
    <section aria-labelledby="enclosures-title" className="space-y-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="enclosures-title" className="text-xl font-semibold">{t('documents.title')}</h2>
          <p className="mt-1 text-slate-600">{t('documents.lead')}</p>
        </div>
        {storage && (
          <p className="text-sm text-slate-700">
            {storage.limitBytes === null
              ? t('documents.storageUnlimited', { used: megabytes(storage.usedBytes, i18n.language) })
              : t('documents.storage', { used: megabytes(storage.usedBytes, i18n.language), limit: megabytes(storage.limitBytes, i18n.language), count: storage.count, limitCount: storage.limitCount ?? 0 })}
          </p>
        )}
      </div>
      <UploadForm />
      {list.isPending ? (
        <div className="h-24 animate-pulse rounded-xl border border-slate-200 bg-white" aria-busy="true" />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">{describeApiError(list.error, t('documents.loadFailed'))}</p>
      ) : documents.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">{t('documents.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600" id="enclosures-order-hint">{t('documents.orderHint')}</p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('documents.dnd.instructions') } }}>
            <SortableContext items={documents.map((doc) => doc.id)} strategy={verticalListSortingStrategy}>
              <ol className="space-y-3" aria-describedby="enclosures-order-hint">
                {documents.map((document, index) => (
                  <DocumentRow key={document.id} document={document} index={index} count={documents.length} onDelete={() => setToDelete(document)} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}
      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !remove.isPending && setToDelete(null)}
        title={t('documents.delete.title', { title: toDelete?.title ?? '' })}
        description={t('documents.delete.description')}
      >
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete.id, {
                onSuccess: () => setToDelete(null),
                onError: (error) => toast({ title: t('documents.delete.failed'), description: describeApiError(error, t('documents.delete.failed')), variant: 'error' }),
              })
            }
          >
            {remove.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
            {t('documents.delete.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setToDelete(null)} disabled={remove.isPending}>
            {t('documents.delete.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  )
}
