// Compiles the server to JavaScript with esbuild: one bundle per entry in dist/server, with
// TypeScript, JSX and the `#…` import aliases resolved, and the packages bundled in too: Node's ESM
// loader and its CommonJS lexer over hundreds of package files cost ~0.4 s of every start, one
// file costs its parse only. Packages that read their own files at run time (WebAssembly, data,
// a browser, dictionaries) stay imports, installed by npm (EXTERNAL).
//
// The bundles are CommonJS (`<entry>.cjs`), each started by a two-line ES module of the entry's own
// name (`main.js`, `cpu-worker.boot.mjs`) through run-bundle.mjs, which keeps V8's compiled code
// of a bundle between starts (a code cache beside it): compiling several MB of JavaScript on each
// thread is a large part of a start, and Node 20 can cache that for vm.Script, not for ES modules.
// A dynamic `import()` of our own code becomes a lazy part of the same bundle (run when first
// imported; with the cache, code that never runs costs little). `import()` of a package stays a
// native import, so ES-module-only packages (pdf.js, the dictionaries) load as before, but through
// a function the loader hands in (PACKAGE_IMPORT): on Node 20, `import()` inside code that came
// from a code cache fails (the cached script loses its dynamic-import callback). CommonJS has no
// top-level await: an entry that waits exports its work as `ready` instead, which also tells the
// loader when the start's code is compiled and the cache can be written.
//
// Two rules keep the compiled server reading the same files as the TypeScript one:
// - `new URL('./x.mjs', import.meta.url)` names a worker thread's entry, as in Vite and webpack:
//   that file is compiled as an entry of its own into dist/server/x.cjs, started by
//   dist/server/x.mjs, and the URL points there. A worker booted through tsx
//   (`tsImport('./y.ts', import.meta.url)`) gets y.ts compiled in.
// - Every other `import.meta.url` / `import.meta.dirname` keeps meaning the source file's own
//   location, so data read beside the code (mail texts, migrations, package.json) is read from
//   the source tree, which a production install keeps.
import { build } from 'esbuild'
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { ROOT } from '../build-inputs.mjs'

