/** Server settings, from the environment (main.ts) or given directly (tests). */

export interface ServerConfig {
  /** Data folder: the SQLite file, uploads and export files live here. */
  dataDir: string
  /** Bridge allow-list served with the platform configuration (`HOST_ORIGINS`). */
  hostOrigins: string[]
  /** Cross-site console origins (`CORS_ORIGINS`); non-empty switches the cookie to SameSite=None; Secure. */
  corsOrigins: string[]
  /** A session ends after this long without a call. */
  sessionIdleMs: number
  /** A session ends this long after sign-in whatever happens. */
  sessionMaxMs: number
  /** A long-token works once within this time (decisions: Long-token: a few minutes). */
  longTokenTtlMs: number
  /** Failed sign-ins that lock the account, and for how long (issue 3: 5 and 15 minutes). */
  maxFailedLogins: number
  lockMs: number
  /** Largest request body accepted, except uploads. */
  bodyLimitBytes: number
  /** Largest avatar accepted (api.md: ≤ 2 MB). */
  avatarLimitBytes: number
  /** Folders served as static files: the built console and the demo pages (when present). */
  distDir: string | null
  demoDir: string | null
  /** Live data (issue 16): heartbeat of a stream, and how often it checks that its session is open. */
  liveHeartbeatMs: number
  liveSessionCheckMs: number
  /** The live simulator: null (off, the default in tests) or how it runs (on in `npm start`). */
  simulator: SimulatorSettings | null
  /** Routes only a test server offers (switching the simulator on and off). Never in `npm start`. */
  testHooks: boolean
}

/** How the live simulator runs. */
export interface SimulatorSettings {
  /** Time between two rounds of changes. */
  intervalMs: number
  /** Connectors changed per round. */
  connectors: number
  /** Chance per round that an alarm is raised (another that an open one recovers). */
  alarmChance: number
}

/** A comma-separated list from the environment. */
export function listFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Defaults for everything but the data folder. */
export function defaultConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    dataDir,
    hostOrigins: [],
    corsOrigins: [],
    sessionIdleMs: 2 * 3_600_000,
    sessionMaxMs: 7 * 86_400_000,
    longTokenTtlMs: 5 * 60_000,
    maxFailedLogins: 5,
    lockMs: 15 * 60_000,
    bodyLimitBytes: 256 * 1024,
    avatarLimitBytes: 2 * 1024 * 1024,
    distDir: null,
    demoDir: null,
    liveHeartbeatMs: 15_000,
    liveSessionCheckMs: 5_000,
    simulator: null,
    testHooks: false,
    ...overrides,
  }
}
