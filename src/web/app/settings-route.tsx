import { PlanSection } from '#web/features/billing/components/plan-section'
import { ProofSettingsTab } from '#web/features/applications/proof/proof-settings-form'
import { SettingsPage } from '#web/features/settings/components/settings-page'

// Settings composes three features: its own tabs, billing's plan tab and the proof's header tab. Composition lives here, in
// the app, so that neither feature imports the other (eslint.config.js forbids it).
export function SettingsRoute() {
  return <SettingsPage planTab={(user) => <PlanSection user={user} />} proofTab={() => <ProofSettingsTab />} />
}
