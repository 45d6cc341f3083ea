// `npm start`: build the web app if it is missing or older than its sources, then run the server
// (TypeScript through tsx) in this same process so that signals reach it directly.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// WEB_DIR is validated by the server's config; here it only tells where to build.
const webDir = path.resolve(root, process.env.WEB_DIR || 'dist/web')
const builtIndex = path.join(webDir, 'index.html')

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
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } })
}

const { register } = await import('tsx/esm/api')
// The root tsconfig only references the projects; the node project holds the JSX and path settings.
register({ tsconfig: path.join(root, 'tsconfig.node.json') })
await import(path.join(root, 'src/server/main.ts'))
