import { useTranslation } from 'react-i18next'
import { AppLayout } from '#web/components/layout/app-layout'
import { RequireAuth } from '#web/components/require-auth'
import { EnclosuresManager } from './enclosures-manager'
import { PackageBuilder } from './package-builder'

/** /application-package: the enclosures kept in the account and the Bewerbungsmappe built from them. */
export function ApplicationPackagePage() {
  const { t } = useTranslation()
  return (
    <RequireAuth>
      {() => (
        <AppLayout title={t('package.pageTitle')}>
          <h1 className="text-3xl font-semibold tracking-tight">{t('package.pageTitle')}</h1>
          <p className="mt-2 max-w-3xl text-slate-600">{t('package.pageLead')}</p>
          <div className="mt-8 grid grid-cols-1 gap-12">
            <EnclosuresManager />
            <PackageBuilder />
          </div>
        </AppLayout>
      )}
    </RequireAuth>
  )
}
