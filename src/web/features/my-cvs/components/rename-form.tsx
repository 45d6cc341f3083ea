import { Check, X } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CvListItem } from '#shared/api/cv'
import { Button } from '#web/components/ui/button'
import { FieldError, Input, Label } from '#web/components/ui/input'
import { describeApiError } from '#web/lib/api-errors'
import { useRenameCv } from '../api/cv-mutations'

/** The title of a CV card made editable: Enter saves, Escape or Cancel keeps the old title. */
export function RenameForm({ cv, onDone }: { cv: CvListItem; onDone: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [title, setTitle] = useState(cv.title)
  const rename = useRenameCv()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    rename.mutate({ cv, title: title.trim() }, { onSuccess: onDone })
  }
  return (
    <form onSubmit={submit} className="grid gap-2" onKeyDown={(event) => event.key === 'Escape' && onDone()}>
      <Label htmlFor={`${id}-title`} className="sr-only">
        {t('myCvs.rename.label')}
      </Label>
      <Input
        id={`${id}-title`}
        value={title}
        maxLength={120}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        aria-invalid={rename.isError ? true : undefined}
        aria-describedby={rename.isError ? `${id}-error` : `${id}-hint`}
      />
      {rename.isError ? (
        <FieldError id={`${id}-error`}>{describeApiError(rename.error, t('myCvs.rename.failed'))}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-600">{t('myCvs.rename.hint')}</p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={rename.isPending}>
          <Check className="h-4 w-4" aria-hidden />
          {t('myCvs.rename.save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          <X className="h-4 w-4" aria-hidden />
          {t('myCvs.rename.cancel')}
        </Button>
      </div>
    </form>
  )
}
