// What a build is made from, and whether the build in dist/ is older than any of it. Shared by
// `npm run build` (which writes the stamp) and `npm start` (which builds only when stale).
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const DIST = path.join(ROOT, 'dist')
export const STAMP = path.join(DIST, 'build-stamp.json')

// Sources of the web app, the server and the database seed, and the files that configure them,
// compared by time. The package files are compared by content: npm rewrites them unchanged
// (`npm prune` does), and a production install must not look stale for that.
const PACKAGE_FILES = ['package.json', 'package-lock.json']
const INPUTS = [
  'src',
  'drizzle',
  'scripts',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
]

function newestMtime(target) {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    // Tests change no build output.
    if (/\.test\.tsx?$/.test(entry.name)) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
  }
  return newest
}

export function packageHash() {
  const hash = createHash('sha256')
  for (const file of PACKAGE_FILES) {
    const full = path.join(ROOT, file)
    hash.update(existsSync(full) ? readFileSync(full) : '')
  }
  return hash.digest('hex')
}

export function newestInput() {
  return Math.max(...INPUTS.map((input) => newestMtime(path.join(ROOT, input))))
}

/** Why a build is needed, or null when dist/ is complete and newer than every input. */
export function staleReason(webDir) {
  if (!existsSync(STAMP)) return 'there is no build yet'
  let stamp
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'))
  } catch {
    return 'the build stamp is unreadable'
  }
  if (!existsSync(path.join(webDir, 'index.html'))) return `${path.relative(ROOT, webDir) || webDir} has no index.html`
  if (!existsSync(path.join(DIST, 'server', 'main.js'))) return 'the compiled server is missing'
  if (stamp.webDir !== webDir) return 'the web app was built into another directory'
  if (newestInput() > stamp.inputsMtime) return 'sources changed since the last build'
  if (packageHash() !== stamp.packageHash) return 'package.json or package-lock.json changed since the last build'
  return null
}
