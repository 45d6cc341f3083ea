import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCvMonthInput, parseCvMonth } from '#shared/cv/cv-dates'
import { FormField, type FieldControl } from '#web/components/forms/form-field'
import { Input, Textarea } from '#web/components/ui/input'
import { linesToText, textToLines } from '../../cv-text'
import { useCvLanguage } from './cv-language-context'
import { MonthPicker } from './month-picker'
import { useRichTextControls } from './rich-text-toolbar'

interface BaseProps {
  label: string
  hint?: string
  className?: string
  optional?: boolean
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
  return (
    <FormField
      label={label}
      hint={hint}
      optional={optional}
      className={className}
      extra={extra}
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete ?? 'off'}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          inputMode={inputMode}
        />
      )}
    </FormField>
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
  rich,
}: BaseProps & {
  value: string
  onChange: (value: string) => void
  rows?: number
  maxLength?: number
  placeholder?: string
  extra?: ReactNode
  /** Rich text with its formatting bar: "text" with lists, "lines" (one bullet per line) without. */
  rich?: 'text' | 'lines'
}) {
  return (
    <FormField label={label} hint={hint} optional={optional} className={className} extra={extra}>
      {(control) =>
        rich ? (
          <RichTextarea
            control={control}
            lists={rich === 'text'}
            value={value}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={onChange}
          />
        ) : (
          <Textarea
            {...control}
            value={value}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            className="min-h-0"
          />
        )
      }
    </FormField>
  )
}

function RichTextarea(props: {
  control: FieldControl
  lists: boolean
  value: string
  rows: number
  maxLength?: number
  placeholder?: string
  onChange: (value: string) => void
}) {
  const rich = useRichTextControls({ value: props.value, onChange: props.onChange, lists: props.lists, controls: props.control.id })
  return (
    <>
      {rich.toolbar}
      <Textarea
        {...props.control}
        ref={rich.ref}
        value={props.value}
        rows={props.rows}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={rich.onKeyDown}
        className="min-h-0"
      />
    </>
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
  rich,
}: BaseProps & {
  value: readonly string[]
  onChange: (value: string[]) => void
  rows?: number
  toText?: (value: readonly string[]) => string
  fromText?: (text: string) => string[]
  placeholder?: string
  /** Each line in rich text, with the formatting bar (bold, italic, link). */
  rich?: boolean
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
      {...(rich ? { rich: 'lines' as const } : {})}
      value={text}
      onChange={(next) => {
        setText(next)
        onChange(fromText(next))
      }}
    />
  )
}

/**
 * A month date in the CV language's own forms ("04/2019", "April 2019", "2019-04", "04.2019"),
 * stored as "YYYY-MM" / "YYYY"; the browser's month picker beside it where there is one. What cannot
 * be read as a date is kept as typed (and printed so) with a hint how to write it.
 */
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
  const language = useCvLanguage()
  const [text, setText] = useState(() => formatCvMonthInput(value))
  // A change from outside (an import, the server's version) replaces the text; the user's own does not.
  useEffect(() => {
    setText((current) =>
      (parseCvMonth(current, language) ?? current.trim()) === value ? current : formatCvMonthInput(value),
    )
  }, [value, language])
  const isReadable = parseCvMonth(text, language) !== null
  const enter = (next: string) => {
    setText(next)
    onChange(parseCvMonth(next, language) ?? next.trim())
  }
  return (
    <FormField label={label} error={!disabled && !isReadable ? t('builder.edit.dateInvalid') : undefined}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            value={text}
            onChange={(event) => enter(event.target.value)}
            onBlur={() => isReadable && setText(formatCvMonthInput(parseCvMonth(text, language) ?? ''))}
            placeholder={t('builder.edit.datePlaceholder')}
            maxLength={30}
            autoComplete="off"
            disabled={disabled}
            className="pr-11"
          />
          <MonthPicker
            value={value}
            label={t('builder.edit.pickMonth', { field: label })}
            disabled={disabled}
            onPick={(month) => {
              setText(formatCvMonthInput(month))
              onChange(month)
            }}
          />
        </div>
      )}
    </FormField>
  )
}

/** Start and end month side by side: the dates of an entry in every dated section. */
export function DateRangeFields({
  entry,
  update,
}: {
  entry: { startDate: string; endDate: string }
  update: (patch: { startDate?: string; endDate?: string }) => void
}) {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-2 gap-3">
      <DateField label={t('builder.edit.startDate')} value={entry.startDate} onChange={(startDate) => update({ startDate })} />
      <DateField label={t('builder.edit.endDate')} value={entry.endDate} onChange={(endDate) => update({ endDate })} />
    </div>
  )
}
