/**
 * A list screen in a shadow root with the element layer's providers, over a fake data client, at
 * a given content width (tests/browser/list-layout.test.ts), and a detail's terms beside long values.
 */
import { Descriptions } from 'antd'
import { type RouteEntry, routeByPath } from '../../src/core/domain/routes'
import SuperviseSubsidy from '../../src/screens/supervise-services/supervise-subsidy.screen'
import { DataClientProvider } from '../../src/ui/dataClient'
import { col } from '../../src/ui/fields/builders'
import { action } from '../../src/ui/list/actionBuilders'
import type { ListScreenDefinition } from '../../src/ui/list/definition'
import { ListScreen } from '../../src/ui/list/ListScreen'
import { fakeData } from '../unit/ui/fake-data'
import { mountInShadow } from './list-harness'

/** A company name of 100 characters. */
export const LONG_NAME =
  '天津市滨海新区新能源汽车充电基础设施建设运营管理有限公司暨京津冀协同发展电动汽车智能充换电网络示范工程联合体（天津）第一分公司和平区营业部东区服务中心'
    .repeat(2)
    .slice(0, 100)

const ROUTE: RouteEntry = {
  path: '/universal-services/enterprise-record',
  name: 'enterprise-record',
  title: '企业备案审核',
  area: 'universal-services',
  icon: 'AuditOutlined',
}

/** The list's key columns (those without `secondary`). */
export const KEY_COLUMNS = ['申请编号', '企业名称', '运营商', '审核人', '审核意见', '发放金额(元)']

const DEFINITION: ListScreenDefinition = {
  resource: 'universal-services/enterprise-records',
  rowKey: 'applyId',
  columns: [
    col.text('applyId', '申请编号', { width: 170, fixed: 'left' }),
    col.text('companyName', '企业名称'),
    col.operator(),
    // Secondary here (not among the list's key columns): in 列设置 when the table would scroll.
    col.text('submitterName', '申请人', { secondary: true }),
    col.datetime('submitTime', '提交时间', { secondary: true }),
    col.text('examinerName', '审核人'),
    col.text('opinion', '审核意见'),
    col.money('amount', '发放金额(元)'),
    col.datetime('updateTime', '更新时间', { secondary: true }),
  ],
  actions: [
    action.view(),
    { type: 'custom', key: 'examine', label: '审核', scope: 'row', permission: 'view', run: () => undefined },
  ],
}

const ROWS = [
  {
    applyId: 'QY2026111909012',
    companyName: LONG_NAME,
    operatorId: 'MA01',
    operatorName: '特来电新能源股份有限公司',
    submitterName: '李明',
    submitTime: '2026-11-21T10:06:14.000Z',
    examinerName: '王立新',
    opinion: '材料齐全，符合要求',
    amount: 199200,
    updateTime: '2026-11-25T03:06:14.000Z',
  },
]

/**
 * The list in a content area `width` px wide (at 1440 px the console's is 1184 px), in an element
 * with the `locale` attribute given.
 */
export function mountList(width: number, locale?: string) {
  return mountInShadow(
    <div style={{ width }}>
      <DataClientProvider client={fakeData(ROWS).client}>
        <ListScreen definition={DEFINITION} route={ROUTE} actions={['view']} />
      </DataClientProvider>
    </div>,
    locale,
  )
}

/** A detail's terms, each beside a long value, in a 700 px drawer. */
export function mountDetail() {
  return mountInShadow(
    <div style={{ width: 700 }}>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'a', label: '统一社会信用代码', children: LONG_NAME },
          { key: 'b', label: '经营范围', children: LONG_NAME + LONG_NAME },
        ]}
      />
    </div>,
  )
}

/** 补贴发放's rows: one awaiting payment (登记发放 offered), one paid. */
const SUBSIDY_ROWS = [
  {
    applyId: 'BT2026110209009',
    stationName: '河东区银河广场特来电超级充电站',
    operatorId: 'MA01',
    operatorName: '特来电新能源股份有限公司',
    status: 'awaiting',
    amountText: '216,300.00',
    paidAmountText: null,
    payDate: null,
  },
  {
    applyId: 'BT2026102409000',
    stationName: '河东区西站特来电充电站',
    operatorId: 'MA01',
    operatorName: '特来电新能源股份有限公司',
    status: 'paid',
    amountText: '97,800.00',
    paidAmountText: '97,800.00',
    payDate: '2026-11-28',
  },
]

/**
 * The console's 补贴发放 screen itself (its definition, key columns and actions, as tianjin holds
 * them) in a content area `width` px wide: 1232 px at 1440×900 beside the 208 px side menu.
 */
export function mountSubsidies(width: number) {
  const route = routeByPath('/supervise-services/supervise-subsidy') as RouteEntry
  return mountInShadow(
    <div style={{ width }}>
      <DataClientProvider client={fakeData(SUBSIDY_ROWS).client}>
        <SuperviseSubsidy route={route} params={{}} actions={['view', 'add', 'export']} authMap={{}} />
      </DataClientProvider>
    </div>,
  )
}
