import type Lenis from 'lenis'

// One Lenis instance for the landing page; absent under reduced motion (native scrolling then).
// Loaded after the page has rendered: smooth scrolling is no reason to delay the first paint.
let lenis: Lenis | null = null

export function startSmoothScroll(): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {}
  let isStopped = false
  void import('lenis').then(({ default: LenisScroller }) => {
    if (!isStopped) lenis = new LenisScroller({ autoRaf: true })
  })
  return () => {
    isStopped = true
    lenis?.destroy()
    lenis = null
  }
}

/** Scrolls to a section anchor: smoothly with Lenis, instantly under reduced motion. */
export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id)
  if (!target) {
    window.location.assign(`/#${id}`)
    return
  }
  if (lenis) lenis.scrollTo(target, { offset: -72 })
  else target.scrollIntoView({ block: 'start' })
  target.focus({ preventScroll: true })
}
