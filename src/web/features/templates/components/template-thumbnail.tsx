// Moved to src/web/components/template-thumbnail.tsx (three features share it). This path stays only
// for the builder's import until its owner points it at the new home (eslint.config.js names the exception).
export { TemplateThumbnail } from '#web/components/template-thumbnail'
