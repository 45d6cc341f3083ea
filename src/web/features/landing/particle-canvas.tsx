import { useEffect, useRef } from 'react'
import { PARTICLE_COUNT, PARTICLE_LINK_DISTANCE_PX, PARTICLE_MOUSE_RADIUS_PX } from '#shared/limits'
import { usePrefersReducedMotion } from '#web/lib/use-reduced-motion'

interface Particle {
  x: number
  y: number
  vx: number
  vy: number
}

/**
 * Decorative network of 80 drifting points behind the hero, linked when closer than 120 px and pushed
 * away from the pointer within 200 px. Paused when off-screen or hidden; absent under reduced motion.
 */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const reduced = usePrefersReducedMotion()

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context || reduced) return

    let width = 0
    let height = 0
    let frame = 0
    let isVisible = true
    const pointer = { x: -9999, y: -9999 }
    const particles: Particle[] = []

    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2)
      width = canvas.clientWidth
      height = canvas.clientHeight
      canvas.width = width * ratio
      canvas.height = height * ratio
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
    }
    resize()
    for (let i = 0; i < PARTICLE_COUNT; i++) {
      particles.push({
        x: Math.random() * width,
        y: Math.random() * height,
        vx: (Math.random() - 0.5) * 0.35,
        vy: (Math.random() - 0.5) * 0.35,
      })
    }

    const step = () => {
      context.clearRect(0, 0, width, height)
      for (const p of particles) {
        const dx = p.x - pointer.x
        const dy = p.y - pointer.y
        const distance = Math.hypot(dx, dy)
        if (distance < PARTICLE_MOUSE_RADIUS_PX && distance > 0) {
          const push = (1 - distance / PARTICLE_MOUSE_RADIUS_PX) * 0.6
          p.x += (dx / distance) * push
          p.y += (dy / distance) * push
        }
        p.x += p.vx
        p.y += p.vy
        if (p.x < 0 || p.x > width) p.vx *= -1
        if (p.y < 0 || p.y > height) p.vy *= -1
      }
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i]!
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j]!
          const distance = Math.hypot(a.x - b.x, a.y - b.y)
          if (distance < PARTICLE_LINK_DISTANCE_PX) {
            context.strokeStyle = `rgba(59, 71, 201, ${0.14 * (1 - distance / PARTICLE_LINK_DISTANCE_PX)})`
            context.lineWidth = 1
            context.beginPath()
            context.moveTo(a.x, a.y)
            context.lineTo(b.x, b.y)
            context.stroke()
          }
        }
        context.fillStyle = 'rgba(59, 71, 201, 0.35)'
        context.beginPath()
        context.arc(a.x, a.y, 1.6, 0, Math.PI * 2)
        context.fill()
      }
      frame = requestAnimationFrame(step)
    }

    const start = () => {
      if (!frame && isVisible && document.visibilityState === 'visible') frame = requestAnimationFrame(step)
    }
    const stop = () => {
      cancelAnimationFrame(frame)
      frame = 0
    }
    const observer = new IntersectionObserver(([entry]) => {
      isVisible = entry?.isIntersecting ?? false
      if (isVisible) start()
      else stop()
    })
    observer.observe(canvas)
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop())
    const onPointer = (event: PointerEvent) => {
      const rect = canvas.getBoundingClientRect()
      pointer.x = event.clientX - rect.left
      pointer.y = event.clientY - rect.top
    }
    window.addEventListener('resize', resize)
    window.addEventListener('pointermove', onPointer, { passive: true })
    document.addEventListener('visibilitychange', onVisibility)
    start()
    return () => {
      stop()
      observer.disconnect()
      window.removeEventListener('resize', resize)
      window.removeEventListener('pointermove', onPointer)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [reduced])

  if (reduced) return null
  return <canvas ref={canvasRef} aria-hidden data-testid="particle-canvas" className="absolute inset-0 h-full w-full" />
}
