import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Label } from '#web/components/ui/input'
import { cn } from '#web/lib/cn'

/** What a form control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

/**
 * The one form field (docs/spec/project-rules.md "Forms"): a label (with "optional" when it is), the control, then
 * either its hint or its error — never both, and the control described by whichever shows.
 */
export function FormField({
  label,
  hint,
  error,
  optional,
  extra,
  className,
  children,
}: {
  label: string
  hint?: string | undefined
  error?: string | undefined
  optional?: boolean | undefined
  /** Beside the label: a small action such as "Suggest" or a counter. */
  extra?: ReactNode
  className?: string | undefined
  children: (control: FieldControl) => ReactNode
}) {
  const { t } = useTranslation()
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {optional && <span className="ml-1 font-normal text-slate-500">({t('forms.optional')})</span>}
        </Label>
        {extra}
      </div>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
