import { z } from 'zod'
import { MAX_EMAIL_LENGTH } from './limits'

// The one e-mail rule of client and server. Addresses are kept as given (plus-addressing included)
// apart from trimming and lower-casing, which makes one account per address (docs/spec/3-decisions.md).
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"_]+\.[^\s@<>()[\]\\,;:"_.]{2,}$/u

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function isValidEmail(email: string): boolean {
  const normalized = normalizeEmail(email)
  return normalized.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(normalized) && !normalized.includes('..')
}

export const Email = z
  .string({ error: 'Please enter your email address' })
  .max(MAX_EMAIL_LENGTH * 4, { error: 'Please enter a valid email address' })
  .transform(normalizeEmail)
  .refine((value) => value.length > 0, { error: 'Please enter your email address' })
  .refine(isValidEmail, { error: 'Please enter a valid email address' })
