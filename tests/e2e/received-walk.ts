/**
 * The walk of a flow whose applications arrive submitted (运营商认证, 数据接入申请: reviewed only;
 * a rejection ends it, there is no resubmission): two of the demo operator's applications waiting
 * for their examiner, one 受理 and 审核通过, the other 受理 and 驳回 with a reason, each step
 * taken on the examiner's page in its browser (issue 41). At every step the operator's header badge
 * and newest 消息 of the application, and the examiner's badge, newest 消息, menu count and
 * workbench card of its review screen. The operator holds no page of these flows: its notices
 * carry no link, and it has no queue of them.
 */
import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Data } from './api-session'
import { DEMO_OPERATOR } from './feedback-helpers'
import {
  type Account,
  ADMIN,
  expectShown,
  OPERATOR_ACCOUNT,
  type Party,
  queueCount,
  type Shown,
  stepOn,
  TIANJIN,
  walkWith,
} from './work-helpers'

const AREA = '/universal-services'
/** The demo operator account's name (server/src/system-management/accounts-seed.ts). */
const OPERATOR_NAME = '李明'

/** A flow of applications that arrive submitted, as its walk reads it. */
export interface ReceivedFlow {
  /** The flow's title, the start of its messages' titles (数据接入申请). */
  title: string
  /** The list resource of its review screen (access-applies). */
  resource: string
  /** Its review screen (access-audit): the examiner's queue. */
  page: string
  /** The sub-page the examiner takes steps on (access-audit-examine) and its title (接入审核). */
  stepPage: [path: string, title: string]
  examiner: Account
}

/**
 * 数据接入申请 (接入审核): reviewed by tianjin on 接入审核's examine page; 运营商认证 (认证管理):
 * reviewed by admin (the only examiner: 市级监管员 reads 认证管理) on the detail page.
 */
export const RECEIVED_FLOWS: readonly ReceivedFlow[] = [
  {
    title: '数据接入申请',
    resource: 'access-applies',
    page: 'access-audit',
    stepPage: ['access-audit-examine', '接入审核'],
    examiner: TIANJIN,
  },
  {
    title: '运营商认证',
    resource: 'certifications',
    page: 'certification-management',
    stepPage: ['certification-management-detail', '认证详情'],
    examiner: ADMIN,
  },
]

/** The walk of `flow`, run with the other applications' walks by work-applications.test.ts. */
export function receivedWork(browser: () => Browser, flow: ReceivedFlow): void {
  describe(`to-dos and notices of a ${flow.title} (issue 41)`, () => {
    it('moves both parties’ badges, 消息, menu counts and workbench at every step, through a rejection', {
      timeout: 900_000,
    }, async () => {
      await walkReceived(browser(), flow)
    })
  })
}

/** Walk two received applications of the demo operator through `flow`'s review (see the file). */
export async function walkReceived(browser: Browser, flow: ReceivedFlow) {
  await walkWith(browser, { operator: OPERATOR_ACCOUNT, examiner: flow.examiner }, async (parties) => {
    const { operator, examiner } = parties
    const waiting = await examiner.api.get(
      `${AREA}/${flow.resource}?status=pending&operatorId=${DEMO_OPERATOR}&pageSize=100`,
    )
    // The operator's own applications (the seed received some of them from its account).
    const [approved, rejected] = (waiting.list as Data[])
      .filter((row) => row.submitterName === OPERATOR_NAME)
      .map((row) => String(row.applyId))
    expect(rejected).toBeDefined()
    const queue = await queueCount(examiner.api, flow.page)
    const [path, title] = flow.stepPage
    const take = (id: string, label: string, opinion?: string) => () =>
      stepOn(examiner.page, `#${AREA}/${path}/${id}`, `${title} ${id}`, label, opinion)
    const asked = `${flow.title}待审核通过或驳回`
    // [step, the application, the operator's page, the examiner's page]
    const steps: [string, string, () => Promise<void>, Shown, Shown][] = [
      [
        '受理',
        approved,
        take(approved, '受理'),
        { badge: 1, newest: `${flow.title}已受理` },
        { badge: 1, newest: asked, queue: [flow.page, queue] },
      ],
      [
        '审核通过',
        approved,
        take(approved, '审核通过'),
        { badge: 2, newest: `${flow.title}已审核通过` },
        { badge: 0, queue: [flow.page, queue - 1] },
      ],
      [
        '再受理一件',
        rejected,
        take(rejected, '受理'),
        { badge: 3, newest: `${flow.title}已受理` },
        { badge: 1, newest: asked, queue: [flow.page, queue - 1] },
      ],
      [
        '驳回',
        rejected,
        take(rejected, '驳回', '接入测试报告缺失'),
        { badge: 4, newest: `${flow.title}已驳回` },
        { badge: 0, queue: [flow.page, queue - 2] },
      ],
    ]
    for (const [label, id, taken, operatorShown, examinerShown] of steps) {
      await taken()
      await expectShown(operator.page, id, operatorShown, `${label}: the operator`)
      await expectShown(examiner.page, id, examinerShown, `${label}: the examiner`)
    }
    await expectTold(operator, rejected, `${flow.title}已驳回`, '驳回意见：接入测试报告缺失')
    // Both applications are done with: none of the examiner's to-dos of them is open.
    const work = ((await examiner.api.get('/messageInfo/list?pageSize=100')).list as Data[]).filter(
      (item) => item.content.includes(approved) || item.content.includes(rejected),
    )
    expect(work.filter((item) => item.type === 'todo' && !item.done)).toEqual([])
  })
}

/** The party's notice `title` of the record `id` says `reason`. */
export async function expectTold(party: Party, id: string, title: string, reason: string) {
  const own = (await party.api.get('/messageInfo/list?pageSize=100')).list as Data[]
  const notice = own.find((item) => item.title === title && item.content.includes(id))
  expect(notice?.content).toContain(reason)
}
