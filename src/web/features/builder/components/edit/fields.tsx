import { useEffect, useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input, Label, Textarea } from '#web/components/ui/input'
import { cn } from '#web/lib/cn'
import { isValidCvDate, linesToText, textToLines } from '../../cv-text'

interface BaseProps {
  label: string
  hint?: string
  className?: string
  optional?: boolean
}

function FieldShell({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
  extra,
}: BaseProps & { id: string; error?: string; children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex min-h-6 items-center justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {optional && (
            <span className="ml-1 font-normal text-slate-500">({t('builder.edit.optional')})</span>
          )}
        </Label>
        {extra}
      </div>
      {children}
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

export function TextField({
  label,
  hint,
  optional,
  className,
  value,
  onChange,
  type = 'text',
  autoComplete,
  placeholder,
  maxLength,
  extra,
  error,
  disabled,
  inputMode,
}: BaseProps & {
  value: string
  onChange: (value: string) => void
  type?: string
  autoComplete?: string
  placeholder?: string
  maxLength?: number
  extra?: ReactNode
  error?: string
  disabled?: boolean
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url'
}) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      optional={optional}
      className={className}
      extra={extra}
      error={error}
    >
      <Input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete ?? 'off'}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        inputMode={inputMode}
      />
    </FieldShell>
  )
}

export function TextAreaField({
  label,
  hint,
  optional,
  className,
  value,
  onChange,
  rows = 4,
  maxLength,
  placeholder,
  extra,
}: BaseProps & {
  value: string
  onChange: (value: string) => void
  rows?: number
  maxLength?: number
  placeholder?: string
  extra?: ReactNode
}) {
  const id = useId()
  return (
    <FieldShell id={id} label={label} hint={hint} optional={optional} className={className} extra={extra}>
      <Textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="min-h-0"
      />
    </FieldShell>
  )
}

/**
 * A list edited as text, one entry per line. The box keeps what the user typed (an empty line
 * while they are about to write the next bullet); the CV gets the lines with blanks dropped.
 */
export function LinesField({
  label,
  hint,
  optional,
  className,
  value,
  onChange,
  rows = 4,
  toText = linesToText,
  fromText = textToLines,
  placeholder,
}: BaseProps & {
  value: readonly string[]
  onChange: (value: string[]) => void
  rows?: number
  toText?: (value: readonly string[]) => string
  fromText?: (text: string) => string[]
  placeholder?: string
}) {
  const [text, setText] = useState(() => toText(value))
  // Changes from outside (Humanize CV, a reloaded server version) replace the box's text.
  useEffect(() => {
    setText((current) =>
      fromText(current).join('\u0000') === value.join('\u0000') ? current : toText(value),
    )
  }, [value, toText, fromText])
  return (
    <TextAreaField
      label={label}
      hint={hint}
      optional={optional}
      className={className}
      rows={rows}
      placeholder={placeholder}
      value={text}
      onChange={(next) => {
        setText(next)
        onChange(fromText(next))
      }}
    />
  )
}

export function DateField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation()
  return (
    <TextField
      label={label}
      value={value}
      onChange={onChange}
      placeholder={t('builder.edit.datePlaceholder')}
      maxLength={20}
      inputMode="numeric"
      disabled={disabled}
      error={isValidCvDate(value) ? undefined : t('builder.edit.dateInvalid')}
      hint={undefined}
    />
  )
}
