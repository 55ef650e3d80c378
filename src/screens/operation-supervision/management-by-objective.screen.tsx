/**
 * 目标管理 (issue 19; domain.md: Objectives): each district's yearly targets — new stations,
 * piles, installed kW and the share of public stations — set by staff until the year has passed
 * or the district's examination is locked (the server refuses otherwise).
 */
import { Button, Space, Table } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { saveTarget, targetList } from '../../contract/endpoints/operation-supervision'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../../ui/dataClient'
import { col } from '../../ui/fields/builders'
import { ColorTag } from '../../ui/looks'
import { Panel } from '../../ui/Panel'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import { preloadable } from '../../ui/preloadable'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { useShownOnce } from '../../ui/useShownOnce'
import { thisYear, YearBar, yearQuery } from './YearBar'

type Row = DataOf<typeof targetList>['rows'][number]

// Why the year cannot be edited: only the answer tells, so its code loads with it.
const Alert = preloadable(() => import('antd/es/alert').then((module) => module.default))

// The dialog (antd's Form and Modal) loads when first opened, or after the rows are shown.
const FormModal = preloadable(() => import('../../ui/FormModal').then((module) => module.FormModal))

const FIELDS = [
  col.number('stations', '新增充电站', { required: true, min: 0, max: 1_000_000, precision: 0, unit: '座' }),
  col.number('piles', '新增充电桩', { required: true, min: 0, max: 1_000_000, precision: 0, unit: '台' }),
  col.number('power', '新增装机功率', { required: true, min: 0, max: 100_000_000, precision: 2, unit: 'kW' }),
  col.number('publicShare', '公共站占比', { required: true, min: 0, max: 100, precision: 2, unit: '%' }),
]

const number = (value: number | undefined, digits = 0) =>
  value === undefined ? '-' : value.toLocaleString('zh-CN', { maximumFractionDigits: digits })

export default function ManagementByObjective({ actions }: ScreenProps) {
  const client = useDataClient()
  const toasts = useToasts()
  const [year, setYear] = useState(thisYear)
  const [area, setArea] = useState<string[]>()
  const [editing, setEditing] = useState<Row | null>(null)
  const query = useMemo(() => yearQuery(year, area), [year, area])
  const { data, loading, failed, reload } = useRequest(
    (signal) => client.call(targetList, { query }, { signal }),
    [client, query],
  )
  const canEdit = actions.includes('edit') && data?.editable
  const editingUsed = useShownOnce(editing !== null)
  const settled = useShownOnce(data !== undefined || failed)
  useEffect(() => {
    if (canEdit) FormModal.prefetch()
  }, [canEdit])
  const set = data?.rows.filter((row) => row.target).length ?? 0

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <YearBar year={year} onYear={setYear} area={area} onArea={setArea} ready={settled} />
      {data && !data.editable && <Alert type="info" showIcon message={data.reason} />}
      <Panel
        size="small"
        title={`${year}年度区域目标`}
        extra={data ? `已设置 ${set} / ${data.rows.length} 个区域` : null}
      >
        <Table<Row>
          size="small"
          rowKey="areaCode"
          loading={loading}
          dataSource={data?.rows ?? []}
          pagination={false}
          scroll={{ x: 1100 }}
          aria-label={`${year}年度区域目标`}
          columns={[
            { key: 'areaName', title: '区域', dataIndex: 'areaName', width: 120, fixed: 'left' },
            {
              key: 'stations',
              title: '新增充电站(座)',
              align: 'right',
              render: (_, row) => number(row.target?.stations),
            },
            {
              key: 'piles',
              title: '新增充电桩(台)',
              align: 'right',
              render: (_, row) => number(row.target?.piles),
            },
            {
              key: 'power',
              title: '新增装机功率(kW)',
              align: 'right',
              render: (_, row) => number(row.target?.power, 2),
            },
            {
              key: 'publicShare',
              title: '公共站占比(%)',
              align: 'right',
              render: (_, row) => number(row.target?.publicShare, 2),
            },
            {
              key: 'state',
              title: '状态',
              width: 100,
              render: (_, row) =>
                row.locked ? (
                  <ColorTag color="default">考核已锁定</ColorTag>
                ) : row.target ? (
                  <ColorTag color="success">已设置</ColorTag>
                ) : (
                  <ColorTag color="warning">未设置</ColorTag>
                ),
            },
            {
              key: 'updater',
              title: '设置人',
              dataIndex: 'updater',
              width: 110,
              render: (value) => value ?? '-',
            },
            {
              key: 'updateTime',
              title: '设置时间',
              dataIndex: 'updateTime',
              width: 170,
              render: (value) => (value ? formatDateTime(value) : '-'),
            },
            ...(canEdit
              ? [
                  {
                    key: 'action',
                    title: '操作',
                    width: 100,
                    fixed: 'right' as const,
                    render: (_: unknown, row: Row) => (
                      <Button type="link" size="small" disabled={row.locked} onClick={() => setEditing(row)}>
                        设置目标
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Panel>
      {editingUsed && (
        <FormModal
          open={editing !== null}
          title={`设置${editing?.areaName ?? ''}${year}年度目标`}
          fields={FIELDS}
          record={editing?.target ?? undefined}
          onSubmit={(body) =>
            client.call(saveTarget, {
              body: {
                ...(body as object),
                year,
                areaCode: editing?.areaCode ?? '',
                version: editing?.version ?? 0,
              } as never,
            })
          }
          onDone={() => {
            toasts.success('目标已保存')
            reload()
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Space>
  )
}
