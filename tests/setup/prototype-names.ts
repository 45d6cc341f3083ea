/** Names on Object.prototype (and case variants that lower-casing turns into one) to send as ids and keys. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'CONSTRUCTOR',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'prototype',
]
