// `npm start`: build the web app if it is missing or older than its sources, then run the server
// (TypeScript through tsx) in this same process so that signals reach it directly.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'dist/web/index.html')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const sources = ['src/web', 'src/shared'].map((dir) => path.join(root, dir))
const isStale =
  !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs

if (isStale) {
  console.log('Building the web app…')
  const { build } = await import('vite')
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' })
}

const { register } = await import('tsx/esm/api')
// The root tsconfig only references the projects; the node project holds the JSX and path settings.
register({ tsconfig: path.join(root, 'tsconfig.node.json') })
await import(path.join(root, 'src/server/main.ts'))
