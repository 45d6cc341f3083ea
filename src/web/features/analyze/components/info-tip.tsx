import { Tooltip as RadixTooltip } from 'radix-ui'
import { type ReactNode, useRef, useState } from 'react'

/**
 * A tooltip that also opens on tap: hover (after the usual delay) and keyboard focus open it as any
 * tooltip does, and a click or tap opens it too, so touch screens can read the explanation.
 * While open, Radix links it to its trigger with aria-describedby.
 */
export function InfoTip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const onOpenChange = (next: boolean) => {
    // Radix closes a tooltip when anything around it scrolls, and focusing an element scrolls it into
    // view: a tooltip opened by keyboard focus would vanish at once. It stays while its trigger has focus.
    if (!next && trigger.current !== null && trigger.current === document.activeElement) return
    setIsOpen(next)
  }
  return (
    <RadixTooltip.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger
        asChild
        ref={trigger}
        onClick={(event) => {
          // Radix closes a tooltip on click; here a click (a tap on touch screens) opens it.
          event.preventDefault()
          setIsOpen(true)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && isOpen) {
            event.stopPropagation()
            setIsOpen(false)
          }
        }}
        onBlur={() => setIsOpen(false)}
      >
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-xs rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white shadow-lift"
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
