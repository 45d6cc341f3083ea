// Every compressible file of the built web app also as .br (best quality: made once, served often)
// and .gz, which @fastify/static serves to browsers that accept them (plugins/web-app.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 512

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else yield full
  }
}

export function compressDirectory(dir) {
  let original = 0
  let brotli = 0
  let count = 0
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
    const data = readFileSync(file)
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    original += data.length
    brotli += br.length
    count++
  }
  return `${count} files, ${Math.round(original / 1024)} KB → ${Math.round(brotli / 1024)} KB with brotli`
}
