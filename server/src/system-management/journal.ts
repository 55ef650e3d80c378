/** The audit journal for sso-journalaudit-management: list with filters, and export. */

import type { Selectable } from 'kysely'
import type { z } from 'zod'
import { routeOf } from '../../../src/contract/define'
import { exportHeader, type ListField } from '../../../src/contract/lists/describe'
import { JOURNAL } from '../../../src/contract/lists/system-management/journal'
import * as journal from '../../../src/contract/system-management-journal'
import { readSummary } from '../db/journal'
import { verifyJournal } from '../db/journal-chain'
import type { Db, JournalTable } from '../db/types'
import { startExport } from '../exports/jobs'
import { defineExportReader } from '../exports/readers'
import { onPage, pageResult } from '../http/paging'
import type { Router } from '../http/router'
import { fieldError } from '../kernel/errors'
import { exportCell } from '../resources/rows'
import type { FieldDef } from '../resources/types'

const PERMISSION = 'sso-journalaudit-management'

// "YYYY-MM-DD[ HH:mm[:ss]]" is Beijing time (the console's zone); ISO text with a zone is taken as is.
function instant(value: string | undefined, field: string): string | undefined {
  if (!value) return undefined
  const local = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value)
  const date = new Date(
    local ? `${value.replace(' ', 'T')}${value.length === 10 ? 'T00:00:00' : ''}+08:00` : value,
  )
  if (Number.isNaN(date.getTime())) throw fieldError(field, '时间格式不正确')
  return date.toISOString()
}

const filters = journal.journalFilters
type Filters = z.output<typeof filters>

function filtered(db: Db, query: Filters) {
  const start = instant(query.timeFrom, 'timeFrom')
  const end = instant(query.timeTo, 'timeTo')
  if (start && end && start > end) throw fieldError('timeTo', '结束时间不能早于开始时间')
  let base = db.selectFrom('journal')
  if (query.username) base = base.where('username', 'like', `%${query.username.replace(/[%_\\]/g, '')}%`)
  if (query.action) base = base.where('action', 'like', `${query.action.replace(/[%_\\]/g, '')}%`)
  if (query.result) base = base.where('result', '=', query.result)
  if (start) base = base.where('time', '>=', start)
  if (end) base = base.where('time', '<=', end)
  return base
}

type Column = { width: number; value?: (entry: Selectable<JournalTable>) => unknown }

/**
 * The export's columns: fields of the journal's description (their headers), each written as the
 * list engine writes a described field (exportCell: 时间 in Beijing time, 操作 and 结果 by label),
 * so that the file shows what the screen showed (issue 42, item 25).
 */
const EXPORTED = {
  time: { width: 24 },
  username: { width: 14 },
  action: { width: 26 },
  target: { width: 30 },
  result: { width: 8 },
  message: { width: 30 },
  ip: { width: 16 },
  before: { width: 40, value: (entry) => entry.beforeJson },
  after: { width: 40, value: (entry) => entry.afterJson },
} satisfies { [K in keyof typeof JOURNAL.fields]?: Column }

const CELLS = Object.entries(EXPORTED).map(([name, column]: [string, Column]) => {
  const field: ListField = JOURNAL.fields[name as keyof typeof EXPORTED]
  const cell = exportCell(name, field as Pick<FieldDef, 'enum' | 'kind'>)
  const value = column.value
  return value
    ? (entry: Selectable<JournalTable>) => cell({ [name]: value(entry) })
    : (entry: Selectable<JournalTable>) => cell(entry)
})

/** The export's columns in order (tests/server/lists-agree.test.ts holds them to the description). */
export const JOURNAL_EXPORT_COLUMNS = Object.entries(EXPORTED).map(([name, { width }]) => ({
  name,
  header: exportHeader(JOURNAL.fields[name as keyof typeof EXPORTED]),
  width,
}))

/** The journal's rows for an export, newest first, run in the export worker (exports/readers.ts). */
const JOURNAL_READER = defineExportReader<Filters>('journal', (db, body) => {
  // Keyset paging by id; the first page has no bound (an int4 column refuses huge numbers).
  let lastId: number | null = null
  return async () => {
    let query = filtered(db, body).selectAll()
    if (lastId !== null) query = query.where('id', '<', lastId)
    const page = await query.orderBy('id', 'desc').limit(1000).execute()
    if (!page.length) return null
    lastId = page[page.length - 1].id
    return page.map((row) => CELLS.map((cell) => cell(row)))
  }
})

/** Register the journal routes. */
export function journalRoutes(router: Router): void {
  router.route({
    ...routeOf(journal.journalList),
    tag: 'journal',
    access: { permission: `${PERMISSION}/view` },
    handler: async ({ db, query }) => {
      const base = filtered(db, query)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()
      const rows = await base
        .selectAll()
        .orderBy('time', 'desc')
        .orderBy('id', 'desc')
        .$call(onPage(query))
        .execute()
      const list = rows.map(({ beforeJson, afterJson, hash: _hash, ...row }) => ({
        ...row,
        before: readSummary(beforeJson),
        after: readSummary(afterJson),
      }))
      return pageResult(list, Number(total?.count ?? 0), query)
    },
  })

  router.route({
    ...routeOf(journal.journalChain),
    tag: 'journal',
    access: { permission: `${PERMISSION}/view` },
    handler: ({ db }) => verifyJournal(db),
  })

  router.route({
    ...routeOf(journal.journalExport),
    tag: 'journal',
    access: { permission: `${PERMISSION}/export` },
    journal: 'journal.export',
    // The job runs after the answer on the database itself, so its row must not wait in a transaction.
    transaction: false,
    handler: async ({ db, deps, body, principal, record }) => {
      const total = Number(
        (
          await filtered(db, body)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirst()
        )?.count ?? 0,
      )
      const params = Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined),
      )
      record({ target: 'journal', after: { filters: body, total } })
      const id = await startExport(
        db,
        principal.user.id,
        {
          resource: 'system-management/journal',
          title: '审计日志',
          params,
          total,
          columns: JOURNAL_EXPORT_COLUMNS.map(({ header, width }) => ({ header, width })),
          reader: JOURNAL_READER,
          input: body,
        },
        deps.config.maxExportsPerUser,
      )
      return { id }
    },
  })
}
