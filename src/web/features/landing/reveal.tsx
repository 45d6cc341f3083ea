import { type CSSProperties, type ReactNode, useCallback, useState } from 'react'
import { REVEAL_DURATION_S, REVEAL_STAGGER_S } from '#shared/limits'
import { usePrefersReducedMotion } from '#web/lib/use-reduced-motion'

// A CSS transition started by an IntersectionObserver: the same fade and lift as an animation
// library, without sending one to every first visitor of the landing page.
const EASE = 'cubic-bezier(0.22, 1, 0.36, 1)'

/** Fades and lifts its child into view on scroll; `index` staggers siblings. Plain markup under reduced motion. */
export function Reveal({ children, index = 0, className }: { children: ReactNode; index?: number; className?: string }) {
  const reduced = usePrefersReducedMotion()
  const [isShown, setIsShown] = useState(false)
  // A callback ref (React 19 runs the cleanup it returns): observes exactly the element rendered.
  const observe = useCallback((element: HTMLDivElement | null) => {
    if (!element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsShown(true)
          observer.disconnect()
        }
      },
      { rootMargin: '0px 0px -40px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  if (reduced) return <div className={className} data-reveal="off">{children}</div>
  const style: CSSProperties = {
    opacity: isShown ? 1 : 0,
    transform: isShown ? 'none' : 'translateY(24px)',
    transition: `opacity ${REVEAL_DURATION_S}s ${EASE} ${index * REVEAL_STAGGER_S}s, transform ${REVEAL_DURATION_S}s ${EASE} ${index * REVEAL_STAGGER_S}s`,
  }
  return (
    <div ref={observe} className={className} style={style} data-reveal="on">
      {children}
    </div>
  )
}
