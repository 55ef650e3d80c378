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
  /**
   * Failed sign-ins in a row that lock the account, and for how long. Issue 23, item 4: the lock
   * is the last step, after growing delays; the same counts apply to names that are no account.
   */
  maxFailedLogins: number
  lockMs: number
  /** Failures of an account name, and of a client address, before each further one waits. */
  loginFreeFailures: number
  loginFreeFailuresPerIp: number
  /** The first wait; each further failure doubles it, up to the max. */
  loginDelayBaseMs: number
  loginDelayMaxMs: number
  /** Failures older than this no longer count. */
  loginWindowMs: number
  /** Document verifications (`GET /common/documents/verify`) one client address may make per window. */
  verifyLimit: number
  verifyWindowMs: number
  /** Proxies whose `X-Forwarded-For`/`-Proto` are believed (`TRUST_PROXY`: addresses, or `true` for any). */
  trustProxy: string[]
  /** Retention (issue 23, item 9): finished exports, sign-in history; expired sessions and long-tokens go at once. */
  exportRetentionMs: number
  loginHistoryRetentionMs: number
  /** Read notices and closed to-dos (issue 41) go this long after they were sent or closed. */
  messageRetentionMs: number
  /** How often the retention sweep runs (it also runs at start). */
  retentionIntervalMs: number
  /** Exports one user may have pending or running at once. */
  maxExportsPerUser: number
  /**
   * How long a process holds an export it writes without renewing (issue 43): another process
   * takes the job up this long after its writer died.
   */
  exportLeaseMs: number
  /** Uploads one account (or, signed out, one address) may have in progress at once (issue 38, item 7). */
  maxUploadsPerUser: number
  /**
   * How long a stored upload nothing refers to is kept (issue 38, item 8): an attachment not yet
   * attached, an article image not yet in an article, a replaced avatar or logo.
   */
  uploadGraceMs: number
  /** HTTP server limits (issue 23, item 10): headers and whole-request time, open connections. */
  headersTimeoutMs: number
  requestTimeoutMs: number
  /**
   * How long an idle kept-alive connection stays open: longer than the 60 s idle timeout of common
   * reverse proxies, which would otherwise reuse a connection the server is closing (Node's 5 s
   * default; a client that sends on it just then gets ECONNRESET).
   */
  keepAliveTimeoutMs: number
  /** How long a new connection may stay without sending a request (issue 38, item 9). */
  idleHeaderMs: number
  maxConnections: number
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
  /**
   * Check every answer against its contract's `data` schema (issue 24: "checks responses in tests
   * and development"): a mismatch answers 500 and is logged. On in the test servers, off in
   * `npm start` (`CHECK_RESPONSES=1` turns it on).
   */
  checkResponses: boolean
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
    maxFailedLogins: 10,
    lockMs: 15 * 60_000,
    loginFreeFailures: 3,
    loginFreeFailuresPerIp: 20,
    loginDelayBaseMs: 1000,
    loginDelayMaxMs: 5 * 60_000,
    loginWindowMs: 60 * 60_000,
    verifyLimit: 30,
    verifyWindowMs: 10 * 60_000,
    trustProxy: [],
    exportRetentionMs: 7 * 86_400_000,
    loginHistoryRetentionMs: 180 * 86_400_000,
    messageRetentionMs: 180 * 86_400_000,
    retentionIntervalMs: 3_600_000,
    maxExportsPerUser: 3,
    exportLeaseMs: 30_000,
    maxUploadsPerUser: 4,
    uploadGraceMs: 86_400_000,
    headersTimeoutMs: 10_000,
    idleHeaderMs: 5_000,
    requestTimeoutMs: 120_000,
    keepAliveTimeoutMs: 65_000,
    maxConnections: 1000,
    bodyLimitBytes: 256 * 1024,
    avatarLimitBytes: 2 * 1024 * 1024,
    distDir: null,
    demoDir: null,
    liveHeartbeatMs: 15_000,
    liveSessionCheckMs: 5_000,
    simulator: null,
    testHooks: false,
    checkResponses: false,
    ...overrides,
  }
}

/** A positive number from the environment, or undefined (then the default holds). */
function numberFromEnv(value: string | undefined): number | undefined {
  const number = Number(value)
  return value && Number.isFinite(number) && number > 0 ? number : undefined
}

/** The settings of issue 23 read from the environment (README: variables). */
export function securityConfigFromEnv(env: Record<string, string | undefined>): Partial<ServerConfig> {
  const days = (value: string | undefined) => {
    const number = numberFromEnv(value)
    return number === undefined ? undefined : number * 86_400_000
  }
  const settings: Partial<ServerConfig> = {
    trustProxy: listFromEnv(env.TRUST_PROXY),
    exportRetentionMs: days(env.EXPORT_RETENTION_DAYS),
    loginHistoryRetentionMs: days(env.LOGIN_HISTORY_RETENTION_DAYS),
    messageRetentionMs: days(env.MESSAGE_RETENTION_DAYS),
    maxExportsPerUser: numberFromEnv(env.MAX_EXPORTS_PER_USER),
    maxUploadsPerUser: numberFromEnv(env.MAX_UPLOADS_PER_USER),
    exportLeaseMs: numberFromEnv(env.EXPORT_LEASE_MS),
  }
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined))
}
