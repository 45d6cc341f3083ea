import { domAnimation, LazyMotion, m } from 'motion/react'
import type { ReactNode } from 'react'
import { REVEAL_DURATION_S, REVEAL_STAGGER_S } from '#shared/limits'
import { usePrefersReducedMotion } from '#web/lib/use-reduced-motion'

/** Fades and lifts its child into view on scroll; `index` staggers siblings. Plain markup under reduced motion. */
export function Reveal({ children, index = 0, className }: { children: ReactNode; index?: number; className?: string }) {
  const reduced = usePrefersReducedMotion()
  if (reduced) return <div className={className} data-reveal="off">{children}</div>
  return (
    <LazyMotion features={domAnimation} strict>
      <m.div
        className={className}
        data-reveal="on"
        initial={{ opacity: 0, y: 24 }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={{ once: true, margin: '-40px' }}
        transition={{ duration: REVEAL_DURATION_S, delay: index * REVEAL_STAGGER_S, ease: [0.22, 1, 0.36, 1] }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
