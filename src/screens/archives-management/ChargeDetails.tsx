/** The per-period charge details of an order (domain.md: Charge order, "charge details"). */
import { Table } from 'antd'
import { ORDERS } from '../../contract/lists/archives-management/orders'
import { PRICE_PERIOD } from '../../core/domain/enums'
import { formatDateTime, formatMoney } from '../../core/format'
import type { Field, Row } from '../../ui/fields/types'
import { fieldsOf } from '../../ui/list/described'

const COLUMNS = [
  {
    key: 'period',
    title: '时段',
    render: (row: Row) => PRICE_PERIOD.find((p) => p.value === row.period)?.label,
  },
  {
    key: 'detailStartTime',
    title: '开始',
    render: (row: Row) => formatDateTime(row.detailStartTime as string),
  },
  { key: 'detailEndTime', title: '结束', render: (row: Row) => formatDateTime(row.detailEndTime as string) },
  { key: 'elecPrice', title: '电价(元/kWh)', render: (row: Row) => String(row.elecPrice ?? '-') },
  { key: 'servicePrice', title: '服务费单价(元/kWh)', render: (row: Row) => String(row.servicePrice ?? '-') },
  { key: 'detailPower', title: '电量(kWh)', render: (row: Row) => String(row.detailPower ?? '-') },
  {
    key: 'money',
    title: '金额(元)',
    render: (row: Row) => formatMoney(Number(row.detailElecMoney ?? 0) + Number(row.detailServiceMoney ?? 0)),
  },
].map((column) => ({
  ...column,
  dataIndex: column.key,
  render: (_: unknown, row: Row) => column.render(row),
}))

/** The detail field listing `chargeDetails` as a small table. */
export const chargeDetailsField: Field = fieldsOf(ORDERS).col('chargeDetails', {
  render: (value) =>
    Array.isArray(value) ? (
      <Table<Row>
        size="small"
        rowKey={(row) => `${row.period}-${row.detailStartTime}`}
        columns={COLUMNS}
        dataSource={value as Row[]}
        pagination={false}
      />
    ) : (
      '-'
    ),
})
