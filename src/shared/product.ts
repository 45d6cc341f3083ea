// Public facts about the product and its operator (document 1 §1 and 3-decisions.md).
export const SUPPORT_EMAIL = 'support@applykit.app'
export const CONTACT_REPLY_DAYS = '2-3'
export const MINIMUM_AGE = 16
