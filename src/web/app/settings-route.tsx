import { PlanSection } from '#web/features/billing/components/plan-section'
import { SettingsPage } from '#web/features/settings/components/settings-page'

// Settings composes two features: its own tabs and billing's plan tab. Composition lives here, in
// the app, so that neither feature imports the other (eslint.config.js forbids it).
export function SettingsRoute() {
  return <SettingsPage planTab={(user) => <PlanSection user={user} />} />
}
