import { readdirSync, readFileSync } from 'node:fs'

// Playwright's Browser object does not expose the process it launched. A browser that no longer
// answers (killed, stopped, its pipe broken) would leave `browser.close()` waiting for ever, so the
// printer finds the process itself and kills it when closing takes too long (issue 31: a shutdown
// that never ended). Linux only: elsewhere nothing is found and the close simply stops waiting.

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return fallback
  }
}

/** The pids of this process's children whose command starts with `executablePath`. */
export function childProcessesRunning(executablePath: string): number[] {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
  return entries
    .map(Number)
    .filter((pid) => {
      const parent = Number(/^PPid:\s+(\d+)/m.exec(readOr(`/proc/${pid}/status`, ''))?.[1])
      return parent === process.pid && readOr(`/proc/${pid}/cmdline`, '').split('\0')[0] === executablePath
    })
}

/** Kills a process and the group it leads (Playwright starts the browser as a group leader). */
export function killProcessGroup(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, 'SIGKILL')
    } catch {
      // Already gone, or not a group leader.
    }
  }
}
