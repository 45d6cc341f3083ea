// The project's import graph as ESLint rules need it: a specifier resolved to a repository path the
// way package.json "imports" and TypeScript resolve it, and the runtime imports of every source file
// (type-only imports are erased by the compiler, so they cannot form a cycle at run time).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname)

const ALIASES = [
  ['#shared/', 'src/shared/'],
  ['#server/', 'src/server/'],
  ['#web/', 'src/web/'],
  ['#documents/', 'src/documents/'],
  ['#tests/', 'tests/'],
]
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts']
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/

/** Repository-relative path of the file a specifier names, or undefined for a package. */
export function resolveSpecifier(fromFile, specifier) {
  let base
  if (specifier.startsWith('.')) base = path.join(path.dirname(fromFile), specifier)
  else {
    const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix))
    if (!alias) return undefined
    base = path.join(ROOT, alias[1], specifier.slice(alias[0].length))
  }
  for (const extension of EXTENSIONS) {
    const candidate = base + extension
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(ROOT, candidate)
  }
  return path.relative(ROOT, base)
}

// import … from 'x', export … from 'x', import 'x', import('x'); "type" ones are skipped.
const RUNTIME_IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

function isTypeOnly(typeKeyword, clause) {
  if (typeKeyword) return true
  const named = clause?.match(/^\{([^}]*)\}$/s)
  if (!named) return false
  const names = named[1].split(',').map((name) => name.trim()).filter(Boolean)
  return names.length > 0 && names.every((name) => name.startsWith('type '))
}

/** The specifiers a module's text imports at run time. */
export function runtimeSpecifiers(text) {
  const specifiers = []
  for (const match of text.matchAll(RUNTIME_IMPORT)) {
    if (match[3] && isTypeOnly(match[1], match[2]?.trim())) continue
    specifiers.push(match[3] ?? match[4])
  }
  return specifiers
}

function runtimeImports(file) {
  return runtimeSpecifiers(readFileSync(path.join(ROOT, file), 'utf8'))
    .map((specifier) => resolveSpecifier(path.join(ROOT, file), specifier))
    .filter((target) => target !== undefined && SOURCE.test(target) && target.startsWith('src/'))
}

function listSources(folder) {
  const found = []
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name)
    if (entry.isDirectory()) found.push(...listSources(relative))
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(relative)
  }
  return found
}

let cycles
/** file → id of its import cycle (strongly connected component with more than one file), read once per run. */
export function cycleOf(file) {
  cycles ??= findCycles(new Map(listSources('src').map((each) => [each, runtimeImports(each)])))
  return cycles.get(file)
}

/** Tarjan's strongly connected components, iterative: node → id of its cycle, for nodes in one. */
export function findCycles(edges) {
  const files = [...edges.keys()]
  const index = new Map()
  const low = new Map()
  const onStack = new Set()
  const stack = []
  const result = new Map()
  let counter = 0
  for (const start of files) {
    if (index.has(start)) continue
    const work = [[start, 0]]
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, next] = frame
      if (next === 0) {
        index.set(node, counter)
        low.set(node, counter)
        counter += 1
        stack.push(node)
        onStack.add(node)
      }
      const targets = edges.get(node) ?? []
      if (next < targets.length) {
        frame[1] += 1
        const target = targets[next]
        if (!edges.has(target)) continue
        if (!index.has(target)) work.push([target, 0])
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent), low.get(node)))
      }
      if (low.get(node) === index.get(node)) {
        const members = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          members.push(member)
        } while (member !== node)
        const selfLoop = (edges.get(node) ?? []).includes(node)
        if (members.length > 1 || selfLoop) for (const each of members) result.set(each, node)
      }
    }
  }
  return result
}
