/**
 * supervise-fee (issue 17): each station's electricity and service price per period (尖/峰/平/谷)
 * against the government's caps; stations over a cap are flagged (`overCap`, `overItems`), kept
 * current whenever a cap changes. Prices are integers of 0.0001 元 per kWh, shown as 元 text.
 */
import './tables'
import { routeOf } from '../../../src/contract/define'
import { FEES } from '../../../src/contract/lists/supervise-services/fees'
import * as contract from '../../../src/contract/supervise-services'
import { PRICE_PERIOD } from '../../../src/core/domain/enums'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now } from '../kernel/clock'
import { fieldError } from '../kernel/errors'
import { defineResourceRoutes, type ResourceDef, type Row } from '../resources'
import { describedFields, describedLookups, describedResource, type Stored } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { AREA } from './flows'

export const PERIODS = ['tip', 'peak', 'flat', 'valley'] as const
type Period = (typeof PERIODS)[number]
const labelOf = (period: Period) => PRICE_PERIOD.find((item) => item.value === period)?.label ?? period

/** 0.0001 元 as `1.0523`. */
export const priceText = (value: unknown) => {
  const n = Math.round(Number(value))
  return `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`
}
/** `1.0523` (≤ 4 decimals, checked by the contract) as 0.0001 元. */
const priceOf = (text: string) => {
  const [whole, part = ''] = text.split('.')
  return Number(whole) * 10_000 + Number(part.padEnd(4, '0'))
}

/** Each period's prices: the stored 0.0001 元 (not exported) and the 元 text. */
const priceFields = Object.fromEntries(
  PERIODS.flatMap((period) =>
    (['Elec', 'Service'] as const).flatMap((item) => [
      [`${period}${item}`, { export: false }],
      [`${period}${item}Text`, { compute: (row: Row) => priceText(row[`${period}${item}`]) }],
    ]),
  ),
) as Record<string, Stored>

/** Stations' price policies. */
export const feesResource: ResourceDef = {
  page: 'supervise-fee',
  table: 'station_prices',
  from: (db) => db.selectFrom('station_prices as p').innerJoin('stations as s', 's.stationId', 'p.stationId'),
  ...describedResource(FEES),
  fields: describedFields(FEES, {
    stationId: { column: 'p.stationId', width: 16 },
    stationName: { column: 's.stationName', width: 30 },
    operatorId: { column: 'p.operatorId', width: 12 },
    areaCode: { column: 'p.areaCode' },
    ...priceFields,
    overCap: { column: 'p.overCap' },
    overItems: { column: 'p.overItems', width: 30 },
    updateTime: { column: 'p.updateTime' },
  }),
  lookups: describedLookups(FEES, [OPERATOR_NAME]),
  keyword: { prefix: ['p.stationId'], contains: ['s.stationName'] },
  scope: { area: 'p.areaCode', operator: 'p.operatorId' },
  defaultSort: ['stationId', 'asc'],
}

/** Flag every station against the caps (after a cap changed, and after the seed). */
export async function flagOverCap(db: Db): Promise<void> {
  const caps = await db.selectFrom('price_caps').selectAll().execute()
  const rows = await db.selectFrom('station_prices').selectAll().execute()
  for (const row of rows) {
    const items: string[] = []
    for (const cap of caps) {
      const period = cap.period as Period
      if (row[`${period}Elec`] > cap.elecCap) items.push(`${labelOf(period)}时电价`)
      if (row[`${period}Service`] > cap.serviceCap) items.push(`${labelOf(period)}时服务费`)
    }
    const overItems = items.join('、').slice(0, 128)
    if (row.overItems !== overItems || row.overCap !== (items.length ? 1 : 0))
      await db
        .updateTable('station_prices')
        .set({ overCap: items.length ? 1 : 0, overItems })
        .where('stationId', '=', row.stationId)
        .execute()
  }
}

/** Register the fee calls. */
export function feeRoutes(router: Router): void {
  router.route({
    ...routeOf(contract.priceCaps),
    tag: AREA,
    access: { permission: 'supervise-fee/view' },
    handler: async ({ db }) => {
      const caps = await db.selectFrom('price_caps').selectAll().execute()
      return PERIODS.flatMap((period) => {
        const cap = caps.find((item) => item.period === period)
        return cap
          ? [{ ...cap, elecCapText: priceText(cap.elecCap), serviceCapText: priceText(cap.serviceCap) }]
          : []
      })
    },
  })
  router.route({
    ...routeOf(contract.savePriceCaps),
    tag: AREA,
    access: { permission: 'supervise-fee/edit' },
    journal: 'subsidy.fee.caps',
    handler: async ({ db, body, principal, record }) => {
      await serializeOn(db, 'price_caps')
      const before = await db.selectFrom('price_caps').selectAll().execute()
      for (const period of PERIODS) {
        const cap = body.caps.find((item) => item.period === period)
        if (!cap) throw fieldError('caps', `请填写${labelOf(period)}时段的限价`)
        const values = {
          elecCap: priceOf(cap.elecCap),
          serviceCap: priceOf(cap.serviceCap),
          updaterName: principal.user.name,
          updateTime: now().toISOString(),
        }
        if (values.elecCap <= 0 || values.serviceCap <= 0) throw fieldError('caps', '限价应大于0')
        // One statement, so two first saves at once do not both insert (issue 38).
        await db
          .insertInto('price_caps')
          .values({ period, ...values })
          .onConflict((conflict) => conflict.column('period').doUpdateSet(values))
          .execute()
      }
      await flagOverCap(db)
      record({ target: 'price-caps', before, after: body.caps })
      return {
        flagged: Number(
          (
            await db
              .selectFrom('station_prices')
              .select(db.fn.countAll<number>().as('n'))
              .where('overCap', '=', 1)
              .executeTakeFirst()
          )?.n ?? 0,
        ),
      }
    },
  })
  defineResourceRoutes(router, feesResource)
}
