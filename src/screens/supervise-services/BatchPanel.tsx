/**
 * 补贴批次, above the supervise-audit list: the batches with their rates, caps, periods and
 * application deadlines (a batch past its deadline is shown 已截止 by the server); staff
 * holding supervise-audit add/edit set them up here (rates and caps in 元, kept as 分 by the
 * server, which refuses negative or absurd values at the field).
 */
import { Button, Card, Space, Table, Tag } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { createBatch, updateBatch } from '../../contract/endpoints/supervise-services'
import { exportHeader } from '../../contract/lists/describe'
import { BATCHES } from '../../contract/lists/supervise-services/batches'
import { isYuan, yuanMessage } from '../../core/domain/amount'
import { SUBSIDY_TYPE } from '../../core/domain/enums'
import { SUBSIDY_BATCH_STATUS } from '../../core/domain/enums-supervise'
import { regionName } from '../../core/domain/regions'
import { formatMoney } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { FormModal } from '../../ui/FormModal'
import { col } from '../../ui/fields/builders'
import type { Field, Row } from '../../ui/fields/types'
import type { ListAboveProps } from '../../ui/list/definition'
import { fieldsOf } from '../../ui/list/described'
import { useToasts } from '../../ui/toasts'

const money = (key: string, label: string): Field =>
  col.text(key, label, {
    required: true,
    validate: (value) => (isYuan(value) ? undefined : yuanMessage(label)),
  })
// A day on the calendar's picker, sent as YYYY-MM-DD (the API's format); the list describes it
// as the text it is, so the picker is the form's own.
const date = (key: 'periodStart' | 'periodEnd' | 'applyDeadline'): Field => {
  const { label } = BATCHES.fields[key]
  return col.datetime(key, label, {
    required: true,
    dateOnly: true,
    format: 'YYYY-MM-DD',
    placeholder: `请选择${label}`,
  })
}

const f = fieldsOf(BATCHES)

/** The table's column titles: the list's labels (money with its unit, as list columns show it). */
const title = (key: keyof typeof BATCHES.fields) => exportHeader(BATCHES.fields[key])

// The form of a batch's create and change calls: the list's fields, and the amounts in 元 and the
// status as the form asks for them.
const FIELDS: readonly Field[] = [
  f.col('batchName', { required: true, maxLength: 64 }),
  f.col('year', { required: true, precision: 0, min: 2000, max: 2100 }),
  f.col('type', { required: true }),
  money('rate', '补贴标准（元/kW 或 元/kWh）'),
  money('stationCap', '单站补贴上限（元）'),
  money('operatorCap', '单个运营商补贴上限（元）'),
  date('periodStart'),
  date('periodEnd'),
  // Required, not before the period's start (the server refuses it at the field otherwise); the
  // batch shows 已截止 once the day has ended in Beijing, whatever 批次状态 says (issue 42).
  date('applyDeadline'),
  col.enum('status', '批次状态', SUBSIDY_BATCH_STATUS, { required: true }),
  f.col('remark', { maxLength: 500, multiline: true }),
]

export function BatchPanel({ actions }: ListAboveProps) {
  const data = useDataClient()
  const message = useToasts()
  const [rows, setRows] = useState<Row[]>([])
  const [editing, setEditing] = useState<Row | null | undefined>(undefined)
  const load = useCallback(() => {
    data.list('supervise-services/batches', { pageNum: 1, pageSize: 20 }).then(
      (page) => setRows(page.list as Row[]),
      () => setRows([]),
    )
  }, [data])
  useEffect(load, [load])

  // 元 text in the form; one object while the dialog is open (a new one would refill the form).
  const record = useMemo(
    () =>
      editing
        ? {
            ...editing,
            rate: editing.rateText,
            stationCap: editing.stationCapText,
            operatorCap: editing.operatorCapText,
          }
        : undefined,
    [editing],
  )
  const save = (body: Row) => {
    const payload = { ...body, year: Number(body.year), status: Number(body.status) } as never
    return editing
      ? data.call(updateBatch, { params: { id: Number(editing.id) }, body: payload })
      : data.call(createBatch, { body: payload })
  }
  const columns = useMemo(
    () => [
      { title: title('batchName'), dataIndex: 'batchName', width: 230 },
      { title: title('year'), dataIndex: 'year', width: 70 },
      {
        title: title('type'),
        dataIndex: 'type',
        width: 100,
        render: (value: string) => {
          const type = SUBSIDY_TYPE.find((item) => item.value === value)
          return <Tag color={type?.color}>{type?.label ?? value}</Tag>
        },
      },
      {
        title: BATCHES.fields.rateText.label,
        dataIndex: 'rateText',
        width: 130,
        render: (value: string, row: Row) =>
          `${formatMoney(value)} 元/${row.type === 'construction' ? 'kW' : 'kWh'}`,
      },
      {
        title: title('stationCapText'),
        dataIndex: 'stationCapText',
        width: 130,
        render: (value: string) => formatMoney(value),
      },
      {
        title: title('operatorCapText'),
        dataIndex: 'operatorCapText',
        width: 140,
        render: (value: string) => formatMoney(value),
      },
      {
        title: '统计期间',
        dataIndex: 'periodStart',
        width: 200,
        render: (_: unknown, row: Row) => `${row.periodStart} 至 ${row.periodEnd}`,
      },
      { title: title('applyDeadline'), dataIndex: 'applyDeadline', width: 130 },
      {
        title: title('areaCode'),
        dataIndex: 'areaCode',
        width: 100,
        render: (value: string) => regionName(value),
      },
      {
        title: title('status'),
        dataIndex: 'status',
        width: 90,
        render: (value: number) => {
          const status = SUBSIDY_BATCH_STATUS.find((item) => item.value === value)
          return <Tag color={status?.color}>{status?.label}</Tag>
        },
      },
      ...(actions.includes('edit')
        ? [
            {
              title: '操作',
              key: 'op',
              width: 80,
              render: (_: unknown, row: Row) => (
                <Button type="link" size="small" onClick={() => setEditing(row)}>
                  编辑
                </Button>
              ),
            },
          ]
        : []),
    ],
    [actions],
  )

  return (
    <Card
      size="small"
      title="补贴批次"
      style={{ marginBottom: 16 }}
      extra={
        actions.includes('add') && (
          <Space>
            <Button type="primary" onClick={() => setEditing(null)}>
              新增批次
            </Button>
          </Space>
        )
      }
    >
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1200 }}
      />
      <FormModal
        open={editing !== undefined}
        title={editing ? '编辑补贴批次' : '新增补贴批次'}
        fields={FIELDS}
        record={record}
        onSubmit={save}
        onClose={() => setEditing(undefined)}
        onDone={() => {
          message.success('操作成功')
          load()
        }}
      />
    </Card>
  )
}
