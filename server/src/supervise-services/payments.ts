/**
 * supervise-subsidy (issue 17): the applications past publicity (待补贴) and paid (已补贴), with
 * their disbursement (paid amount, date, voucher). Recording a payment moves the application to
 * 已补贴 and the station's `allowanceStatus` with it; the paid amount may not exceed the computed
 * one. Money is integer 分, shown as 元 text.
 */
import './tables'
import { sql } from 'kysely'
import { routeOf } from '../../../src/contract/define'
import { SUBSIDIES } from '../../../src/contract/lists/supervise-services/subsidies'
import * as contract from '../../../src/contract/supervise-services'
import { SUBSIDY_FLOW } from '../../../src/core/domain/flows-supervise'
import type { Principal } from '../auth/permissions'
import { serializeOn } from '../db/serialize'
import type { Db } from '../db/types'
import type { Router } from '../http/router'
import { now, today } from '../kernel/clock'
import { conflict, fieldError } from '../kernel/errors'
import { allOf, defineResourceRoutes, detailOf, queryContext, type ResourceDef } from '../resources'
import { describedFields, describedLookups, describedResource } from '../resources/described'
import { OPERATOR_NAME } from '../resources/fields'
import { applicantsOf, assertNotApplicant, dutiesOf } from '../workflow/duties'
import { fenOf, yuanText } from './amounts'
import { AREA } from './flows'
import { moveApplication } from './settlement'

/** The statuses listed: those of the described status field (待补贴, 已补贴). */
const SHOWN = SUBSIDIES.fields.status.enum.map((status) => status.value)
const money = (row: Record<string, unknown>, key: string) =>
  row[key] === null || row[key] === undefined ? null : yuanText(Number(row[key]))

/** Subsidies to pay and paid. */
export const subsidiesResource: ResourceDef = {
  page: 'supervise-subsidy',
  table: 'subsidy_applications',
  from: (db) =>
    db
      .selectFrom('subsidy_applications as s')
      .innerJoin('applications as a', 'a.applyId', 's.applyId')
      .innerJoin('subsidy_batches as b', 'b.id', 's.batchId')
      .leftJoin('subsidy_payments as p', 'p.applyId', 's.applyId'),
  ...describedResource(SUBSIDIES),
  fields: describedFields(SUBSIDIES, {
    applyId: { column: 's.applyId', width: 18 },
    stationId: { column: 's.stationId', width: 16 },
    stationName: { column: 's.stationName', width: 30 },
    operatorId: { column: 's.operatorId', width: 12 },
    areaCode: { column: 's.areaCode' },
    batchName: { column: 'b.batchName', width: 30 },
    type: { column: 'a.type' },
    status: { column: 'a.status' },
    amount: { column: 's.amount', export: false },
    amountText: { compute: (row) => money(row, 'amount') },
    paidAmount: { column: 'p.amount', export: false },
    paidAmountText: { compute: (row) => money(row, 'paidAmount') },
    payDate: { column: 'p.payDate' },
    voucherNo: { column: 'p.voucherNo' },
    recorderName: { column: 'p.recorderName' },
    updateTime: { column: 'a.updateTime' },
  }),
  lookups: describedLookups(SUBSIDIES, [OPERATOR_NAME]),
  keyword: { prefix: ['s.applyId', 's.stationId'], contains: ['s.stationName'] },
  scope: { area: 's.areaCode', operator: 's.operatorId' },
  defaultSort: ['updateTime', 'desc'],
  where: () => allOf([sql`${sql.ref('a.status')} in (${sql.join(SHOWN.map((status) => sql`${status}`))})`]),
}

/** Register the disbursement calls. */
export function paymentRoutes(router: Router): void {
  const detail = (db: Db, applyId: string, principal: Principal) =>
    detailOf(subsidiesResource, applyId, queryContext(db, principal))

  defineResourceRoutes(router, subsidiesResource)

  router.route({
    ...routeOf(contract.createPayment),
    tag: AREA,
    access: { permission: 'supervise-subsidy/add' },
    journal: 'subsidy.payment.create',
    handler: async ({ db, body, principal, record }) => {
      // The status check and the payment's insert, one payment of an application at a time (issue 38).
      await serializeOn(db, 'applications', body.applyId)
      let row: Record<string, unknown>
      try {
        row = await detail(db, body.applyId, principal)
      } catch {
        throw fieldError('applyId', '申请不存在或无权操作')
      }
      if (row.status !== 'awaiting') throw conflict('只有待补贴的申请可以登记发放')
      // Whoever applied never records its own payment (decisions: Separation of duties).
      assertNotApplicant(
        principal.user.id,
        applicantsOf(SUBSIDY_FLOW, await dutiesOf(db, body.applyId)),
        '不能为本人提交的补贴申请登记发放：请由其他人员办理',
      )
      const amount = fenOf(body.amount)
      if (amount <= 0) throw fieldError('amount', '发放金额应大于0')
      if (amount > Number(row.amount))
        throw fieldError('amount', `发放金额不能超过核定金额 ${yuanText(Number(row.amount))} 元`)
      if (body.payDate > today()) throw fieldError('payDate', '发放日期不能晚于今天')
      const values = {
        applyId: body.applyId,
        batchId: Number(
          (
            await db
              .selectFrom('subsidy_applications')
              .select('batchId')
              .where('applyId', '=', body.applyId)
              .executeTakeFirstOrThrow()
          ).batchId,
        ),
        stationId: String(row.stationId),
        stationName: String(row.stationName),
        operatorId: String(row.operatorId),
        areaCode: String(row.areaCode),
        amount,
        payDate: body.payDate,
        voucherNo: body.voucherNo,
        remark: body.remark ?? '',
        recorderName: principal.user.name,
        createTime: now().toISOString(),
      }
      await db.insertInto('subsidy_payments').values(values).execute()
      await moveApplication(
        { ...queryContext(db, principal), record },
        body.applyId,
        'awaiting',
        'paid',
        'pay',
        `${yuanText(amount)} 元，凭证号 ${body.voucherNo}`,
      )
      record({ target: `subsidy-payment:${body.applyId}`, after: values })
      return detail(db, body.applyId, principal)
    },
  })
}
