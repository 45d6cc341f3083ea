import type { PGlite, Transaction } from '@electric-sql/pglite'

// Counts the statements that may change the named tables, on the embedded database. PGlite is one
// connection in one process: every statement of the app passes through these functions and runs
// in the order it was issued, so a cached read is still true exactly while the count it was read
// under has not moved (see features/auth/session-cache.ts).

export type WriteWatch = {
  /** Moves (never back) whenever a statement that may write one of the tables is issued. */
  generation(): number
}

const READ_ONLY = /^\s*(select|show|explain|set|begin|commit|rollback|savepoint|release)\b/i

export function watchWrites(client: PGlite, tables: readonly string[]): WriteWatch {
  const names = new RegExp(`\\b(${tables.join('|')})\\b`, 'i')
  let generation = 0
  const note = (statement: string): void => {
    if (!READ_ONLY.test(statement) && names.test(statement)) generation += 1
  }
  const query = client.query.bind(client)
  const exec = client.exec.bind(client)
  const transaction = client.transaction.bind(client)
  const watched = <Target extends PGlite | Transaction>(target: Target) => ({
    query: ((statement, params, options) => {
      note(statement)
      return target === client ? query(statement, params, options) : target.query(statement, params, options)
    }) as Target['query'],
    exec: ((statement, options) => {
      note(statement)
      return target === client ? exec(statement, options) : target.exec(statement, options)
    }) as Target['exec'],
  })
  Object.assign(client, watched(client))
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const own = watched(tx)
      return work(
        new Proxy(tx, {
          get: (target, property, receiver) =>
            property === 'query'
              ? own.query
              : property === 'exec'
                ? own.exec
                : Reflect.get(target, property, receiver),
        }),
      )
    })) as PGlite['transaction']
  return { generation: () => generation }
}
