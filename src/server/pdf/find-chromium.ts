import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

// Chromium is found, never downloaded (ARCHITECTURE.md): CHROMIUM_PATH, then a system browser,
// then the optional @sparticuz/chromium package that ships a Linux x64 build inside npm.

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

// Flags for a headless browser on a closed network: without the background-networking flags Chromium
// keeps trying to reach Google's hosts.
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--mute-audio',
  '--font-render-hinting=none',
]

export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError'
}

function findOnPath(): string | undefined {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
      if (found) return found
    } catch {
      // not on PATH
    }
  }
  return undefined
}

export async function findChromium(configuredPath?: string): Promise<string> {
  if (configuredPath) {
    if (!existsSync(configuredPath)) throw new ChromiumNotFoundError(`CHROMIUM_PATH ${configuredPath} does not exist`)
    return configuredPath
  }
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? findOnPath()
  if (system) return system
  try {
    const moduleName = '@sparticuz/chromium'
    const sparticuz = (await import(moduleName)) as { default: { executablePath(): Promise<string> } }
    return await sparticuz.default.executablePath()
  } catch {
    throw new ChromiumNotFoundError(
      'No Chromium found. Install the "chromium" package, set CHROMIUM_PATH, or install @sparticuz/chromium.',
    )
  }
}
