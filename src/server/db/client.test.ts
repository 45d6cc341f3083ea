import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from './client'
import { runMigrations } from './migrate'

const dataDir = mkdtempSync(path.join(tmpdir(), 'applykit-db-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('embedded database in a data directory', () => {
  it('is created on first start, keeps its rows across a restart and runs with small shared buffers', async () => {
    const first = await createDatabase({ dataDir })
    await runMigrations(first)
    await first.db.execute(sql`create table kept (value text)`)
    await first.db.execute(sql`insert into kept values ('still here')`)
    await first.close()

    const second = await createDatabase({ dataDir })
    const rows = (await second.db.execute(sql`select value from kept`)) as unknown as { rows: unknown[] }
    const buffers = (await second.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] }
    await second.close()
    expect(rows.rows).toEqual([{ value: 'still here' }])
    expect(buffers.rows).toEqual([{ shared_buffers: '16MB' }])
  }, 60_000)
})
