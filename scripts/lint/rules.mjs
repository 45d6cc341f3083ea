// ApplyKit's own ESLint rules: rooms (which folder may import which, judged on the resolved path, so
// a relative "../../billing/x" and "#web/features/billing/x" are the same import) and no-cycle
// (eslint-plugin-import's no-cycle is not installed; this reads the runtime import graph once a run).
import path from 'node:path'
import { cycleOf, resolveSpecifier, ROOT } from './import-graph.mjs'

function importNodes(visit) {
  const check = (node) => node.source && typeof node.source.value === 'string' && visit(node, node.source.value)
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  }
}

const rooms = {
  meta: {
    type: 'problem',
    docs: { description: 'A room imports only the rooms it may (zones on resolved paths).' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            from: { type: 'string' },
            except: { type: 'string' },
            target: { type: 'string' },
            message: { type: 'string' },
          },
          required: ['from', 'target', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename)
    // "$1" in a target stands for the importer's own room as captured by "from".
    const zones = (context.options[0] ?? []).flatMap((zone) => {
      const room = file.match(new RegExp(zone.from))
      if (!room || (zone.except && new RegExp(zone.except).test(file))) return []
      return [{ target: new RegExp(zone.target.replaceAll('$1', room[1] ?? '')), message: zone.message }]
    })
    if (zones.length === 0) return {}
    return importNodes((node, specifier) => {
      const target = resolveSpecifier(context.filename, specifier)
      if (!target) return
      const zone = zones.find((each) => each.target.test(target))
      if (zone) context.report({ node: node.source, message: `${zone.message} (${target})` })
    })
  },
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No runtime import cycle between modules.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename)
    const cycle = cycleOf(file)
    if (!cycle) return {}
    return importNodes((node, specifier) => {
      if (node.importKind === 'type' || node.exportKind === 'type') return
      const specifiers = node.specifiers ?? []
      if (specifiers.length > 0 && specifiers.every((each) => each.importKind === 'type' || each.exportKind === 'type')) return
      const target = resolveSpecifier(context.filename, specifier)
      if (target && cycleOf(target) === cycle)
        context.report({ node: node.source, message: `Import cycle: ${target} imports ${file} again, directly or through others.` })
    })
  },
}

// A relative import stays inside its room; across rooms the alias says where it goes ("#web/lib/paths",
// not "../../../lib/paths"), so a move cannot silently turn one into an import of another room.
const aliasAcrossRooms = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Relative imports only inside the room; aliases across rooms.' },
    schema: [{ type: 'array', items: { type: 'string' } }],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename)
    const room = (context.options[0] ?? []).map((pattern) => file.match(new RegExp(pattern))).find(Boolean)?.[1]
    if (!room) return {}
    return importNodes((node, specifier) => {
      if (!specifier.startsWith('.')) return
      const target = resolveSpecifier(context.filename, specifier)
      if (target && !target.startsWith(`${room}/`))
        context.report({ node: node.source, message: `${target} is outside ${room}/: import it through its alias (#web/…, #server/…, #shared/…).` })
    })
  },
}

export default { rules: { rooms, 'no-cycle': noCycle, 'alias-across-rooms': aliasAcrossRooms } }
