/**
 * The random draws of the seeded charging world: a station's district (weighted by AREA_WEIGHTS),
 * type and construction, a pile's manufacturer and a connector's live status.
 */
import { CONNECTOR, PARKING } from '../../../../src/core/domain/enums'
import type { SeedContext } from '../../db/seed/context'
import { AREA_WEIGHTS } from '../../db/seed/names'

export const MANUFACTURERS = [
  ['MA01R8XN5', '国网智能科技股份有限公司'],
  ['687651396', '青岛特来电新能源科技有限公司'],
  ['59237124X', '万帮数字能源股份有限公司'],
  ['MA3CP9V5L', '深圳市盛弘电气股份有限公司'],
  ['MA5D4L0R9', '许继电气股份有限公司'],
  ['MA07CW8T2', '深圳英飞源技术有限公司'],
] as const

export const STATION_TYPES = [1, 1, 1, 1, 1, 1, 100, 102, 103, 104, 105, 106, 255] as const
export const CONSTRUCTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10, 11, 255] as const

export function weightedArea(roll: number): string {
  const total = AREA_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
  let left = roll * total
  for (const [code, weight] of AREA_WEIGHTS) {
    left -= weight
    if (left < 0) return code
  }
  return AREA_WEIGHTS[0][0]
}

/**
 * Live status of a connector: 2–5% faulted or offline in total (issue 5). None is charging here:
 * the connectors charging now are those whose session of the charging model is still running at
 * the moment of seeding (orders.ts, issue 42 item 12).
 */
export function liveStatus(
  ctx: SeedContext,
  charges: boolean,
): { status: number; parkStatus: number; soc: number | null } {
  const off = { parkStatus: PARKING.unknown, soc: null }
  if (!charges) return { status: CONNECTOR.offline, ...off }
  const roll = ctx.rng.next()
  if (roll < 0.016) return { status: CONNECTOR.fault, ...off }
  if (roll < 0.028) return { status: CONNECTOR.offline, ...off }
  if (roll < 0.068) return { status: CONNECTOR.occupied, parkStatus: PARKING.occupied, soc: null }
  if (roll < 0.073) return { status: CONNECTOR.reserved, parkStatus: PARKING.free, soc: null }
  const parkStatus = ctx.rng.chance(0.1) ? PARKING.occupied : PARKING.free
  return { status: CONNECTOR.idle, parkStatus, soc: null }
}
