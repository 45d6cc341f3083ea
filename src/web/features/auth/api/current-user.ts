// Moved to src/web/lib/current-user.ts (two features share it). This path stays only for the builder's
// import until its owner points it at the new home (eslint.config.js names it as the one exception).
export { CURRENT_USER_KEY, getCurrentUser, useCurrentUser } from '#web/lib/current-user'
