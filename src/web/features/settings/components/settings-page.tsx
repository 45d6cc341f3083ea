import { LogOut } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { User } from '#shared/api/auth'
import { TEMPLATE_IDS, TEMPLATES, THEME_IDS, type TemplateId, type ThemeId } from '#shared/catalogue'
import { LOCALE_NAMES, LOCALES, type Locale } from '#shared/i18n/locales'
import { AppLayout } from '#web/components/layout/app-layout'
import { RequireAuth } from '#web/components/require-auth'
import { Button } from '#web/components/ui/button'
import { Label } from '#web/components/ui/input'
import { Select } from '#web/components/ui/select'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs'
import { toast } from '#web/components/ui/toast'
import { describeApiError } from '#web/lib/api-errors'
import { useLogout } from '#web/lib/logout'
import { useUpdatePreferences } from '../api/update-preferences'
import { AccountDataTab } from './account-data-tab'
import { AiProviderTab } from './ai-provider-tab'

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
          // In the language just chosen: the hook's `t` still speaks the previous one in this closure.
          toast({ variant: 'success', title: i18n.getFixedT(saved.language)('settings.preferences.saved') })
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

/** The plan and billing tab comes from billing; the router composes the two (src/web/app/settings-route.tsx). */
export type PlanTab = (user: User) => ReactNode

// ?tab=ai opens the AI provider tab: the translation tool links there.
const SETTINGS_TABS = ['billing', 'preferences', 'proof', 'data', 'ai'] as const

function Settings({ user, planTab, proofTab }: { user: User; planTab: PlanTab; proofTab: () => ReactNode }) {
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
          <TabsTrigger value="proof">{t('applicationsProof.settings.tab')}</TabsTrigger>
          <TabsTrigger value="data">{t('settings.data.title')}</TabsTrigger>
          <TabsTrigger value="ai">{t('settings.tabs.ai')}</TabsTrigger>
        </TabsList>
        <TabsContent value="billing">{planTab(user)}</TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab user={user} />
        </TabsContent>
        <TabsContent value="proof">{proofTab()}</TabsContent>
        <TabsContent value="data">
          <AccountDataTab user={user} />
        </TabsContent>
        <TabsContent value="ai">
          <AiProviderTab />
        </TabsContent>
      </Tabs>
    </AppLayout>
  )
}

/** `proofTab`: the header of the proof for the offices (features/applications/proof), composed by the app. */
export function SettingsPage({ planTab, proofTab }: { planTab: PlanTab; proofTab: () => ReactNode }) {
  return <RequireAuth>{(user) => <Settings user={user} planTab={planTab} proofTab={proofTab} />}</RequireAuth>
}
