import type { HealthReply, ServiceStatus } from '#shared/api/system'
import type { Database } from '#server/db/client'

export interface HealthProbe {
  name: ServiceStatus['name']
  check(): Promise<Omit<ServiceStatus, 'name'>>
}

export type HealthService = ReturnType<typeof createHealthService>

export function createHealthService(deps: { database: Database; version: string; probes: HealthProbe[] }) {
  return {
    async check(): Promise<HealthReply> {
      const database = await probeDatabase(deps.database)
      const others = await Promise.all(
        deps.probes.map(async (probe) => {
          try {
            return { name: probe.name, ...(await probe.check()) }
          } catch {
            return { name: probe.name, status: 'down' as const, provider: 'unknown' }
          }
        }),
      )
      return { status: 'ok', db: deps.database.kind, version: deps.version, services: [database, ...others] }
    },
  }
}

async function probeDatabase(database: Database): Promise<ServiceStatus> {
  try {
    await database.ping()
    return { name: 'database', status: 'operational', provider: database.kind }
  } catch {
    return { name: 'database', status: 'down', provider: database.kind }
  }
}

/** A component that runs, degraded when production runs it in an explicitly chosen test mode (config.ts). */
export function componentStatus(provider: string, productionWarning: string | undefined): Omit<ServiceStatus, 'name'> {
  return productionWarning ? { status: 'degraded', provider, detail: productionWarning } : { status: 'operational', provider }
}
