import { X } from 'lucide-react'
import { Toast as RadixToast } from 'radix-ui'
import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from '#shared/limits'
import { cn } from '#web/lib/cn'

export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'error'
  durationMs?: number
}
interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

// A tiny store: one toast at a time (docs/spec/2-calls.md §9), newest replaces the previous one.
let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

export function toast(input: ToastInput): void {
  items = [{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT)
  emit()
}

function dismiss(id: number): void {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item))
  emit()
}

function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => items,
  )
}

const VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  error: 'border-red-200 bg-red-50 text-red-950',
} as const

export function Toaster() {
  const { t } = useTranslation()
  const toasts = useToasts()
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('common.notifications')}
    >
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs ?? TOAST_DURATION_MS}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lift',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-all duration-200',
            VARIANT_CLASSES[item.variant ?? 'default'],
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{item.title}</RadixToast.Title>
            {item.description && (
              <RadixToast.Description className="text-sm opacity-90">{item.description}</RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label={t('common.close')}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label={t('common.notificationsRegion', { hotkey: TOAST_HOTKEY })}
        className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </RadixToast.Provider>
  )
}
