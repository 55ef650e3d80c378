/**
 * Whether an error means the database cannot be reached now (issue 43: PostgreSQL restarting
 * under load): the server answers 503 then, and the pool reconnects on a later call by itself.
 * PostgreSQL's connection-exception class (08xxx), its shutdown and start-up refusals (57P01–
 * 57P03) and too many connections (53300); the socket errors of a connection refused or cut; the
 * driver's own words for a connection ended under it or not made in time.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
])
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
]

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || SOCKET_ERRORS.has(code))
  )
    return true
  if (DRIVER_MESSAGES.some((words) => error.message.startsWith(words))) return true
  // An AggregateError (a host resolving to several addresses, all refused) carries the causes.
  const causes = (error as { errors?: unknown }).errors
  return Array.isArray(causes) && causes.length > 0 && causes.every(isDatabaseUnavailable)
}
