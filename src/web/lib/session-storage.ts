// Session storage that never throws: private modes and full quotas make the browser refuse, and
// the page then keeps working from memory.

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    // Storage full or unavailable: what is in memory stays the only copy.
  }
}

/** Parsed JSON, or undefined when the key is missing or holds something that is not JSON. */
export function readSessionJson(key: string): unknown {
  const text = readSession(key)
  if (text === null) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
