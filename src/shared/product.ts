// Public facts about the product and its operator (docs/spec/1-screens.md §1 and docs/spec/3-decisions.md).
export const SUPPORT_EMAIL = 'support@applykit.app'
export const CONTACT_REPLY_DAYS = '2-3'
export const MINIMUM_AGE = 16
