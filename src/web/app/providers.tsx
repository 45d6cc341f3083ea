import { QueryClientProvider } from '@tanstack/react-query'
import { Suspense, useState, type ReactNode } from 'react'
import { Toaster } from '#web/components/ui/toast'
import { TooltipProvider } from '#web/components/ui/tooltip'
import { createQueryClient } from '#web/lib/query-client'

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
          {children}
          <Toaster />
        </Suspense>
      </TooltipProvider>
    </QueryClientProvider>
  )
}
