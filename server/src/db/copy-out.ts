/**
 * A query's rows as PostgreSQL's COPY sends them (`COPY (query) TO STDOUT`, text format), batch by
 * batch, for the export worker (issue 43: "export of one month of national orders ≥ 50,000
 * rows/s").
 *
 * Through a cursor the pg driver turned every field of every row into a string, every row into
 * an object and every number into a number, and the export then turned them into cells and the
 * cells into text again: a national month's export spent a third of its worker's time collecting
 * that garbage and a fifth parsing. COPY sends each row as one message of text; its bytes are
 * copied into the batch as they are, and the sheet is written from them (resources/export-copy.ts).
 *
 * COPY is one statement, so one snapshot: the file is the list as it stood when the export
 * started (as with the cursor). It takes no parameters: they are written into the statement as
 * literals (inlineParameters), the way the driver would have sent them (text, of unknown type).
 * The socket is paused while two batches wait to be written, so PostgreSQL waits in turn.
 */
import type { CompiledQuery } from 'kysely'
import pg from 'pg'
import { keepAtMost } from './bounded'

/** Rows in COPY's text format: fields split by tabs, `\N` for null, backslash escapes, `\n` after each. */
export interface CopyBatch {
  /** The rows' bytes one after another. */
  bytes: Buffer
  /** Where each row ends (after its `\n`); row i starts where row i − 1 ends (the first at 0). */
  ends: Int32Array
  /** Rows in the batch. */
  length: number
}

/** An open COPY read. */
export interface CopyRead {
  /** Each column's name and PostgreSQL type (OID), in the query's order. */
  columns: readonly { name: string; type: number }[]
  /** The next batch, valid until the next call; null after the last. */
  next(): Promise<CopyBatch | null>
  /** Stop (a COPY still sending ends with its connection) and give the connection back; safe twice. */
  close(): Promise<void>
}

/**
 * The first size of a batch's buffer, grown when a batch needs more (500 national orders: ~150
 * KB; the next batches reuse the grown buffers). Small: most exports are a page of a list.
 */
const BATCH_BYTES = 32 << 10
/** Batches read ahead before the socket is paused. */
const READ_AHEAD = 2

/** The query's text with its parameters written in as literals (COPY takes no parameters). */
export function inlineParameters(text: string, parameters: readonly unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, position: string) => literal(parameters[Number(position) - 1]))
}

/** A parameter as the literal of unknown type the driver would have sent (pg's prepareValue). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'string') return pg.escapeLiteral(value)
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return pg.escapeLiteral(String(value))
  throw new Error(`COPY: a parameter of type ${typeof value} is not written as a literal`)
}

/**
 * Open a COPY of `query` on a connection of `pool`, in a read-only transaction with `settings`
 * (set locally). The columns are described first and handed to `prepare` (the caller's use of
 * them, kept as `prepared`): when it gives null, nothing is read and the connection goes back
 * (null).
 */
export async function openCopy<T = true>(
  pool: pg.Pool,
  query: CompiledQuery,
  batch: number,
  settings: Record<string, string> = {},
  prepare: (columns: CopyRead['columns']) => T | null = () => true as T,
): Promise<(CopyRead & { prepared: T }) | null> {
  const client = await pool.connect()
  try {
    // One round trip: the transaction and its settings (our own names and values, as literals).
    const setting = Object.entries(settings).map(
      ([name, value]) => `select set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true);`,
    )
    await client.query(['begin isolation level repeatable read read only;', ...setting].join(' '))
    const columns = await describe(client, query)
    const prepared = prepare(columns)
    if (prepared === null) {
      await client.query('rollback')
      client.release()
      return null
    }
    // Literals keep backslashes as they are (pg.escapeLiteral marks them E'…').
    const text = `copy (${inlineParameters(query.sql, query.parameters)}) to stdout`
    return { ...reading(client, text, columns, batch), prepared }
  } catch (error) {
    client.release(error as Error)
    throw error
  }
}

