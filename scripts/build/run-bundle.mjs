// Runs one CommonJS bundle of the compiled server with a V8 code cache (copied into dist/server by
// scripts/build/server.mjs; every entry there is a two-line module that calls runBundle).
//
// Compiling the bundles' JavaScript is a large part of a start (several MB per thread), and Node 20
// keeps no compiled code between starts (Node 22's module.enableCompileCache does, but not for
// Node 20, and ES modules have no code-cache API there). A bundle compiled through vm.Script can
// take the code V8 made on an earlier start: the cache is written once the entry's `ready` promise
// has settled, so it holds the functions the start ran, not only the top level.
//
// The cache is an optimisation only: a missing, unreadable, outdated or rejected cache means a
// normal compile, and a directory that cannot be written (a read-only production install) means
// no cache, never a failed start.
import {
  closeSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'
import { threadId } from 'node:worker_threads'

// Node's own CommonJS wrapper, kept on the first line so that line numbers in stack traces are the
// bundle's, and one more parameter: the bundle's `import()` of packages (pdf.js and the dictionaries
// are ES modules). On Node 20, `import()` written in code that came from a code cache fails (V8
// restores the script without its dynamic-import callback), so the build turns each one into a
// call of this function (scripts/build/server.mjs), which imports as a file in dist/server would.
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname, __applykitImport) { '
const importPackage = (specifier) => import(specifier)
const WRAPPER_END = '\n})'

// The start writes the cache only after the first answers it owes (health, the worker's ready):
// making it holds the thread once per build (~70 ms on the main thread, ~0.2 s in the CPU worker,
// measured on 2 cores), which those answers should not wait for.
const WRITE_DELAY_MS = 200

/**
 * What a cache was made from: the bundle (size and time, rewritten by every build) and the Node
 * that compiled it (V8 rejects another version's cache itself; this saves reading it).
 */
function cacheKey(bundle) {
  const stat = statSync(bundle)
  return JSON.stringify({ size: stat.size, mtimeMs: stat.mtimeMs, node: process.version, arch: process.arch })
}

// The file is the key's line, padded so that V8's data after it starts 8-byte aligned (V8 copies
// data that is not), then V8's data.
const keyLine = (key) => `${key.padEnd(Math.ceil((key.length + 1) / 8) * 8 - 1)}\n`

function readCache(cacheFile, key) {
  let bytes
  try {
    bytes = readFileSync(cacheFile)
  } catch {
    return undefined
  }
  const newline = bytes.indexOf(10)
  if (newline < 0 || bytes.subarray(0, newline + 1).toString('utf8') !== keyLine(key)) return undefined
  return bytes.subarray(newline + 1)
}

function writeCache(cacheFile, key, data) {
  // Written beside and renamed: a start reading the cache meanwhile sees the old file or the new one.
  const partial = `${cacheFile}.${process.pid}-${threadId}.partial`
  try {
    writeFileSync(partial, Buffer.concat([Buffer.from(keyLine(key)), data]))
    renameSync(partial, cacheFile)
  } catch {
    rmSync(partial, { force: true })
  }
}

// The bundle's text, read in small pieces: one buffer the size of the bundle (several MB), once
// freed, raises the size from which the C allocator (glibc) maps memory of its own, after which the
// start's many medium allocations stay in its heap: +50 MB of resident memory, measured.
const PIECE = Buffer.allocUnsafeSlow(64 * 1024)
function readText(file) {
  const fd = openSync(file, 'r')
  const decoder = new StringDecoder('utf8')
  let text = ''
  try {
    for (let size = readSync(fd, PIECE); size > 0; size = readSync(fd, PIECE))
      text += decoder.write(PIECE.subarray(0, size))
  } finally {
    closeSync(fd)
  }
  return text + decoder.end()
}

/** Runs the bundle at `bundleUrl` as Node would run a CommonJS file, and returns its exports. */
export function runBundle(bundleUrl) {
  const bundle = fileURLToPath(bundleUrl)
  const cacheFile = `${bundle}.v8-cache`
  const key = cacheKey(bundle)
  const cachedData = readCache(cacheFile, key)
  const script = new vm.Script(WRAPPER_START + readText(bundle) + WRAPPER_END, {
    filename: bundle,
    cachedData,
  })
  const module = { exports: {} }
  const run = script.runInThisContext()
  run(module.exports, createRequire(bundle), module, bundle, path.dirname(bundle), importPackage)
  const { ready } = module.exports
  if ((cachedData === undefined || script.cachedDataRejected) && ready instanceof Promise) {
    // A failed start stays the entry's own unhandled rejection: only success writes the cache.
    void ready.then(() =>
      setTimeout(() => writeCache(cacheFile, key, script.createCachedData()), WRITE_DELAY_MS).unref(),
    )
  }
  return module.exports
}
