import { CalendarDays } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '#web/components/ui/button'

// The month picker is the browser's own (`<input type="month">`, opened by this button): accessible
// and in the reader's language at no cost. Where a browser has none (Firefox and Safari on desktops)
// the button is left out and the typed forms are the way (docs/decisions/month-picker.md).
const isMonthInputSupported = (() => {
  if (typeof document === 'undefined') return false
  const input = document.createElement('input')
  input.setAttribute('type', 'month')
  return input.type === 'month' && 'showPicker' in input
})()

export function MonthPicker({
  value,
  label,
  disabled,
  onPick,
}: {
  /** The stored date; a "YYYY-MM" opens the picker there. */
  value: string
  label: string
  disabled?: boolean | undefined
  onPick: (month: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  if (!isMonthInputSupported) return null
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        // Inside the text field's right end, so the typed date keeps the field's whole width.
        className="absolute top-1 right-1 h-9 w-9"
        disabled={disabled}
        aria-label={label}
        title={label}
        onClick={() => {
          try {
            input.current?.showPicker()
          } catch {
            // Refused without a user gesture or on a hidden field: typing the date still works.
          }
        }}
      >
        <CalendarDays className="h-4 w-4" aria-hidden />
      </Button>
      <input
        ref={input}
        type="month"
        tabIndex={-1}
        aria-hidden
        className="pointer-events-none absolute h-px w-px opacity-0"
        value={/^\d{4}-\d{2}$/.test(value) ? value : ''}
        onChange={(event) => event.target.value && onPick(event.target.value)}
      />
    </>
  )
}