/**
 * The columns of each query text described so far (names and types do not depend on the
 * parameters' values, and the schema does not change while the server runs): a small export
 * described its query on every run, one more round trip and plan.
 */
const DESCRIBED = new Map<string, CopyRead['columns']>()
const DESCRIBED_MAX = 200

async function describe(client: pg.PoolClient, query: CompiledQuery): Promise<CopyRead['columns']> {
  const known = DESCRIBED.get(query.sql)
  if (known) return known
  const { fields } = await client.query({
    text: `select * from (${query.sql}) described limit 0`,
    values: [...query.parameters],
  })
  const columns = fields.map((field) => ({ name: field.name, type: field.dataTypeID }))
  return keepAtMost(DESCRIBED, DESCRIBED_MAX, query.sql, columns)
}

function newBatch(rows: number, bytes = BATCH_BYTES): CopyBatch {
  return { bytes: Buffer.allocUnsafe(bytes), ends: new Int32Array(rows), length: 0 }
}

function reading(client: pg.PoolClient, text: string, columns: CopyRead['columns'], rows: number): CopyRead {
  const ready: CopyBatch[] = []
  /** Batches given back (the one handed out before), reused instead of allocated. */
  const spare: CopyBatch[] = []
  let filling = newBatch(rows)
  let used = 0
  let handedOut: CopyBatch | null = null
  let failure: Error | null = null
  let finished = false
  let closed = false
  let paused = false
  let stream: pg.Connection['stream'] | null = null
  let wake: (() => void) | null = null
  let settle = () => {}
  /** ReadyForQuery: the connection is free again (after the COPY's end or its error). */
  const settled = new Promise<void>((resolve) => {
    settle = resolve
  })
  const notify = () => {
    wake?.()
    wake = null
  }
  const push = () => {
    ready.push(filling)
    const reused = spare.pop()
    filling = reused ?? newBatch(rows, filling.bytes.length)
    filling.length = 0
    used = 0
    if (ready.length >= READ_AHEAD && !paused) {
      paused = true
      stream?.pause()
    }
    notify()
  }
  const copy = {
    submit(connection: pg.Connection) {
      stream = connection.stream
      connection.query(text)
    },
    // The message's bytes are a view of the driver's buffer, written over by the next read: copied.
    handleCopyData({ chunk }: { chunk: Buffer }) {
      if (used + chunk.length > filling.bytes.length) {
        const larger = Buffer.allocUnsafe(Math.max(filling.bytes.length * 2, used + chunk.length))
        filling.bytes.copy(larger, 0, 0, used)
        filling.bytes = larger
      }
      chunk.copy(filling.bytes, used)
      used += chunk.length
      filling.ends[filling.length] = used
      filling.length += 1
      if (filling.length === rows) push()
    },
    handleCommandComplete() {
      if (filling.length) push()
      finished = true
      notify()
    },
    handleError(error: Error) {
      failure = error
      notify()
    },
    handleReadyForQuery() {
      settle()
      notify()
    },
    handleEmptyQuery() {},
    handleRowDescription() {},
    handleDataRow() {},
  }
  client.query(copy)
  return {
    columns,
    async next() {
      if (handedOut && spare.length < READ_AHEAD) spare.push(handedOut)
      handedOut = null
      for (;;) {
        if (failure) throw failure
        const batch = ready.shift()
        if (batch) {
          if (paused && ready.length < READ_AHEAD) {
            paused = false
            stream?.resume()
          }
          handedOut = batch
          return batch
        }
        if (finished || closed) return null
        await new Promise<void>((resolve) => {
          wake = resolve
        })
      }
    },
    async close() {
      if (closed) return
      closed = true
      notify()
      if (finished && !failure) {
        await settled
        await client.query('rollback').catch(() => undefined)
        client.release()
        return
      }
      // Still sending (or failed): the connection cannot carry another statement; it is ended.
      client.release(failure ?? new Error('export read stopped'))
    },
  }
}
