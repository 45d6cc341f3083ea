// `npm start`: build first when the build is missing or older than its sources (in a child process,
// so that nothing the build does changes this process), then run the compiled server in this same
// process so that signals reach it directly. The mode is NODE_ENV's (default development), whether
// or not this start had to build.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DIST, ROOT, staleReason } from './build-inputs.mjs'

// WEB_DIR is validated by the server's config; here it only tells where the build goes.
const webDir = path.resolve(ROOT, process.env.WEB_DIR || 'dist/web')
const reason = staleReason(webDir)

if (reason) {
  try {
    createRequire(import.meta.url).resolve('vite')
  } catch {
    console.error(
      `ApplyKit needs a build (${reason}), but the build tools are not installed (a production install ` +
        'without dev dependencies). Run `npm ci && npm run build` before `npm prune --omit=dev`.',
    )
    process.exit(1)
  }
  console.log(`Building first: ${reason}.`)
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await import(pathToFileURL(path.join(DIST, 'server', 'main.js')).href)