const OUT_DIR = path.join(ROOT, 'dist', 'server')
const ENTRIES = {
  main: 'src/server/main.ts',
  'make-thumbnails': 'src/server/features/render/make-thumbnails.ts',
}
// Packages that must stay in node_modules: they read files beside their own code at run time.
const EXTERNAL = [
  '@electric-sql/pglite', // pglite.wasm and pglite.data
  '@sparticuz/chromium', // the browser archive
  'playwright-core', // its own package files and injected scripts
  'pdfjs-dist', // the main thread's first PDF export imports it natively (import/files/pdfjs.ts)
  'hunspell-asm', // its WebAssembly
  'dictionary-*', // .aff and .dic files
  'sharp', // its native libvips binding (import/files/ocr)
  'heic-decode', // libheif's WebAssembly (loaded with createRequire, import/files/ocr/decode-image.ts)
  'tesseract.js', // its core's WebAssembly and the trained data packages are read from node_modules
  'tesseract.js-core',
  '@tesseract.js-data/*',
]
// Bundled into worker threads all the same: the CPU worker loads pdf.js at every start, before it
// says ready, and from the bundle it comes out of the code cache (~0.2 s of compiling otherwise).
// Its `import.meta.url` becomes the package file's own location (sourceLocations), so it finds
// its packages as before; its own `import()` of its worker file is never reached
// (globalThis.pdfjsWorker, workers/cpu-worker.boot.mjs).
const BUNDLED_IN_WORKERS = ['pdfjs-dist']
const WORKER_EXTERNAL = EXTERNAL.filter((name) => !BUNDLED_IN_WORKERS.includes(name))
const WORKER_URL = /new URL\(\s*(['"])(\.\.?\/[^'"]+\.mjs)\1\s*,\s*import\.meta\.url\s*\)/g
const TSX_API_IMPORT = /^import\s*\{\s*tsImport\s*\}\s*from\s*['"]tsx\/esm\/api['"];?[ \t]*$/m
// Stands for the bundle's own URL while the source's import.meta.url is rewritten.
const BUNDLE_URL = '__applykitBundleUrl__'
const TS_IMPORT = /\btsImport\(\s*(['"])(\.\.?\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g
// `import()` of a package (a quoted name that is not a path or a `#` alias) or of a name held in a
// variable; `typeof import('…')` is a type. The captured name, when quoted, is checked as a dependency.
// Only our own sources are rewritten: `import()` inside a bundled package must not be reached.
const PACKAGE_IMPORT = /(?<!\btypeof\s+)\bimport\(\s*(?=(?:['"]([^'".#/][^'"]*)['"])|[A-Za-z_$])/g

// Defined once at the top of every bundle: the bundle's own URL, and source locations relative to
// the bundle (dist/server). `require`, `__filename` and `__dirname` are those of the bundle's file,
// `__applykitImport` is the loader's `import()` (run-bundle.mjs).
const BANNER = [
  "const __applykitBundleUrl = require('node:url').pathToFileURL(__filename).href",
  "const __applykitSourceUrl = (file) => new URL('../../' + file, __applykitBundleUrl).href",
  'const __applykitSourceDir = (dir) => require("node:url").fileURLToPath(new URL(`../../${dir}/`, __applykitBundleUrl)).replace(/[\\\\/]$/, "")',
].join('\n')

// The ES module each entry is started by: a worker thread or `node` starts a file of the entry's
// own name, which runs the bundle through the code-cache loader.
const LOADER = 'run-bundle.mjs'
const starter = (bundle) =>
  `import { runBundle } from './${LOADER}'\nrunBundle(new URL(${JSON.stringify(`./${bundle}`)}, import.meta.url))\n`

const isExternal = (name, external) =>
  external.some((pattern) =>
    pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : packageName(name) === pattern,
  )

// `import.meta` of a file, as a location relative to the bundle (dist/server): the file's own.
const fileLocations = (contents, relative) =>
  contents
    .replaceAll('import.meta.dirname', `__applykitSourceDir(${JSON.stringify(path.posix.dirname(relative))})`)
    .replaceAll('import.meta.url', `__applykitSourceUrl(${JSON.stringify(relative)})`)

function sourceLocations(workers, packageImports, external) {
  return {
    name: 'source-locations',
    setup(pluginBuild) {
      // A bundled package that reads its own location (pdf.js) keeps reading it.
      pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/].*\.m?js$/ }, (args) => {
        const contents = readFileSync(args.path, 'utf8')
        if (!contents.includes('import.meta')) return undefined
        const relative = path.relative(ROOT, args.path).split(path.sep).join('/')
        return { contents: fileLocations(contents, relative), loader: 'js', resolveDir: path.dirname(args.path) }
      })
      pluginBuild.onLoad({ filter: /[\\/]src[\\/].*\.(ts|tsx|mjs)$/ }, (args) => {
        const relative = path.relative(ROOT, args.path).split(path.sep).join('/')
        if (relative.startsWith('node_modules/')) return undefined
        let contents = readFileSync(args.path, 'utf8')
        contents = contents.replace(WORKER_URL, (_match, _quote, target) => {
          const source = path.resolve(path.dirname(args.path), target)
          const name = path.basename(target)
          const known = workers.get(name)
          if (known && known !== source) throw new Error(`Two worker entries are named ${name}: ${known} and ${source}`)
          workers.set(name, source)
          return `new URL(${JSON.stringify(`./${name}`)}, ${BUNDLE_URL})`
        })
        contents = contents.replace(TS_IMPORT, (_match, quote, target) => `import(${quote}${target}${quote})`)
        contents = contents.replace(PACKAGE_IMPORT, (match, name) => {
          if (name && !isExternal(name, external)) return match
          if (name) packageImports.push({ file: relative, name })
          return '__applykitImport('
        })
        // With every tsImport compiled in, the compiled worker needs no tsx at run time.
        if (!/\btsImport\(/.test(contents)) contents = contents.replace(TSX_API_IMPORT, '')
        contents = fileLocations(contents, relative).replaceAll(BUNDLE_URL, '__applykitBundleUrl')
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js'
        return { contents, loader, resolveDir: path.dirname(args.path) }
      })
    },
  }
}

function options(entryPoints, workers, packageImports, external) {
  return {
    absWorkingDir: ROOT,
    entryPoints,
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external,
    outExtension: { '.js': '.cjs' },
    tsconfig: path.join(ROOT, 'tsconfig.node.json'),
    jsx: 'automatic',
    banner: { js: BANNER },
    // The mode is chosen when the server starts (NODE_ENV), never when it is built.
    define: {},
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    // A bundled package whose `import.meta` was not rewritten would get an empty one.
    logOverride: { 'empty-import-meta': 'error' },
    plugins: [sourceLocations(workers, packageImports, external)],
  }
}

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0])
const isPackage = (spec) =>
  !/^(\.|\/|#|node:|<)/.test(spec) && !builtinModules.includes(spec.split('/')[0])

/**
 * A production install (`npm prune --omit=dev`) keeps only dependencies and what they depend on:
 * every package our sources import, bundled or not, must be a dependency in package.json, and no
 * package a bundled package imports at run time may be one that npm installs for development only
 * (package-lock.json says which). What is bundled is in dist/ and needs no install. Packages our
 * sources import through the loader (PACKAGE_IMPORT) are not in esbuild's metafile: they come apart.
 */
function checkDependencies(metafiles, packageImports) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  const runtime = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})])
  const locked = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {}
  const isDevOnly = (name) => locked[`node_modules/${name}`]?.dev === true
  const problems = new Set()
  for (const { file, name } of packageImports) {
    if (!runtime.has(packageName(name))) problems.add(`${packageName(name)} (imported by ${file})`)
  }
  for (const [file, input] of metafiles.flatMap((metafile) => Object.entries(metafile.inputs))) {
    const home = /(?:^|\/)node_modules\//.test(file)
    for (const imported of input.imports) {
      const spec = imported.original ?? imported.path
      if (!isPackage(spec)) continue
      const name = packageName(spec)
      // A package's own imports are installed with it; one it merely tries (pg-native) may be absent.
      if (home) {
        if (imported.external && isDevOnly(name)) problems.add(`${name} (a development package, imported by ${file})`)
      } else if (!runtime.has(name)) problems.add(`${name} (imported by ${file})`)
    }
  }
  if (problems.size > 0) {
    throw new Error(`The server needs packages that are not dependencies in package.json: ${[...problems].join(', ')}`)
  }
}

export async function buildServer() {
  rmSync(OUT_DIR, { recursive: true, force: true })
  const workers = new Map()
  const packageImports = []
  const main = await build(options(ENTRIES, workers, packageImports, EXTERNAL))
  // Worker entries are discovered while the main bundles are built; a worker may name further workers.
  const built = new Set()
  const metafiles = [main.metafile]
  while ([...workers.keys()].some((name) => !built.has(name))) {
    const pending = [...workers].filter(([name]) => !built.has(name))
    for (const [name] of pending) built.add(name)
    const entries = Object.fromEntries(pending.map(([name, source]) => [name.replace(/\.mjs$/, ''), source]))
    const result = await build(options(entries, workers, packageImports, WORKER_EXTERNAL))
    metafiles.push(result.metafile)
  }
  checkDependencies(metafiles, packageImports)
  writeFileSync(path.join(OUT_DIR, 'package.json'), '{ "type": "module" }\n')
  copyFileSync(path.join(import.meta.dirname, LOADER), path.join(OUT_DIR, LOADER))
  for (const name of Object.keys(ENTRIES)) writeFileSync(path.join(OUT_DIR, `${name}.js`), starter(`${name}.cjs`))
  for (const name of workers.keys()) writeFileSync(path.join(OUT_DIR, name), starter(name.replace(/\.mjs$/, '.cjs')))
  return `${Object.keys(ENTRIES).length} entries, workers: ${[...workers.keys()].join(', ') || 'none'}`
}
