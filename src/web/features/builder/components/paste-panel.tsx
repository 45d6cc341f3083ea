import { Loader2, ScanText } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvImportRef, ImportDoubt } from '#shared/api/parse'
import type { CvData } from '#shared/cv/cv.schema'
import { Button } from '#web/components/ui/button'
import { Label, Textarea } from '#web/components/ui/input'
import { toast } from '#web/components/ui/toast'
import { contract } from '#shared/api/contract'
import { useApiMutation } from '#web/lib/api-query'
import { parseFailureDetail } from './parse-errors'

/**
 * Paste CV text: non-blank rule, disabled while blank or parsing (docs/spec/1-screens.md §5). Text imported
 * before is not parsed again: `onImportedBefore` asks, and its `importCopy` parses it as a copy.
 */
export function PastePanel({
  onParsed,
  onImportedBefore,
}: {
  onParsed: (cv: CvData, doubts: ImportDoubt[], saved: CvImportRef | undefined) => void
  onImportedBefore: (cv: CvImportRef, importCopy: () => void) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const parse = useApiMutation(contract.parse.importText)
  const isBlank = text.trim() === ''

  const submit = (event?: FormEvent, save: 'draft' | 'copy' = 'draft') => {
    event?.preventDefault()
    if (parse.isPending) return
    if (isBlank) {
      toast({
        title: t('builder.import.paste.emptyTitle'),
        description: t('builder.import.paste.empty'),
        variant: 'error',
      })
      return
    }
    setError(null)
    parse.mutate(
      { query: { save }, body: { text } },
      {
        onSuccess: (reply) => {
          if ('importedBefore' in reply) {
            onImportedBefore(reply.importedBefore, () => submit(undefined, 'copy'))
            return
          }
          toast({ title: t('builder.import.paste.success'), variant: 'success' })
          onParsed(reply.data.cvData, reply.data.doubts ?? [], reply.data.saved)
        },
        onError: (failure) => {
          const detail = parseFailureDetail(failure)
          setError(detail ?? t('builder.import.paste.failed'))
          toast({ title: t('builder.import.paste.failed'), description: detail, variant: 'error' })
        },
      },
    )
  }

  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 bg-white p-5 shadow-soft sm:p-6">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={`${id}-text`}>{t('builder.import.paste.label')}</Label>
        <span className="text-xs text-slate-500" aria-live="polite">
          {t('builder.import.paste.count', { count: text.length })}
        </span>
      </div>
      <Textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
        }}
        placeholder={t('builder.import.paste.placeholder')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-2 min-h-64 font-mono text-sm leading-relaxed"
        spellCheck={false}
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
        {t('builder.import.paste.hint')}
        {/* A keyboard shortcut means nothing on a touch screen. */}
        <span className="[@media(pointer:coarse)]:hidden"> {t('builder.import.paste.shortcut')}</span>
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={isBlank || parse.isPending}>
          {parse.isPending ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          ) : (
            <ScanText className="h-4 w-4" aria-hidden />
          )}
          {parse.isPending ? t('builder.import.paste.parsing') : t('builder.import.paste.submit')}
        </Button>
      </div>
    </form>
  )
}
