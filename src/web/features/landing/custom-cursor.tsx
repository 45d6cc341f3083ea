import { useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '#web/lib/use-reduced-motion'

const FINE_POINTER = '(hover: hover) and (pointer: fine)'

/**
 * A soft ring that follows the mouse on devices with a fine pointer; never on touch devices. The native
 * pointer stays visible, so aiming is as precise as everywhere else.
 */
export function CustomCursor() {
  const ringRef = useRef<HTMLDivElement>(null)
  const reduced = usePrefersReducedMotion()
  const [isEnabled] = useState(() => typeof window !== 'undefined' && window.matchMedia(FINE_POINTER).matches)

  useEffect(() => {
    if (!isEnabled || reduced) return
    const ring = ringRef.current
    if (!ring) return
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      ring.style.opacity = '1'
      ring.style.transform = `translate3d(${event.clientX - 12}px, ${event.clientY - 12}px, 0)`
      const target = event.target as Element | null
      ring.dataset.hover = String(Boolean(target?.closest('a, button, [role="button"], [role="menuitemradio"]')))
    }
    const hide = () => (ring.style.opacity = '0')
    window.addEventListener('pointermove', move, { passive: true })
    document.addEventListener('pointerleave', hide)
    return () => {
      window.removeEventListener('pointermove', move)
      document.removeEventListener('pointerleave', hide)
    }
  }, [isEnabled, reduced])

  if (!isEnabled || reduced) return null
  return (
    <div
      ref={ringRef}
      aria-hidden
      data-testid="custom-cursor"
      className="pointer-events-none fixed top-0 left-0 z-[200] h-6 w-6 rounded-full border-2 border-brand-600 opacity-0 transition-[width,height,background-color] duration-150 data-[hover=true]:bg-brand-500/15"
    />
  )
}
