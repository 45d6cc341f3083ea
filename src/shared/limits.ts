// Every limit and timing constant of the product, in one place (docs/spec/2-calls.md §9 and docs/spec/3-decisions.md).

export const MS = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const

// Uploads and request bodies
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_JSON_BODY_BYTES = 1024 * 1024
export const MIN_PARSED_TEXT_CHARS = 10
export const MIN_PASTED_CV_CHARS = 50
export const ATS_MAX_PARSE_BYTES = 2.5 * 1024 * 1024

// Accounts
export const TRIAL_DAYS = 7
export const PRO_PERIOD_DAYS = 30
export const LOGIN_TOKEN_BYTES = 32
export const LOGIN_TOKEN_TTL_MS = 24 * MS.hour
export const SESSION_TTL_MS = 24 * MS.hour
// Login-link mails: one requester (address and IP together) gets 5 an hour; an address gets at most
// 20 an hour from everyone together, so that a stranger cannot use up a person's links alone.
export const MAILS_PER_EMAIL_AND_IP_PER_HOUR = 5
export const MAILS_PER_EMAIL_PER_HOUR = 20
export const AUTH_REQUESTS_PER_IP_PER_HOUR = 60
// Pasted-CV parsing is anonymous CPU work: a person pastes a few times, a script thousands.
export const PARSE_TEXT_PER_IP_PER_MINUTE = 30
/**
 * Builder previews printed (a cached one is free): the builder asks once per real change, at most
 * every 400 ms of a pause; a person typing steadily stays far below (issue 28.3). The IP ceiling is
 * higher for offices behind one address.
 */
export const PREVIEWS_PER_PERSON_PER_MINUTE = 20
export const PREVIEWS_PER_IP_PER_MINUTE = 40
export const VISITOR_IP_RETENTION_DAYS = 30
export const EMAIL_RETENTION_MONTHS = 6
// Issue 31.7, stated on /privacy: a checkout opened by someone who never became a customer, a trial
// account nobody used for a year (never paid), and the test-mode provider's objects.
export const ABANDONED_CHECKOUT_RETENTION_DAYS = 30
export const DORMANT_TRIAL_RETENTION_MONTHS = 12
export const TEST_PAYMENT_RETENTION_DAYS = 90
export const MAX_EMAIL_LENGTH = 254

// Client behaviour
export const USER_CACHE_MS = 5 * MS.minute
export const TOAST_DURATION_MS = 5_000
export const TOAST_LIMIT = 1
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = 'F8'
export const PAYMENT_TOAST_MS = 8_000
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300
export const PRINT_DIALOG_DELAY_MS = 500
export const PAYMENT_SUCCESS_REDIRECT_S = 10
export const TOKEN_PAGE_FALLBACK_MS = 1_500
export const AUTOSAVE_DEBOUNCE_MS = 800

// Landing page
export const TOP_BAR_FROST_AFTER_PX = 50
export const PARTICLE_COUNT = 80
export const PARTICLE_LINK_DISTANCE_PX = 120
export const PARTICLE_MOUSE_RADIUS_PX = 200
export const REVEAL_STAGGER_S = 0.1
export const REVEAL_DURATION_S = 0.8

// Letters
export const PARAGRAPH_MAX_WORDS = 80
export const PAGE_LIMIT_WARNING_LINES = 5

// Scores
export const IMPACT_SCORE_MAX = 10
export const GRADE_MAX = 5
export const ATS_GOOD_MIN = 80
export const ATS_FAIR_MIN = 60

// Abuse limits of the sign-in calls
export const TOKEN_VALIDATIONS_PER_IP_PER_MINUTE = 60

// Application package (issue 27): the sizes a user may ask the PDF to stay within, in MB.
export const PACKAGE_BUDGETS_MB = [3, 5, 10] as const
/** Enclosures in one package: a German application has a handful; more is not an application. */
export const MAX_PACKAGE_ENCLOSURES = 20
/** The package's third page ("Was Sie noch über mich wissen sollten"): about one A4 page of text. */
export const MAX_THIRD_PAGE_CHARS = 3000
/** Pages one stored enclosure may have (a certificate with its transcript fits). */
export const MAX_DOCUMENT_PAGES = 30
