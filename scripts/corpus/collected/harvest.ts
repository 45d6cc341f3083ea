// Step 1 of README.md: copies every JSON Resume file (a `basics.name` and at least one job or
// school), and every Reactive Resume export or keyed CV layout converted to one (tests/fixtures/cvs/collected/convert.ts), from repository snapshots already fetched onto this machine (git directories without a
// work tree, e.g. /work/.mirror/<owner>+<name>/repo) into a raw folder outside the repository, one
// record per file: { repo, path, commit, licence, resume }. Repositories listed in
// shared/reserved-sources.md are refused. Never run inside npm test.
//   npx tsx scripts/corpus/collected/harvest.ts /tmp/cvc/raw /work/.mirror/<owner>+<name>/repo …
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { toJsonResume } from '../../../tests/fixtures/cvs/collected/convert'

// The steering folder beside the worktree (../shared), or RESERVED_SOURCES.
const RESERVED = process.env.RESERVED_SOURCES ?? new URL('../../../../shared/reserved-sources.md', import.meta.url).pathname

const git = (dir: string, ...args: string[]): string => execFileSync('git', ['--git-dir', dir, ...args], { maxBuffer: 1 << 28 }).toString()

/** owner/name of every repository the outside evaluation keeps, lower case. */
function reserved(): Set<string> {
  if (!existsSync(RESERVED)) throw new Error(`${RESERVED} is missing: without it, nothing is harvested`)
  return new Set(readFileSync(RESERVED, 'utf8').split('\n').map((line) => line.trim().toLowerCase()).filter((line) => /^[\w.-]+\/[\w.-]+$/.test(line)))
}

/** The licence as the repository states it: its LICENSE file, else package.json `license`. */
function licenceOf(dir: string, files: string[]): string {
  const file = files.find((name) => /^(LICEN[CS]E|COPYING)(\.md|\.txt)?$/i.test(name))
  if (file) {
    const text = git(dir, 'show', `HEAD:${file}`).slice(0, 600)
    const known: Array<[RegExp, string]> = [
      [/MIT License|Permission is hereby granted/i, 'MIT'],
      [/Apache License/i, 'Apache-2.0'],
      [/GNU AFFERO/i, 'AGPL-3.0'],
      [/GNU LESSER/i, 'LGPL'],
      [/GNU GENERAL PUBLIC LICENSE[\s\S]*Version 2/i, 'GPL-2.0'],
      [/GNU GENERAL PUBLIC LICENSE/i, 'GPL-3.0'],
      [/BSD/, 'BSD'],
      [/NonCommercial/i, 'CC BY-NC (forbids)'],
      [/Attribution-ShareAlike/i, 'CC BY-SA-4.0'],
      [/Creative Commons|Attribution 4\.0/i, 'CC BY-4.0'],
      [/Unlicense|public domain/i, 'Unlicense'],
      [/ISC License/i, 'ISC'],
      [/Mozilla Public/i, 'MPL-2.0'],
      [/all rights reserved/i, 'all rights reserved (forbids)'],
    ]
    return known.find(([pattern]) => pattern.test(text))?.[1] ?? `see ${file}`
  }
  if (files.includes('package.json')) {
    try {
      const licence = (JSON.parse(git(dir, 'show', 'HEAD:package.json')) as { license?: unknown }).license
      if (licence === 'UNLICENSED') return 'UNLICENSED (forbids)'
      if (typeof licence === 'string' && licence !== '') return `${licence} (package.json)`
    } catch {
      // A package.json that does not parse states nothing.
    }
  }
  return 'none stated'
}

function main(): void {
  const [out, ...dirs] = process.argv.slice(2)
  if (!out || dirs.length === 0) throw new Error('usage: harvest.ts <raw folder> <git dir> …')
  mkdirSync(out, { recursive: true })
  const refused = reserved()
  for (const dir of dirs) {
    // /work/.mirror/<owner>+<name>/repo → owner/name
    const repo = basename(dirname(dir)).replace('+', '/')
    if (refused.has(repo.toLowerCase())) {
      console.log(`${repo}: reserved for the outside evaluation, refused`)
      continue
    }
    let commit: string
    try {
      commit = git(dir, 'rev-parse', 'HEAD').trim()
    } catch {
      console.log(`${repo}: no snapshot at ${dir}, skipped`)
      continue
    }
    const files = git(dir, 'ls-tree', '-r', '--name-only', 'HEAD').split('\n').filter(Boolean)
    const licence = licenceOf(dir, files)
    let count = 0
    for (const path of files.filter((name) => name.endsWith('.json') && !/node_modules|package(-lock)?\.json$|tsconfig|\.vscode/.test(name))) {
      let resume: unknown
      try {
        resume = JSON.parse(git(dir, 'show', `HEAD:${path}`))
      } catch {
        continue
      }
      // A JSON Resume as it is; a Reactive Resume export or a keyed layout converted (tests/fixtures/cvs/collected/convert.ts).
      const converted = toJsonResume(resume)
      if (!converted) continue
      const layout = converted.layout === 'json-resume' ? {} : { converted: converted.layout }
      writeFileSync(join(out, `${basename(dirname(dir))}__${path.replace(/\//g, '_')}`), JSON.stringify({ repo, path, commit, licence, ...layout, resume: converted.resume }))
      count += 1
    }
    console.log(`${repo}: ${count} JSON Resume file(s), licence ${licence}`)
  }
}

main()
