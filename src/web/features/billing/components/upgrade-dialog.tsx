// Moved to src/web/components/upgrade-dialog.tsx (five features share it). This path stays only for
// the builder's import until its owner points it at the new home (eslint.config.js names the exception).
export { UpgradeDialog } from '#web/components/upgrade-dialog'
