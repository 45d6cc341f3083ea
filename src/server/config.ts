import { z } from 'zod'
import { SUPPORT_EMAIL } from '#shared/product'

// The only reader of process.env. Every variable is listed in .env.example with its default.

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  WEB_DIR: z.string().trim().min(1).default('./dist/web'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  APP_URL: optionalUrl,
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('ApplyKit <no-reply@applykit.local>'),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_ID: optionalText,
  // Production starts only with real components; these say explicitly that it runs without them.
  // test = the built-in test-mode payments (anyone becomes Pro with the test card 4242…).
  PAYMENTS: z.enum(['stripe', 'test']).optional(),
  // outbox = mails are stored in the database and never sent (nobody receives a login link).
  MAIL: z.enum(['smtp', 'outbox']).optional(),
  CHROMIUM_PATH: optionalText,
  // Skips system browsers so the npm-shipped Chromium is used: how CI proves a fresh machine's path.
  CHROMIUM_SKIP_SYSTEM: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  PDF_BROWSER_WS: optionalText,
  PDF_POOL_SIZE: z.coerce.number().int().min(1).max(16).default(2),
  PLAN_LIMITS: z.enum(['on', 'off']).default('on'),
  SUPPORT_EMAIL: z.email().default(SUPPORT_EMAIL),
  // The operator named by the imprint, the privacy policy and the invoices (src/server/features/legal).
  // Unset = the pages say plainly that this installation's operator has not entered them.
  OPERATOR_NAME: optionalText,
  // Lines separated by ";", e.g. "Musterstraße 1; 10115 Berlin; Germany".
  OPERATOR_ADDRESS: optionalText,
  OPERATOR_EMAIL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.email().optional())
    .optional(),
  OPERATOR_PHONE: optionalText,
  OPERATOR_VAT_ID: optionalText,
  // Commercial register and number, e.g. "Amtsgericht Berlin-Charlottenburg, HRB 12345".
  OPERATOR_REGISTER: optionalText,
  // Who represents a company (managing directors); the person responsible for content (§ 18 MStV).
  OPERATOR_REPRESENTATIVE: optionalText,
  // The VAT rate the price includes and invoices show (Germany: 19).
  VAT_RATE_PERCENT: z.coerce.number().min(0).max(50).default(19),
})

export type Config = Readonly<
  z.infer<typeof ConfigSchema> & {
    appUrl: string
    paymentsMode: 'stripe' | 'test'
    mailMode: 'smtp' | 'outbox'
    /** What a production start runs without, said loudly at start and on /api/health. */
    productionWarnings: { payments?: string; mail?: string }
  }
>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses the environment once; a wrong value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = parsed.data
  const appUrl = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
  return Object.freeze({ ...config, appUrl, ...componentModes(config) })
}

export const PAYMENTS_TEST_WARNING =
  'PAYMENTS=test: the built-in test-mode payments are in use; anyone can become Pro with the test card 4242 4242 4242 4242.'
export const MAIL_OUTBOX_WARNING =
  'MAIL=outbox: no mail is sent; login links, receipts and cancellation confirmations stay in the database.'

/**
 * Which payment and mail components run. Outside production an unset variable means the embedded
 * one; in production it must be real or chosen explicitly, because the embedded ones fail open
 * (free Pro with the test card, no login links delivered): issue 31.
 */
function componentModes(config: z.infer<typeof ConfigSchema>): Pick<Config, 'paymentsMode' | 'mailMode' | 'productionWarnings'> {
  const hasStripe = config.STRIPE_SECRET_KEY !== undefined
  const paymentsMode = config.PAYMENTS ?? (hasStripe ? 'stripe' : 'test')
  const mailMode = config.MAIL ?? (config.SMTP_URL ? 'smtp' : 'outbox')
  const problems: string[] = []
  if (paymentsMode === 'stripe') {
    // Without the webhook secret no payment is ever applied (STRIPE_PRICE_ID is optional: an inline price).
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !config[name])
    if (missing.length > 0 && (config.PAYMENTS === 'stripe' || config.NODE_ENV === 'production')) {
      problems.push(`  ${missing.join(', ')}: needed for real payments (or set PAYMENTS=test to run the test-mode payments knowingly)`)
    }
  }
  if (mailMode === 'smtp' && !config.SMTP_URL) {
    problems.push('  SMTP_URL: needed for MAIL=smtp (or set MAIL=outbox to run without sending mail knowingly)')
  }
  const isProduction = config.NODE_ENV === 'production'
  if (isProduction && !config.PAYMENTS && !hasStripe) {
    problems.push('  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: not set; production needs real payments, or PAYMENTS=test')
  }
  if (isProduction && !config.MAIL && !config.SMTP_URL) {
    problems.push('  SMTP_URL: not set; production needs real mail delivery, or MAIL=outbox')
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration (NODE_ENV=${config.NODE_ENV}):\n${[...new Set(problems)].join('\n')}`)
  return {
    paymentsMode,
    mailMode,
    productionWarnings: isProduction
      ? {
          ...(paymentsMode === 'test' ? { payments: PAYMENTS_TEST_WARNING } : {}),
          ...(mailMode === 'outbox' ? { mail: MAIL_OUTBOX_WARNING } : {}),
        }
      : {},
  }
}

/** OPERATOR_ADDRESS as lines (the variable separates them with ";"). */
export function operatorAddressLines(config: Pick<Config, 'OPERATOR_ADDRESS'>): string[] {
  return (config.OPERATOR_ADDRESS ?? '')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
}

/** The configuration tests start from: embedded everything, quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides })
}
