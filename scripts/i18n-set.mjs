// Sets one top-level namespace of an interface catalogue from a JSON file, rewriting the catalogue
// atomically, so several people can add their own namespaces without overwriting each other.
//   node scripts/i18n-set.mjs <locale> <namespace> <file.json>
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const [locale, namespace, file] = process.argv.slice(2)
if (!locale || !namespace || !file) {
  console.error('usage: node scripts/i18n-set.mjs <locale> <namespace> <file.json>')
  process.exit(2)
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const target = path.join(root, 'src/shared/i18n/messages', `${locale}.json`)
const value = JSON.parse(readFileSync(file, 'utf8'))
const catalogue = JSON.parse(readFileSync(target, 'utf8'))
catalogue[namespace] = value
const temporary = `${target}.${process.pid}.tmp`
writeFileSync(temporary, `${JSON.stringify(catalogue, null, 2)}\n`)
renameSync(temporary, target)
console.log(`${locale}.json: set "${namespace}" (${Object.keys(value).length} keys at the top level)`)
