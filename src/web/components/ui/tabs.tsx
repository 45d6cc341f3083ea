import { Tabs as RadixTabs } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#web/lib/cn'

export const Tabs = RadixTabs.Root

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'rounded-lg px-4 py-2 text-sm font-medium text-slate-600 transition-colors duration-150 hover:text-slate-900',
        'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-6 outline-none', className)} {...props} />
}
