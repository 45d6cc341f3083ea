import { createHash, randomBytes } from 'node:crypto'
import { LOGIN_TOKEN_BYTES } from '#shared/limits'

// Tokens and session ids: 32 random bytes, base64url (43 characters). Only their SHA-256 is stored.
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function createSecret(): string {
  return randomBytes(LOGIN_TOKEN_BYTES).toString('base64url')
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export function looksLikeSecret(value: string): boolean {
  return SECRET_PATTERN.test(value)
}
