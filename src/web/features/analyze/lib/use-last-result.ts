import { useState } from 'react'

/**
 * The last result a tool gave, kept through a later failed run: a mutation forgets its data when the
 * next call fails, and a visitor whose second try hit the limit lost the one free result with it
 * (issue 30, point 8). A new result replaces it.
 */
export function useLastResult<T>(data: T | undefined): T | undefined {
  const [kept, setKept] = useState<T | undefined>(data)
  // Adjusting state to a new result during render (React's documented pattern), never a loop:
  // it runs only when the mutation holds a result other than the one kept.
  if (data !== undefined && data !== kept) setKept(data)
  return data ?? kept
}
