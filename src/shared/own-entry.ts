/**
 * A table's own entry for a key that came from outside, never one inherited from Object.prototype:
 * `TABLE['constructor']` is the Object function and `TABLE['__proto__']` the prototype itself, which
 * once answered 500 or stored "function Object() { [native code] }" as a theme id (issue 31).
 */
export function ownEntry<V>(table: Readonly<Record<PropertyKey, V>>, key: PropertyKey): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined
}
