import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

// Chromium is found, never downloaded at run time (docs/spec/project-rules.md), in this order: CHROMIUM_PATH,
// a system browser, then the Chromium that `npm ci` installs inside the @sparticuz/chromium
// package (Linux x64). A candidate counts only once it has started; the printer launches them in
// turn and reports every attempt when none starts.

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

/**
 * Features Playwright 1.65 disables at launch (its chromiumSwitches). Chromium honours only the
 * last --disable-features switch and Playwright passes its own before ours, so ours repeats these;
 * a test compares the two on a running browser's command line.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** What a print server never uses, each costing a renderer process of its own (~20 MB private, ~35 MB PSS). */
const UNUSED_FEATURES = [
  // The new headless mode still builds a browser window, with its omnibox pop-ups as WebUI pages.
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'OmniboxAimPopupWebUIContent',
  // A spare renderer kept ready for the next navigation: pooled pages never navigate.
  'SpareRendererForSitePerProcess',
]

// Flags for a headless browser on a closed network: without the background-networking flags Chromium
// keeps trying to reach Google's hosts. One renderer process per pooled page and nothing else.
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
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES].join(',')}`,
]

export const CHROMIUM_FIX =
  'Install Chromium (Debian/Ubuntu: `apt-get install chromium`), set CHROMIUM_PATH to a Chromium or Chrome executable, or run `npm ci` on Linux x64 so that @sparticuz/chromium is installed.'

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | 'npm'

export interface ChromiumCandidate {
  source: ChromiumSource
  executablePath: string
  /** Extra environment for the browser process (libraries the machine lacks). */
  env?: Record<string, string>
}

export interface ChromiumAttempt {
  source: ChromiumSource
  /** The executable, or the package name when it could not even be unpacked. */
  path: string
  error: string
}

export interface ChromiumSearch {
  /** CHROMIUM_PATH: when set, the only candidate (an explicit choice is never silently replaced). */
  configuredPath?: string | undefined
  /** Skip system browsers, so that the npm-shipped one is used (CHROMIUM_SKIP_SYSTEM; tests and CI). */
  skipSystem?: boolean | undefined
}

export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError'
  constructor(readonly attempts: ChromiumAttempt[]) {
    super(describeAttempts(attempts))
  }
}

/** One line an operator can act on: what was tried, why each failed, and how to fix it. */
export function describeAttempts(attempts: ChromiumAttempt[]): string {
  const tried = attempts.map((attempt) => `${attempt.source} ${attempt.path}: ${attempt.error}`).join('; ')
  return `No browser for PDF export could be started. Tried: ${tried || 'nothing'}. Fix: ${CHROMIUM_FIX}`
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

const NPM_PACKAGE = '@sparticuz/chromium'
const require = createRequire(import.meta.url)

/**
 * Libraries the executable needs that the machine does not have (`ldd` says "not found"); an
 * empty list when ldd is missing, since the launch itself will then tell.
 */
export function missingLibraries(executablePath: string): string[] {
  const result = spawnSync('ldd', [executablePath], { encoding: 'utf8' })
  if (result.status !== 0 || typeof result.stdout !== 'string') return []
  return [...result.stdout.matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1] ?? '')
}

/**
 * The package's Chromium, unpacked into the temporary directory on first use (a few seconds).
 * The package also carries the NSS libraries Chromium links against; they are unpacked next to it
 * and put on LD_LIBRARY_PATH only when the machine lacks them (a slim container).
 */
async function npmShippedChromium(): Promise<ChromiumCandidate> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`${NPM_PACKAGE} ships Linux x64 only (this is ${process.platform} ${process.arch})`)
  }
  let packageDir: string
  try {
    // The package exports only its entry (build/cjs/index.cjs); its bin/ folder is two levels up.
    packageDir = path.resolve(path.dirname(require.resolve(NPM_PACKAGE)), '..', '..')
  } catch {
    throw new Error('the package is not installed (run `npm ci`)')
  }
  removeTruncatedUnpack(path.join(tmpdir(), 'chromium'))
  const sparticuz = (await import(NPM_PACKAGE)) as { default: { executablePath(input?: string): Promise<string> } }
  const executablePath = await sparticuz.default.executablePath(path.join(packageDir, 'bin'))
  if (missingLibraries(executablePath).length === 0) return { source: 'npm', executablePath }
  const libDir = path.join(tmpdir(), 'applykit-chromium-libs')
  if (!existsSync(path.join(libDir, 'lib', 'libnss3.so'))) {
    mkdirSync(libDir, { recursive: true })
    const tar = brotliDecompressSync(readFileSync(path.join(packageDir, 'bin', 'al2023.tar.br')))
    const untar = spawnSync('tar', ['-x', '-C', libDir], { input: tar })
    if (untar.status !== 0) throw new Error(`unpacking its libraries failed: ${String(untar.stderr)}`)
  }
  const libPath = [path.join(libDir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':')
  return { source: 'npm', executablePath, env: { LD_LIBRARY_PATH: libPath } }
}

// The package reuses any file at <tmp>/chromium without looking at it, so an unpack cut short (a
// process killed mid-write leaves an empty or partial file) would break every later start until
// the machine restarts. A real binary is well over 100 MB; anything under 1 MB is unpacked again.
export function removeTruncatedUnpack(binary: string) {
  try {
    if (statSync(binary).size < 1_000_000) rmSync(binary, { force: true })
  } catch {
    // Not unpacked yet: the package unpacks it.
  }
}

/**
 * Candidates in order, each produced only when asked for (unpacking the npm-shipped browser costs
 * seconds). A candidate that cannot even be produced is reported through `onSkipped`.
 */
export async function* chromiumCandidates(
  search: ChromiumSearch,
  onSkipped: (attempt: ChromiumAttempt) => void,
): AsyncGenerator<ChromiumCandidate> {
  if (search.configuredPath) {
    if (existsSync(search.configuredPath)) yield { source: 'CHROMIUM_PATH', executablePath: search.configuredPath }
    else onSkipped({ source: 'CHROMIUM_PATH', path: search.configuredPath, error: 'does not exist' })
    return
  }
  if (!search.skipSystem) {
    const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? findOnPath()
    if (system) yield { source: 'system', executablePath: system }
    else onSkipped({ source: 'system', path: `${SYSTEM_CANDIDATES.slice(0, 2).join(', ')} and PATH`, error: 'not installed' })
  }
  try {
    yield await npmShippedChromium()
  } catch (error) {
    onSkipped({ source: 'npm', path: NPM_PACKAGE, error: error instanceof Error ? error.message : String(error) })
  }
}

/** The first candidate's executable, for tools that launch a browser themselves (Playwright's config). */
export async function findChromiumPath(search: ChromiumSearch = {}): Promise<string> {
  const skipped: ChromiumAttempt[] = []
  for await (const candidate of chromiumCandidates(search, (attempt) => skipped.push(attempt))) {
    return candidate.executablePath
  }
  throw new ChromiumNotFoundError(skipped)
}
