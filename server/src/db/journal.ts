/** The audit journal writer: who, when, what, before/after summary, client IP, result. */

import { now as clockNow } from '../kernel/clock'
import { appendEntry } from './journal-chain'
import type { Db } from './types'

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

/**
 * The stored summary is always valid JSON: one longer than the limit becomes a structured
 * marker `{ truncated: true, length, preview }` whose preview is the start of the text as a
 * string (issue 23: a summary cut in the middle of its JSON broke the whole list).
 */
export function summary(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const text = JSON.stringify(redact(value)) ?? null
  if (text === null || text.length <= MAX_SUMMARY) return text
  const marker = (preview: string) => JSON.stringify({ truncated: true, length: text.length, preview })
  let preview = text.slice(0, MAX_SUMMARY - 200)
  // Escapes can make the marker longer than the preview; shorten until it fits.
  while (marker(preview).length > MAX_SUMMARY) preview = preview.slice(0, preview.length - 200)
  // Never end on half of a surrogate pair.
  if (/[\ud800-\udbff]$/.test(preview)) preview = preview.slice(0, -1)
  return marker(preview)
}

/** A stored summary as the list shows it; a row that cannot be parsed says so instead of failing. */
export function readSummary(text: string | null): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return { unreadable: true, preview: text.slice(0, 500) }
  }
}

/** Write one journal row, chained to the previous (inside the caller's transaction when given one). */
export async function writeJournal(db: Db, entry: JournalEntry): Promise<void> {
  await appendEntry(db, {
    userId: entry.userId,
    username: entry.username,
    time: clockNow().toISOString(),
    action: entry.action,
    target: entry.target.slice(0, 250),
    beforeJson: summary(entry.before),
    afterJson: summary(entry.after),
    ip: entry.ip.slice(0, 60),
    result: entry.result,
    message: (entry.message ?? '').slice(0, 500),
  })
}
