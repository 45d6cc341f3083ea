import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Bold, Italic, Link2, List } from 'lucide-react'
import { Button } from '#web/components/ui/button'
import { Input } from '#web/components/ui/input'
import { insertLink, linkAddress, toggleList, toggleMark, type TextEdit } from './rich-text-edit'

// The formatting bar above a CV text area: Bold, Italic, Link and (for free text) List. It writes
// the small Markdown subset the documents print (src/shared/cv/rich-text.ts) into the text itself,
// so the text area stays the one editor, with the keyboard, the browser's undo and spelling as
// they are; the paginated preview shows the result. Ctrl/Cmd+B and +I work in the text area.

export interface RichTextControls {
  toolbar: React.ReactNode
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  ref: RefObject<HTMLTextAreaElement | null>
}

const TOOL =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 aria-expanded:bg-slate-100'

export function useRichTextControls(options: {
  value: string
  onChange: (value: string) => void
  lists: boolean
  /** The id of the text area the bar formats. */
  controls: string
}): RichTextControls {
  const { t } = useTranslation()
  const ref = useRef<HTMLTextAreaElement>(null)
  const pending = useRef<{ start: number; end: number } | null>(null)
  const [linking, setLinking] = useState<{ start: number; end: number } | null>(null)
  const [address, setAddress] = useState('')
  const [addressError, setAddressError] = useState(false)
  const addressId = useId()

  // After a change the selection goes back where the edit put it, in the text area.
  useLayoutEffect(() => {
    const area = ref.current
    const selection = pending.current
    if (!area || !selection) return
    pending.current = null
    area.focus()
    area.setSelectionRange(selection.start, selection.end)
  }, [options.value])

  const current = (): TextEdit => {
    const area = ref.current
    return {
      text: options.value,
      start: area?.selectionStart ?? options.value.length,
      end: area?.selectionEnd ?? options.value.length,
    }
  }
  const apply = (edit: TextEdit) => {
    pending.current = { start: edit.start, end: edit.end }
    if (edit.text === options.value) {
      ref.current?.focus()
      ref.current?.setSelectionRange(edit.start, edit.end)
      pending.current = null
      return
    }
    options.onChange(edit.text)
  }

  const openLink = () => {
    const { start, end } = current()
    setLinking({ start, end })
    setAddress('')
    setAddressError(false)
  }
  const closeLink = () => {
    const selection = linking
    setLinking(null)
    requestAnimationFrame(() => {
      ref.current?.focus()
      if (selection) ref.current?.setSelectionRange(selection.start, selection.end)
    })
  }
  const addLink = () => {
    const href = linkAddress(address)
    if (!href || !linking) {
      setAddressError(true)
      return
    }
    setLinking(null)
    apply(insertLink({ text: options.value, ...linking }, href))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    const key = event.key.toLowerCase()
    if (key !== 'b' && key !== 'i') return
    event.preventDefault()
    apply(toggleMark(current(), key === 'b' ? '**' : '*'))
  }

  const toolbar = (
    <div className="flex flex-col gap-2">
      <div
        role="toolbar"
        aria-label={t('builder.edit.richText.toolbar')}
        aria-controls={options.controls}
        className="flex items-center gap-1"
        onKeyDown={(event) => {
          // One tab stop for the bar; the arrow keys move between its buttons.
          if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
          const buttons = [...event.currentTarget.querySelectorAll('button')]
          const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
          const next = buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length]
          next?.focus()
          event.preventDefault()
        }}
      >
        <ToolButton
          label={t('builder.edit.richText.bold')}
          shortcut="B"
          first
          onClick={() => apply(toggleMark(current(), '**'))}
        >
          <Bold aria-hidden="true" className="h-4 w-4" />
        </ToolButton>
        <ToolButton
          label={t('builder.edit.richText.italic')}
          shortcut="I"
          onClick={() => apply(toggleMark(current(), '*'))}
        >
          <Italic aria-hidden="true" className="h-4 w-4" />
        </ToolButton>
        <ToolButton label={t('builder.edit.richText.link')} onClick={openLink} expanded={linking !== null}>
          <Link2 aria-hidden="true" className="h-4 w-4" />
        </ToolButton>
        {options.lists && (
          <ToolButton label={t('builder.edit.richText.list')} onClick={() => apply(toggleList(current()))}>
            <List aria-hidden="true" className="h-4 w-4" />
          </ToolButton>
        )}
      </div>
      {linking && (
        <div className="flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2">
          <div className="flex min-w-48 flex-1 flex-col gap-1">
            <label htmlFor={addressId} className="text-xs font-medium text-slate-800">
              {t('builder.edit.richText.linkAddress')}
            </label>
            <Input
              id={addressId}
              autoFocus
              type="url"
              inputMode="url"
              value={address}
              placeholder="https://"
              aria-invalid={addressError || undefined}
              aria-describedby={addressError ? `${addressId}-error` : undefined}
              className="h-9"
              onChange={(event) => {
                setAddress(event.target.value)
                setAddressError(false)
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  addLink()
                }
                if (event.key === 'Escape') {
                  event.preventDefault()
                  closeLink()
                }
              }}
            />
            {addressError && (
              <p id={`${addressId}-error`} className="text-xs text-red-700">
                {t('builder.edit.richText.linkInvalid')}
              </p>
            )}
          </div>
          <Button type="button" size="sm" onClick={addLink}>
            {t('builder.edit.richText.linkAdd')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={closeLink}>
            {t('builder.edit.richText.linkCancel')}
          </Button>
        </div>
      )}
    </div>
  )
  return { toolbar, onKeyDown, ref }
}

function ToolButton(props: {
  label: string
  shortcut?: string
  first?: boolean
  expanded?: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
  const keys = props.shortcut ? `${mac ? '⌘' : 'Ctrl+'}${props.shortcut}` : ''
  return (
    <button
      type="button"
      className={TOOL}
      aria-label={props.label}
      title={keys ? `${props.label} (${keys})` : props.label}
      {...(props.shortcut ? { 'aria-keyshortcuts': `${mac ? 'Meta' : 'Control'}+${props.shortcut}` } : {})}
      {...(props.expanded !== undefined ? { 'aria-expanded': props.expanded } : {})}
      tabIndex={props.first ? 0 : -1}
      // Keep the text area's selection: a click on the bar must not take the focus first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  )
}
