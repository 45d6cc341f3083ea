// Compiles the server to JavaScript with esbuild: one bundle per entry in dist/server, with
// TypeScript, JSX and the `#…` import aliases resolved, and the packages bundled in too: Node's ESM
// loader and its CommonJS lexer over hundreds of package files cost ~0.4 s of every start, one
// file costs its parse only. Packages that read their own files at run time (WebAssembly, data,
// a browser, dictionaries) stay imports, installed by npm (EXTERNAL). A dynamic `import()` becomes
// a chunk of its own (splitting), so what a start does not need is not even parsed at start.
//
// Two rules keep the compiled server reading the same files as the TypeScript one:
// - `new URL('./x.mjs', import.meta.url)` names a worker thread's entry, as in Vite and webpack:
//   that file is compiled as an entry of its own into dist/server/x.mjs and the URL points there.
//   A worker booted through tsx (`tsImport('./y.ts', import.meta.url)`) gets y.ts compiled in.
// - Every other `import.meta.url` / `import.meta.dirname` keeps meaning the source file's own
//   location, so data read beside the code (mail texts, migrations, package.json) is read from
//   the source tree, which a production install keeps.
import { build } from 'esbuild'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  'pdfjs-dist', // imported natively by the worker (features/parse/pdfjs.ts)
  'hunspell-asm', // its WebAssembly
  'dictionary-*', // .aff and .dic files
]
const WORKER_URL = /new URL\(\s*(['"])(\.\.?\/[^'"]+\.mjs)\1\s*,\s*import\.meta\.url\s*\)/g
const TSX_API_IMPORT = /^import\s*\{\s*tsImport\s*\}\s*from\s*['"]tsx\/esm\/api['"];?[ \t]*$/m
// Stands for the bundle's own import.meta.url while the source's import.meta.url is rewritten.
const BUNDLE_URL = '__applykitBundleUrl__'
const TS_IMPORT = /\btsImport\(\s*(['"])(\.\.?\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g

// Defined once at the top of every bundle: source locations relative to the bundle (dist/server).
const BANNER = [
  "import { fileURLToPath as __applykitFileUrlToPath } from 'node:url'",
  // Bundled CommonJS packages require Node's built-ins.
  "import { createRequire as __applykitCreateRequire } from 'node:module'",
  'const require = __applykitCreateRequire(import.meta.url)',
  "const __applykitSourceUrl = (file) => new URL('../../' + file, import.meta.url).href",
  'const __applykitSourceDir = (dir) => __applykitFileUrlToPath(new URL(`../../${dir}/`, import.meta.url)).replace(/[\\\\/]$/, "")',
].join('\n')

function sourceLocations(workers) {
  return {
    name: 'source-locations',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]src[\\/].*\.(ts|tsx|mjs)$/ }, (args) => {
        const relative = path.relative(ROOT, args.path).split(path.sep).join('/')
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
        // With every tsImport compiled in, the compiled worker needs no tsx at run time.
        if (!/\btsImport\(/.test(contents)) contents = contents.replace(TSX_API_IMPORT, '')
        contents = contents
          .replaceAll('import.meta.dirname', `__applykitSourceDir(${JSON.stringify(path.posix.dirname(relative))})`)
          .replaceAll('import.meta.url', `__applykitSourceUrl(${JSON.stringify(relative)})`)
          .replaceAll(BUNDLE_URL, 'import.meta.url')
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js'
        return { contents, loader, resolveDir: path.dirname(args.path) }
      })
    },
  }
}

function options(entryPoints, workers) {
  return {
    absWorkingDir: ROOT,
    entryPoints,
    outdir: OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    splitting: true,
    // Beside the entries: source and worker locations are relative to each file's own URL.
    chunkNames: '[name]-[hash]',
    tsconfig: path.join(ROOT, 'tsconfig.node.json'),
    jsx: 'automatic',
    banner: { js: BANNER },
    // The mode is chosen when the server starts (NODE_ENV), never when it is built.
    define: {},
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [sourceLocations(workers)],
  }
}

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0])
const isPackage = (spec) =>
  !/^(\.|\/|#|node:|<)/.test(spec) && !builtinModules.includes(spec.split('/')[0])

/**
 * A production install (`npm prune --omit=dev`) keeps only dependencies and what they depend on:
 * every package our sources import, bundled or not, must be a dependency in package.json, and no
 * package a bundled package imports at run time may be one that npm installs for development only
 * (package-lock.json says which). What is bundled is in dist/ and needs no install.
 */
function checkDependencies(metafile) {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  const runtime = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})])
  const locked = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')).packages ?? {}
  const isDevOnly = (name) => locked[`node_modules/${name}`]?.dev === true
  const problems = new Set()
  for (const [file, input] of Object.entries(metafile.inputs)) {
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
  const main = await build(options(ENTRIES, workers))
  // Worker entries are discovered while the main bundles are built; a worker may name further workers.
  const built = new Set()
  const metafiles = [main.metafile]
  while ([...workers.keys()].some((name) => !built.has(name))) {
    const pending = [...workers].filter(([name]) => !built.has(name))
    for (const [name] of pending) built.add(name)
    const result = await build({
      ...options(Object.fromEntries(pending.map(([name, source]) => [name.replace(/\.mjs$/, ''), source])), workers),
      outExtension: { '.js': '.mjs' },
    })
    metafiles.push(result.metafile)
  }
  for (const metafile of metafiles) checkDependencies(metafile)
  writeFileSync(path.join(OUT_DIR, 'package.json'), '{ "type": "module" }\n')
  return `${Object.keys(ENTRIES).length} entries, workers: ${[...workers.keys()].join(', ') || 'none'}`
}
