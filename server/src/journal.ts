/** The audit journal writer: who, when, what, before/after summary, client IP, result. */
import type { Db } from './db/types'

/** One journal entry. */
export interface JournalEntry {
  userId: number | null
  username: string
  action: string
  target: string
  before?: unknown
  after?: unknown
  ip: string
  result: 'success' | 'failure'
  message?: string
}

const MAX_SUMMARY = 4000

// Never keep a password, hash or token in the journal, whatever a caller passes.
const SECRET_KEYS = /pass(word)?|pwd|salt|hash|token|secret/i

function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || depth > 4) return value ?? null
  if (Array.isArray(value)) return value.slice(0, 200).map((item) => redact(item, depth + 1))
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        SECRET_KEYS.test(key) ? '***' : redact(item, depth + 1),
      ]),
    )
  }
  return value
}

function summary(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const text = JSON.stringify(redact(value))
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text
}

/** Write one journal row (inside the caller's transaction when given one). */
export async function writeJournal(db: Db, entry: JournalEntry): Promise<void> {
  await db
    .insertInto('journal')
    .values({
      userId: entry.userId,
      username: entry.username,
      time: new Date().toISOString(),
      action: entry.action,
      target: entry.target.slice(0, 250),
      beforeJson: summary(entry.before),
      afterJson: summary(entry.after),
      ip: entry.ip.slice(0, 60),
      result: entry.result,
      message: (entry.message ?? '').slice(0, 500),
    })
    .execute()
}
