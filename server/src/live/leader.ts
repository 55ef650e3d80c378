/**
 * One simulator for all the server processes of a PostgreSQL database (issue 43; decisions:
 * Several server processes): each process tries for a session-level advisory lock on a
 * connection of its own; the one that holds it runs the simulator. When that process dies its
 * connection closes, PostgreSQL lets the lock go, and the next process to try (every `retryMs`)
 * takes over. The connection is named after the process (`application_name`), so
 * `pg_stat_activity` joined with `pg_locks` tells which process leads.
 */
import pg from 'pg'

/** The advisory lock of the simulator (one 64-bit key per database). */
export const SIMULATOR_LOCK = 4_300_016

/** The application_name of a process's leadership connection. */
export function leaderConnectionName(pid = process.pid): string {
  return `ev-console simulator ${pid}`
}

/** Lead while holding the lock: `lead()` when taken, `resign()` when the connection is lost. */
export function contendForLead(
  url: string,
  retryMs: number,
  lead: () => void,
  resign: () => void,
): { close(): Promise<void> } {
  let client: pg.Client | null = null
  let leading = false
  let closed = false
  let timer: NodeJS.Timeout | undefined
  const lose = () => {
    if (leading) resign()
    leading = false
    const lost = client
    client = null
    lost?.end().catch(() => undefined)
  }
  const attempt = async () => {
    if (closed || leading) return
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: url, application_name: leaderConnectionName() })
        fresh.on('error', () => undefined)
        fresh.on('end', () => {
          if (client === fresh) lose()
        })
        client = fresh
        await fresh.connect()
      }
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        SIMULATOR_LOCK,
      ])
      if (rows[0]?.got && !closed) {
        leading = true
        lead()
      }
    } catch {
      lose()
    }
  }
  const loop = () => {
    timer = setTimeout(() => void attempt().finally(() => !closed && loop()), retryMs)
    timer.unref()
  }
  void attempt().finally(loop)
  return {
    close: async () => {
      closed = true
      clearTimeout(timer)
      if (leading) resign()
      leading = false
      const last = client
      client = null
      // Ending the connection lets the lock go for the next process.
      await last?.end().catch(() => undefined)
    },
  }
}
