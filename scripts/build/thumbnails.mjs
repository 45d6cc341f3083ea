// Runs the compiled thumbnail maker (src/server/features/render/make-thumbnails.ts) in its own
// process, after the server step has compiled it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { DIST } from '../build-inputs.mjs'

export const THUMBNAIL_DIR = path.join(DIST, 'thumbnails')

export function buildThumbnails() {
  const result = spawnSync(process.execPath, [path.join(DIST, 'server', 'make-thumbnails.js'), THUMBNAIL_DIR], {
    encoding: 'utf8',
    // Printing thumbnails needs no payments or mail: the mode that does not demand them (the build
    // itself may run with NODE_ENV=production, which Vite sets and a production machine exports).
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`Making thumbnails failed (exit code ${result.status})`)
  return result.stdout.trim()
}
