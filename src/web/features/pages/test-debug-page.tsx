import { Switch } from 'radix-ui'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '#web/components/ui/button'
import { PageShell } from '#web/components/layout/page-shell'

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId()
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
    </div>
  )
}

/** A diagnostics page: renders a basic component and a sandboxed iframe on demand. */
export function TestDebugPage() {
  const { t } = useTranslation()
  const [showBasic, setShowBasic] = useState(false)
  const [showIframe, setShowIframe] = useState(false)
  return (
    <PageShell title={t('debug.title')} lead={t('debug.lead')}>
      <div className="space-y-3">
        <Toggle label={t('debug.basic')} checked={showBasic} onChange={setShowBasic} />
        <Toggle label={t('debug.iframe')} checked={showIframe} onChange={setShowIframe} />
      </div>
      {showBasic && (
        <p data-testid="debug-basic" className="mt-6 rounded-lg bg-emerald-50 p-4 text-emerald-900">
          {t('debug.basicRendered')}
        </p>
      )}
      {showIframe && (
        <iframe
          title={t('debug.iframe')}
          sandbox=""
          srcDoc={`<p style="font-family:sans-serif">${t('debug.iframeRendered')}</p>`}
          className="mt-6 h-24 w-full rounded-lg border border-slate-200 bg-white"
        />
      )}
      <Button variant="secondary" className="mt-8" asChild>
        <Link to="/">{t('common.backHome')}</Link>
      </Button>
    </PageShell>
  )
}
