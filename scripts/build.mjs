// `npm run build`: everything `npm start` runs, made ahead of time.
//   1. the web app (Vite) into WEB_DIR (default dist/web), every text file also as .br and .gz;
//   2. the server compiled to JavaScript (esbuild) into dist/server, its worker threads beside it;
//   3. a migrated PGlite data directory as a tarball, so that a new DATA_DIR starts without initdb;
//   4. template thumbnails, printed from the real templates (skipped with a warning without a browser);
//   5. V8's code cache of the compiled server, from one start of it (build/code-cache.mjs).
// The build runs in its own process: Vite sets NODE_ENV=production for the process it runs in, and
// the server's mode must stay what the person starting it asked for.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DIST, newestInput, packageHash, ROOT, STAMP } from './build-inputs.mjs'
import { warmCodeCache } from './build/code-cache.mjs'
import { compressDirectory } from './build/compress.mjs'
import { buildPgliteSeed } from './build/pglite-seed.mjs'
import { buildServer } from './build/server.mjs'
import { buildThumbnails } from './build/thumbnails.mjs'

const webDir = path.resolve(ROOT, process.env.WEB_DIR || 'dist/web')
const started = performance.now()
const step = async (name, work) => {
  const t0 = performance.now()
  const detail = await work()
  console.log(`  ${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s${detail ? ` (${detail})` : ''}`)
}

// Inputs are read before anything is written, so a source saved during the build makes the next start rebuild.
const inputsMtime = newestInput()
const packages = packageHash()
rmSync(STAMP, { force: true })
mkdirSync(DIST, { recursive: true })
console.log('Building ApplyKit…')

await step('web app', async () => {
  // The web bundle is always the production one, whatever mode the server will run in.
  process.env.NODE_ENV = 'production'
  const { build } = await import('vite')
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: webDir, emptyOutDir: true },
  })
})
await step('server', () => buildServer())
await step('database seed', () => buildPgliteSeed())
await step('thumbnails', () => buildThumbnails())
await step('compression', () => compressDirectory(webDir))
await step('code cache', () => warmCodeCache())

writeFileSync(STAMP, `${JSON.stringify({ inputsMtime, packageHash: packages, webDir, builtAt: new Date().toISOString() }, null, 2)}\n`)
console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
