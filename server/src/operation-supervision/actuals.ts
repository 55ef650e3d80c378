/**
 * What was built in a year, from the archives (domain.md: Objectives — actual from archives):
 * new stations by `officialRunTime`, new piles and their kW by the pile's `createTime` (as the
 * facility dashboard's monthly growth counts them), and the share of public stations
 * (`stationType` 1) among the new stations; per district and month.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely'
import { EXAMINE_GRADE, gradeOf } from '../../../src/core/domain/supervision'
import type { Principal } from '../auth/permissions'
import { dataScope } from '../auth/scope'
import type { Db } from '../db/types'
import { now, today } from '../kernel/clock'
import { allOf, inArea } from '../resources/conditions'
import { areaPrefix } from '../stats/filters'

/** The four indicators of a target. */
export interface Figures {
  stations: number
  piles: number
  power: number
  publicShare: number
}

/** Built facilities of a district (or month): counts, kW and public stations. */
export interface Built {
  stations: number
  publicStations: number
  piles: number
  power: number
}

const round2 = (value: number) => Math.round(value * 100) / 100

/** The area prefixes a caller sees of a query: the scope's and the query's region. */
export function areasOf(principal: Principal, areaCode?: string): string[] {
  const scope = dataScope(principal)
  return [scope.areaPrefix, areaCode ? areaPrefix(areaCode) : null].filter((value): value is string =>
    Boolean(value),
  )
}

/** Rows whose area column is under every prefix. */
export function inAreas(column: string, areas: readonly string[], postgres: boolean): RawBuilder<SqlBool> {
  return allOf(areas.map((prefix) => inArea(column, prefix, postgres, false)))
}

/** Whether a district code is under every prefix. */
export function covers(areas: readonly string[], code: string): boolean {
  return areas.every((prefix) => code.startsWith(prefix))
}

/** The districts of a page: those with stations or targets, under the caller's areas. */
export async function districtsOf(
  db: Db,
  areas: readonly string[],
  postgres: boolean,
): Promise<{ code: string; name: string }[]> {
  const { rows } = await sql<{ code: string; name: string }>`select r."code", r."name" from region_codes r
    where r."code" in (select distinct "areaCode" from stations union select "areaCode" from objective_targets)
    and ${inAreas('r.code', areas, postgres)} order by r."code"`.execute(db)
  return rows
}

const empty = (): Built => ({ stations: 0, publicStations: 0, piles: 0, power: 0 })

/** Built facilities of a year by district and month (key `${areaCode}|${YYYY-MM}`). */
export async function builtByMonth(
  db: Db,
  year: number,
  areas: readonly string[],
  postgres: boolean,
): Promise<Map<string, Built>> {
  const from = `${year}-01-01`
  const until = `${year + 1}-01-01`
  const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`
  const stations = await sql<{ a: string; m: string; n: number; p: number }>`select "areaCode" as "a",
    ${month('officialRunTime')} as "m", count(*) as "n",
    sum(case when "stationType" = 1 then 1 else 0 end) as "p"
    from stations where "officialRunTime" >= ${from} and "officialRunTime" < ${until}
    and ${inAreas('areaCode', areas, postgres)} group by "areaCode", ${month('officialRunTime')}`.execute(db)
  const piles = await sql<{ a: string; m: string; n: number; kw: number }>`select "areaCode" as "a",
    ${month('createTime')} as "m", count(*) as "n", sum("power") as "kw"
    from equipment where "createTime" >= ${from} and "createTime" < ${until}
    and ${inAreas('areaCode', areas, postgres)} group by "areaCode", ${month('createTime')}`.execute(db)
  const built = new Map<string, Built>()
  const at = (key: string) => built.get(key) ?? built.set(key, empty()).get(key) ?? empty()
  for (const row of stations.rows) {
    const item = at(`${row.a}|${row.m}`)
    item.stations += Number(row.n)
    item.publicStations += Number(row.p ?? 0)
  }
  for (const row of piles.rows) {
    const item = at(`${row.a}|${row.m}`)
    item.piles += Number(row.n)
    item.power = round2(item.power + Number(row.kw ?? 0))
  }
  return built
}

/** Sum built facilities of the keys that `pick` accepts. */
export function sumBuilt(built: Map<string, Built>, pick: (area: string, month: string) => boolean): Built {
  const total = empty()
  for (const [key, item] of built) {
    const [area, month] = key.split('|')
    if (!pick(area, month)) continue
    total.stations += item.stations
    total.publicStations += item.publicStations
    total.piles += item.piles
    total.power = round2(total.power + item.power)
  }
  return total
}

/** The four figures of what was built. */
export function actualOf(built: Built): Figures {
  return {
    stations: built.stations,
    piles: built.piles,
    power: built.power,
    publicShare: built.stations ? round2((built.publicStations / built.stations) * 100) : 0,
  }
}

/** Completion % of one indicator: actual ÷ target (a target of 0 is met). */
export function completionOf(actual: number, target: number): number {
  return target > 0 ? round2((actual / target) * 100) : 100
}

/** Completion % of the four indicators. */
export function completion(actual: Figures, target: Figures): Figures {
  return {
    stations: completionOf(actual.stations, target.stations),
    piles: completionOf(actual.piles, target.piles),
    power: completionOf(actual.power, target.power),
    publicShare: completionOf(actual.publicShare, target.publicShare),
  }
}

/**
 * A district's examination score: each indicator weighs 25, its completion counted up to 100%
 * (so over-fulfilling one indicator does not hide another's shortfall); one decimal.
 */
export function examineScore(done: Figures): { score: number; grade: string } {
  const capped = (value: number) => Math.min(100, Math.max(0, value))
  const score =
    Math.round(
      ((capped(done.stations) + capped(done.piles) + capped(done.power) + capped(done.publicShare)) / 4) * 10,
    ) / 10
  return { score, grade: gradeOf(EXAMINE_GRADE, score) }
}

/** The current year of the server's clock (China time). */
export const currentYear = () => Number(today().slice(0, 4))

/** The server clock's time as stored (ISO text). */
export const nowIso = (): string => now().toISOString()

/** Who acts, as the journal and the rows name them. */
export const who = (principal: { user: { name?: string | null; username: string } }) =>
  principal.user.name || principal.user.username

/** The four figures of a stored row. */
export const figuresOf = (row: Figures) => ({
  stations: Number(row.stations),
  piles: Number(row.piles),
  power: Number(row.power),
  publicShare: Number(row.publicShare),
})
