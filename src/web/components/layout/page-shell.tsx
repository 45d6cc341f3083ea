import type { ReactNode } from 'react'
import { SiteLayout } from './site-layout'
import { usePageTitle } from '#web/lib/use-page-title'

/** A plain content page: one title, an optional lead, one readable column. */
export function PageShell({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  usePageTitle(title)
  return (
    <SiteLayout>
      <div className="mx-auto max-w-3xl px-6 py-16 sm:py-20">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {lead && <p className="mt-4 text-lg text-slate-600">{lead}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </SiteLayout>
  )
}
