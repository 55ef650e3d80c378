/**
 * The conditions of a list request's parameters: each filtered field's (range, equality, prefix,
 * contains, area), the bounded time window of a time series and the keyword (buildRequest in
 * query.ts gathers them with the data scope). Each throws a 400 naming the bad parameter.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { keywordText } from '../../../src/contract/text'
import { isEnumValue } from '../../../src/core/domain/enums'
import { regionPrefix } from '../../../src/core/domain/regions'
import { fieldError } from '../kernel/errors'
import { anyOf, columnOf, containsText, inArea, parseNumber, parseTime, ref, startsWith } from './conditions'
import { isPinyinColumn, pinyinKeyword } from './pinyin-keyword'
import type { FieldDef, QueryContext, ResourceDef } from './types'

/** The conditions of a filtered field's parameters (`filterOnly`: written for a page, not a count: conditions.ts inArea). */
export function fieldCondition(
  field: FieldDef,
  params: Record<string, string | undefined>,
  context: QueryContext,
  filterOnly: boolean,
): RawBuilder<SqlBool>[] {
  const column = columnOf(field)
  const conditions: RawBuilder<SqlBool>[] = []
  if (field.filter === 'range') {
    const from = params[`${field.name}From`]?.trim()
    const to = params[`${field.name}To`]?.trim()
    if (field.kind === 'time') {
      if (from) conditions.push(sql<SqlBool>`${ref(column)} >= ${parseTime(`${field.name}From`, from).iso}`)
      if (to) {
        const end = parseTime(`${field.name}To`, to)
        const bound = end.dateOnly
          ? new Date(new Date(end.iso).getTime() + 86_400_000).toISOString()
          : end.iso
        conditions.push(
          end.dateOnly ? sql<SqlBool>`${ref(column)} < ${bound}` : sql<SqlBool>`${ref(column)} <= ${bound}`,
        )
      }
    } else {
      const integer = field.kind === 'int'
      if (from)
        conditions.push(sql<SqlBool>`${ref(column)} >= ${parseNumber(`${field.name}From`, from, integer)}`)
      if (to) conditions.push(sql<SqlBool>`${ref(column)} <= ${parseNumber(`${field.name}To`, to, integer)}`)
    }
    return conditions
  }
  const raw = params[field.name]?.trim()
  if (!raw) return conditions
  if (field.filter === 'eq') {
    const values = raw
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean)
    const typed = values.map((value) => {
      if (field.enum && !isEnumValue(field.enum, value)) throw fieldError(field.name, `不支持的取值 ${value}`)
      return field.kind === 'int' || field.kind === 'number'
        ? parseNumber(field.name, value, field.kind === 'int')
        : value
    })
    const { matches } = field
    conditions.push(
      matches
        ? anyOf(typed.map((value) => matches(value, context)))
        : typed.length === 1
          ? sql<SqlBool>`${ref(column)} = ${typed[0]}`
          : sql<SqlBool>`${ref(column)} in (${sql.join(typed)})`,
    )
  } else if (field.filter === 'prefix') {
    conditions.push(startsWith(column, raw, context.postgres))
  } else if (field.filter === 'contains') {
    conditions.push(containsText(column, raw, context.postgres))
  } else if (field.filter === 'area') {
    if (!/^\d{2,6}$/.test(raw)) throw fieldError(field.name, '行政区划代码应为2至6位数字')
    conditions.push(inArea(column, regionPrefix(raw.padEnd(6, '0')), context.postgres, filterOnly))
  }
  return conditions
}

/** The bounds of a time series' window: the request's, or the default days up to now; never over its maximum. */
export function windowConditions(
  def: ResourceDef,
  params: Record<string, string | undefined>,
  context: QueryContext,
): RawBuilder<SqlBool>[] {
  const window = def.window
  if (!window) return []
  const field = def.fields.find((item) => item.name === window.field)!
  const fromName = `${field.name}From`
  const toName = `${field.name}To`
  const from = params[fromName]?.trim()
  const to = params[toName]?.trim()
  const day = 86_400_000
  const toMs = to
    ? new Date(parseTime(toName, to).iso).getTime() + (parseTime(toName, to).dateOnly ? day : 0)
    : context.now.getTime()
  const fromMs = from ? new Date(parseTime(fromName, from).iso).getTime() : toMs - window.defaultDays * day
  if (fromMs > toMs) throw fieldError(fromName, '开始时间不能晚于结束时间')
  // decisions: Large lists — a time window is required and bounded.
  if (toMs - fromMs > window.maxDays * day) throw fieldError(fromName, `时间范围不能超过${window.maxDays}天`)
  const column = columnOf(field)
  const conditions = [sql<SqlBool>`${ref(column)} >= ${new Date(fromMs).toISOString()}`]
  conditions.push(
    to && !parseTime(toName, to).dateOnly
      ? sql<SqlBool>`${ref(column)} <= ${new Date(toMs).toISOString()}`
      : sql<SqlBool>`${ref(column)} < ${new Date(toMs).toISOString()}`,
  )
  return conditions
}

/** Any of the keyword's columns matching it: by prefix, contained, or by pinyin. */
export function keywordCondition(
  def: ResourceDef,
  keyword: string | undefined,
  context: QueryContext,
): RawBuilder<SqlBool> | null {
  const text = keywordText(keyword)
  if (!text || !def.keyword) return null
  if (text.length > 64) throw fieldError('keyword', '关键字不能超过64个字符')
  const prefix = (def.keyword.prefix ?? []).map((column) =>
    startsWith(column, def.keyword?.upperCase ? text.toUpperCase() : text, context.postgres),
  )
  const columns = def.keyword.contains ?? []
  const contains = columns
    .filter((column) => !isPinyinColumn(column))
    .map((column) => containsText(column, text, context.postgres))
  const pinyin = pinyinKeyword(columns.filter(isPinyinColumn), text, context.postgres)
  return anyOf([...prefix, ...contains, ...(pinyin ? [pinyin] : [])])
}
