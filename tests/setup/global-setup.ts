import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase } from '#server/db/client'
import { runMigrations } from '#server/db/migrate'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database every PostgreSQL test database is copied from; '' without PostgreSQL. */
    postgresTemplate: string
  }
}

// With PostgreSQL under test (TEST_DATABASE_URL), one database is migrated once for the whole run
// and every test's database is copied from it (tests/setup/test-database.ts); it is dropped at
// the end of the run.
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    project.provide('postgresTemplate', '')
    return undefined
  }
  const name = `applykit_template_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const templateUrl = new URL(url)
  templateUrl.pathname = `/${name}`
  const database = await createDatabase({ databaseUrl: templateUrl.toString() })
  try {
    await runMigrations(database)
  } finally {
    await database.close()
  }
  project.provide('postgresTemplate', name)
  return () => admin(`drop database if exists ${name} with (force)`)
}
