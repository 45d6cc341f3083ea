// Runs the compiled thumbnail maker (src/server/features/render/make-thumbnails.ts) in its own
// process, after the server step has compiled it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { DIST } from '../build-inputs.mjs'

export const THUMBNAIL_DIR = path.join(DIST, 'thumbnails')

export function buildThumbnails() {
  const result = spawnSync(process.execPath, [path.join(DIST, 'server', 'make-thumbnails.js'), THUMBNAIL_DIR], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`Making thumbnails failed (exit code ${result.status})`)
  return result.stdout.trim()
}
