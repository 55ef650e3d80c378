/**
 * Which rows a statement changes, read from Kysely's operation tree for the read cache
 * (read-cache.ts, issue 43): the watched table it writes to and, for a keyed table (migration
 * 0062), the values of the keyed columns its WHERE pins (`column = value`, `column in (…)`, joined
 * by AND) or its VALUES give — or null when it cannot tell, and the whole table counts as changed.
 */
import type { OperationNode, RootOperationNode } from 'kysely'
import { SIGNALLING_TABLES } from './migrations/0053-change-signals'
import { KEYED_SIGNALS } from './migrations/0062-keyed-change-signals'

/** The tables whose changes are signalled (migration 0053): the reads kept come from them. */
export const WATCHED: ReadonlySet<string> = new Set(SIGNALLING_TABLES)

/**
 * The tables whose changes name the rows they changed, by these columns (migration 0062): a kept
 * read that depends on some of their rows is dropped only when one of those rows changes. On the
 * cluster's load these are written many times a second (a session touched, opened, ended; a
 * to-do given): when every kept read was dropped at each of them, the session's read was kept
 * for 5 % of the calls (docs/performance.md, 2026-12-07). The columns never change in a row.
 */
export const KEYED_TABLES: Readonly<Record<string, readonly string[]>> = KEYED_SIGNALS

/** The rows a change touched: per keyed column, its values; null when it cannot tell (the whole table). */
export type ChangedRows = Record<string, unknown[]> | null

/** The table a statement writes to, from its node. */
function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node)
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  return undefined
}

/** Raw SQL that changes no table: a select, a setting of the session or transaction, an explain. */
const RAW_READ = /^\s*(select|set|show|explain)\b/i

/** A column's name, from a column or a reference node. */
function columnOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'ReferenceNode') return columnOf((node as unknown as { column: OperationNode }).column)
  if (node.kind === 'ColumnNode') return (node as unknown as { column: { name: string } }).column.name
  return undefined
}

/**
 * The values a WHERE pins `columns` to: `column = value` or `column in (…)` joined by AND, at
 * any depth of ANDs (a condition under OR or NOT pins nothing).
 */
function pinned(
  node: OperationNode | undefined,
  columns: readonly string[],
  found: Record<string, unknown[]>,
): void {
  if (!node) return
  if (node.kind === 'WhereNode' || node.kind === 'ParensNode') {
    const inner = node as unknown as { where?: OperationNode; node?: OperationNode }
    pinned(inner.where ?? inner.node, columns, found)
    return
  }
  if (node.kind === 'AndNode') {
    const { left, right } = node as unknown as { left: OperationNode; right: OperationNode }
    pinned(left, columns, found)
    pinned(right, columns, found)
    return
  }
  if (node.kind !== 'BinaryOperationNode') return
  const { leftOperand, operator, rightOperand } = node as unknown as {
    leftOperand: OperationNode
    operator: { operator: string }
    rightOperand: OperationNode & { value?: unknown; values?: unknown[] }
  }
  const column = columnOf(leftOperand)
  if (!column || !columns.includes(column) || found[column]) return
  if (operator.operator === '=' && rightOperand.kind === 'ValueNode') found[column] = [rightOperand.value]
  if (operator.operator === 'in' && rightOperand.kind === 'PrimitiveValueListNode')
    found[column] = [...(rightOperand.values ?? [])]
}

/** The rows of a keyed table an insert, update or delete changes, as far as its node tells. */
function changedRows(node: RootOperationNode, columns: readonly string[]): ChangedRows {
  const found: Record<string, unknown[]> = {}
  if (node.kind === 'UpdateQueryNode') {
    // A key column set to a new value moves the row to other keys: the whole table.
    const updates = (node as unknown as { updates?: { column: OperationNode }[] }).updates ?? []
    if (updates.some((update) => columns.includes(columnOf(update.column) ?? ''))) return null
    pinned(node.where, columns, found)
  } else if (node.kind === 'DeleteQueryNode') {
    pinned(node.where, columns, found)
  } else if (node.kind === 'InsertQueryNode') {
    // Plain rows of values; an upsert may change a row other than the one it names.
    const {
      columns: named,
      values,
      onConflict,
    } = node as unknown as {
      columns?: OperationNode[]
      values?: OperationNode & { values?: (OperationNode & { values?: unknown[] })[] }
      onConflict?: unknown
    }
    if (onConflict || !named || values?.kind !== 'ValuesNode') return null
    const names = named.map((column) => columnOf(column))
    for (const row of values.values ?? []) {
      if (row.kind !== 'PrimitiveValueListNode') return null
      names.forEach((name, index) => {
        if (!name || !columns.includes(name)) return
        found[name] = [...(found[name] ?? []), row.values?.[index]]
      })
    }
  }
  return Object.keys(found).length ? found : null
}

/** The table a statement may change and the rows it names; undefined when it changes no watched table. */
export function changeOf(node: RootOperationNode): { table: string | null; rows: ChangedRows } | undefined {
  let table: string | undefined
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      table = tableOf(node.into)
      break
    case 'UpdateQueryNode':
      table = tableOf(node.table)
      break
    case 'DeleteQueryNode':
      table = node.from.froms.map((from) => tableOf(from)).find((name) => name && WATCHED.has(name))
      break
    case 'RawNode':
      // Raw SQL that may write: anything kept may be stale.
      return RAW_READ.test(node.sqlFragments[0] ?? '') ? undefined : { table: null, rows: null }
    default:
      return undefined
  }
  if (!table || !WATCHED.has(table)) return undefined
  const columns = KEYED_TABLES[table]
  return { table, rows: columns && node.kind !== 'MergeQueryNode' ? changedRows(node, columns) : null }
}
