import type { ReactNode } from 'react'
import { SiteLayout } from '#web/components/layout/site-layout'
import { usePageTitle } from '#web/lib/use-page-title'

/** The centred card of the sign-in and sign-up screens. */
export function AuthCard({ title, lead, children, aside }: { title: string; lead?: string; children: ReactNode; aside?: ReactNode }) {
  usePageTitle(title)
  return (
    <SiteLayout>
      <div className="bg-gradient-to-b from-brand-50/70 to-slate-50 px-4 py-12 sm:py-20">
        <div className="mx-auto w-full max-w-md">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lift sm:p-8">
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {lead && <p className="mt-2 text-slate-600">{lead}</p>}
            <div className="mt-6">{children}</div>
          </div>
          {aside && <div className="mt-6">{aside}</div>}
        </div>
      </div>
    </SiteLayout>
  )
}
