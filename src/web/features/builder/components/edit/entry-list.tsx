import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CV_LIMITS } from '#shared/cv/cv.schema'
import { Button, buttonClasses } from '#web/components/ui/button'
import { cn } from '#web/lib/cn'

type Direction = 'up' | 'down'

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/**
 * A reorderable list of entries: add, remove, move up / down. Buttons are real buttons, so the
 * keyboard works; focus follows the moved entry and a live region says where it went.
 */
export function EntryList<T extends { id: string }>({
  items,
  onChange,
  create,
  addLabel,
  emptyText,
  itemTitle,
  renderItem,
  max = CV_LIMITS.entries,
}: {
  items: readonly T[]
  onChange: (items: T[]) => void
  create: () => T
  addLabel: string
  emptyText: string
  itemTitle: (item: T, index: number) => string
  renderItem: (item: T, update: (patch: Partial<T>) => void) => ReactNode
  max?: number
}) {
  const { t } = useTranslation()
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null)
  const addedId = useRef<string | null>(null)
  const list = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    if (addedId.current) {
      const field = list.current?.querySelector<HTMLElement>(
        `[data-entry="${addedId.current}"] :is(input, textarea, button[role=combobox])`,
      )
      addedId.current = null
      field?.focus()
    }
    const pending = pendingFocus.current
    if (!pending) return
    pendingFocus.current = null
    const preferred = buttons.current.get(`${pending.id}:${pending.direction}`)
    const other = buttons.current.get(`${pending.id}:${pending.direction === 'up' ? 'down' : 'up'}`)
    ;(preferred && !preferred.disabled ? preferred : other)?.focus()
  }, [items])

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1
    const item = items[index]
    if (!item || to < 0 || to >= items.length) return
    pendingFocus.current = { id: item.id, direction }
    onChange(moveItem(items, index, to))
    setAnnouncement(
      t('builder.edit.list.moved', { title: itemTitle(item, to), position: to + 1, total: items.length }),
    )
  }

  const remove = (index: number) => {
    const item = items[index]
    if (!item) return
    onChange(items.filter((_, i) => i !== index))
    setAnnouncement(t('builder.edit.list.removed', { title: itemTitle(item, index) }))
    addButton.current?.focus()
  }

  const setButton = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element)
    else buttons.current.delete(key)
  }

  return (
    <div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 py-5 text-center text-sm text-slate-600">
          {emptyText}
        </p>
      ) : (
        <ol ref={list} className="space-y-4">
          {items.map((item, index) => {
            const title = itemTitle(item, index)
            return (
              <li
                key={item.id}
                data-entry={item.id}
                className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
              >
                <div className="mb-3 flex items-center justify-between gap-2">
                  <h3 className="min-w-0 truncate text-sm font-semibold text-slate-900">
                    <span className="mr-2 text-slate-500">{index + 1}.</span>
                    {title}
                  </h3>
                  <div className="flex shrink-0 items-center gap-1">
                    <button
                      type="button"
                      ref={setButton(`${item.id}:up`)}
                      className={cn(buttonClasses('ghost', 'icon'), 'h-9 w-9')}
                      disabled={index === 0}
                      onClick={() => move(index, 'up')}
                      aria-label={t('builder.edit.list.moveUp', { title })}
                      title={t('builder.edit.list.moveUp', { title })}
                    >
                      <ArrowUp className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      ref={setButton(`${item.id}:down`)}
                      className={cn(buttonClasses('ghost', 'icon'), 'h-9 w-9')}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 'down')}
                      aria-label={t('builder.edit.list.moveDown', { title })}
                      title={t('builder.edit.list.moveDown', { title })}
                    >
                      <ArrowDown className="h-4 w-4" aria-hidden />
                    </button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-9 w-9 text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => remove(index)}
                      aria-label={t('builder.edit.list.remove', { title })}
                      title={t('builder.edit.list.remove', { title })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                {renderItem(item, (patch) =>
                  onChange(items.map((entry) => (entry.id === item.id ? { ...entry, ...patch } : entry))),
                )}
              </li>
            )
          })}
        </ol>
      )}
      <button
        type="button"
        ref={addButton}
        className={cn(buttonClasses('secondary', 'md'), 'mt-4')}
        disabled={items.length >= max}
        onClick={() => {
          const item = create()
          addedId.current = item.id
          onChange([...items, item])
        }}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {addLabel}
      </button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}
