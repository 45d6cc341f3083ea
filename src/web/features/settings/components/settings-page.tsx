import { Check, CreditCard, LogOut } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import type { User } from '#shared/api/auth'
import { TEMPLATE_IDS, TEMPLATES, THEME_IDS, type TemplateId, type ThemeId } from '#shared/catalogue'
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, type Locale } from '#shared/i18n/locales'
import { TRIAL_DAYS } from '#shared/limits'
import { PRO_PRICE_EUR, QUOTAS } from '#shared/plans'
import { AppLayout } from '#web/components/layout/app-layout'
import { Badge } from '#web/components/ui/badge'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { toast } from '#web/components/ui/toast'
import { useLogout } from '#web/features/auth/api/logout'
import { RequireAuth } from '#web/features/auth/components/require-auth'
import { BillingDetails, BillingHistory } from '#web/features/billing/components/billing-details'
import { describeApiError } from '#web/lib/api-errors'
import { AiProviderTab } from './ai-provider-tab'
import { useUpdatePreferences } from '../api/update-preferences'

function FeatureList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  )
}

function SubscriptionTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation()
  const price = new Intl.NumberFormat(LOCALE_TAGS[(i18n.resolvedLanguage ?? 'en') as Locale] ?? 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(PRO_PRICE_EUR)

  if (user.accountStatus === 'pro') {
    return (
      <section
        aria-labelledby="plan-title"
        className="rounded-2xl border border-brand-200 bg-white p-6 shadow-soft"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="plan-title" className="text-xl font-semibold">
            {t('settings.pro.title')}
          </h2>
          <Badge tone="success">{t('settings.pro.active')}</Badge>
        </div>
        <BillingDetails price={price} />
        <FeatureList
          items={[
            t('settings.pro.features.exports'),
            t('settings.pro.features.templates'),
            t('settings.pro.features.ai'),
            t('settings.pro.features.support'),
          ]}
        />
        <div className="mt-6 flex flex-wrap gap-3">
          {(['payment', 'invoices', 'cancel'] as const).map((action) => (
            <Button key={action} variant="secondary" asChild>
              <Link to="/subscription">{t(`settings.pro.actions.${action}`)}</Link>
            </Button>
          ))}
        </div>
      </section>
    )
  }

  const daysLeft = user.trialEndsAt
    ? Math.max(0, Math.ceil((new Date(user.trialEndsAt).getTime() - Date.now()) / 86_400_000))
    : 0
  return (
    <section
      aria-labelledby="plan-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-title" className="text-xl font-semibold">
          {t('settings.trial.title')}
        </h2>
        {user.isTrialExpired ? (
          <Badge tone="danger">{t('dashboard.status.expired')}</Badge>
        ) : (
          <Badge tone="brand">{t('settings.trial.expiresIn', { count: daysLeft })}</Badge>
        )}
      </div>
      <p className="mt-2 text-slate-700">{t('settings.trial.length', { days: TRIAL_DAYS })}</p>
      <FeatureList
        items={[
          t('settings.trial.features.exports', { count: Number(QUOTAS.pdfExport.trial) }),
          t('settings.trial.features.templates'),
          t('settings.trial.features.ai'),
        ]}
      />
      <BillingHistory />
      <Button className="mt-6" asChild>
        <Link to="/checkout?type=pro">
          <CreditCard className="h-4 w-4" aria-hidden />
          {t('settings.trial.upgrade')}
        </Link>
      </Button>
    </section>
  )
}

function PreferencesTab({ user }: { user: User }) {
  const { t, i18n } = useTranslation()
  const [language, setLanguage] = useState<Locale>(user.language)
  const [template, setTemplate] = useState<TemplateId>(user.defaultTemplate)
  const [theme, setTheme] = useState<ThemeId>(user.defaultTheme)
  const update = useUpdatePreferences()

  const save = () =>
    update.mutate(
      { language, defaultTemplate: template, defaultTheme: theme },
      {
        onSuccess: async (saved) => {
          await i18n.changeLanguage(saved.language)
          toast({ variant: 'success', title: t('settings.preferences.saved') })
        },
        onError: (error) =>
          toast({
            variant: 'error',
            title: t('forms.error'),
            description: describeApiError(error, t('settings.preferences.failed')),
          }),
      },
    )

  return (
    <section
      aria-labelledby="prefs-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-soft"
    >
      <h2 id="prefs-title" className="text-xl font-semibold">
        {t('settings.preferences.title')}
      </h2>
      <div className="mt-6 grid gap-5 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor="pref-language">{t('settings.preferences.language')}</Label>
          <Select
            id="pref-language"
            value={language}
            onValueChange={(v) => setLanguage(v as Locale)}
            options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-template">{t('settings.preferences.template')}</Label>
          <Select
            id="pref-template"
            value={template}
            onValueChange={(v) => setTemplate(v as TemplateId)}
            options={TEMPLATE_IDS.map((id) => ({ value: id, label: TEMPLATES[id].name }))}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pref-theme">{t('settings.preferences.theme')}</Label>
          <Select
            id="pref-theme"
            value={theme}
            onValueChange={(v) => setTheme(v as ThemeId)}
            options={THEME_IDS.map((id) => ({ value: id, label: t(`catalogue.themes.${id}`) }))}
          />
        </div>
      </div>
      <Button className="mt-6" onClick={save} disabled={update.isPending}>
        {update.isPending ? t('settings.preferences.saving') : t('settings.preferences.save')}
      </Button>
    </section>
  )
}

// ?tab=ai opens the AI provider tab: the translation tool links there.
const SETTINGS_TABS = ['billing', 'preferences', 'ai'] as const

function Settings({ user }: { user: User }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const logout = useLogout()
  return (
    <AppLayout title={t('settings.title')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('settings.title')}</h1>
          <p className="mt-1 text-slate-600">{t('settings.signedInAs', { email: user.email })}</p>
        </div>
        <Button variant="secondary" onClick={() => void logout()}>
          <LogOut className="h-4 w-4" aria-hidden />
          {t('appNav.logout')}
        </Button>
      </div>
      <Tabs
        defaultValue={SETTINGS_TABS.find((tab) => tab === searchParams.get('tab')) ?? 'billing'}
        className="mt-8"
      >
        <TabsList>
          <TabsTrigger value="billing">{t('settings.tabs.billing')}</TabsTrigger>
          <TabsTrigger value="preferences">{t('settings.tabs.preferences')}</TabsTrigger>
          <TabsTrigger value="ai">{t('settings.tabs.ai')}</TabsTrigger>
        </TabsList>
        <TabsContent value="billing">
          <SubscriptionTab user={user} />
        </TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab user={user} />
        </TabsContent>
        <TabsContent value="ai">
          <AiProviderTab />
        </TabsContent>
      </Tabs>
    </AppLayout>
  )
}

export function SettingsPage() {
  return <RequireAuth>{(user) => <Settings user={user} />}</RequireAuth>
}
