import { z } from 'zod'

// The one rule for control characters in text that comes in (docs/spec/3-decisions.md is silent; see
// docs/decisions/137-one-rule-for-control-characters.md). A NUL or another C0/C1 control character, or half of a
// surrogate pair, is never part of text a person meant: PostgreSQL refuses NUL outright, and the
// others end up invisible in a CV or an e-mail header. Tab, line feed and carriage return are text.
//
// - Text a person pasted or imported (CV content, pasted CV text) is *cleaned*: the characters are
//   removed, so that a CV copied out of a PDF can still be saved.
// - Every other request text (addresses, titles, ids, path parameters, …) is *refused* with 400.

/* eslint-disable no-control-regex -- matching control characters is this module's purpose */
/** C0 controls except tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u
/** On one line (path parameters, query strings) tab, line feed and carriage return are refused too. */
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/u
const CONTROL_IN_TEXT_ALL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/gu
/* eslint-enable no-control-regex */
/** A lone surrogate (a string cut in the middle of an emoji, or forged): not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g')

export type TextKind = 'text' | 'line'

/** The first character of `value` that the rule refuses, or undefined when the text is clean. */
export function forbiddenCharacter(value: string, kind: TextKind = 'text'): string | undefined {
  const control = (kind === 'line' ? CONTROL_IN_LINE : CONTROL_IN_TEXT).exec(value)
  if (control) return `U+${control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
  if (LONE_SURROGATE.test(value)) return 'a lone surrogate'
  return undefined
}

/** Pasted text with the refused characters removed (tab, line feed and carriage return stay). */
export function removeControlCharacters(value: string): string {
  return value.replace(CONTROL_IN_TEXT_ALL, '').replace(LONE_SURROGATE_ALL, '')
}

/** The same cleaning through a whole JSON value (keys included): for pasted or imported CV content. */
export function removeControlCharactersDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return removeControlCharacters(value)
  if (depth > 64 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => removeControlCharactersDeep(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [removeControlCharacters(key), removeControlCharactersDeep(item, depth + 1)]),
  )
}

/** Any JSON (CV content): every string in it cleaned of control characters. */
export const PastedContent = z.unknown().transform((value) => removeControlCharactersDeep(value))

/**
 * Refuses a value in which any string or object key (at any depth) holds a refused character. The
 * server pipes every request part through it after the route's own schema, so a field that cleans
 * pasted text has already removed them, and no route can forget the rule.
 */
export function cleanTextTree(kind: TextKind) {
  return z.unknown().superRefine((value, context) => {
    const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }]
    while (stack.length > 0) {
      const { value: item, path } = stack.pop()!
      if (typeof item === 'string') {
        const found = forbiddenCharacter(item, kind)
        if (found) {
          context.addIssue({ code: 'custom', path, message: `contains a control character (${found}), which is not allowed` })
          return
        }
      } else if (Array.isArray(item)) {
        item.forEach((child, index) => stack.push({ value: child, path: [...path, index] }))
      } else if (item !== null && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
        for (const [key, child] of Object.entries(item)) {
          const found = forbiddenCharacter(key, kind)
          if (found) {
            context.addIssue({ code: 'custom', path, message: `has a field name with a control character (${found})` })
            return
          }
          stack.push({ value: child, path: [...path, key] })
        }
      }
    }
  })
}

/** A request schema followed by the control-character rule (line rules for path and query). */
export function withCleanText(schema: z.ZodType, kind: TextKind): z.ZodType {
  return schema.pipe(cleanTextTree(kind))
}
