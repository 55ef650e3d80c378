/**
 * 规划分析 (issue 19): the year's targets against what the archives show was built, by district
 * and month, with completion %; a district whose completion is below the share of the year that
 * has passed is marked 落后于计划 and listed first.
 */

import { Card, Col, Row, Space, Table, Tag, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { planningStats } from '../../contract/operation-supervision'
import { NO_DATA } from '../../core/format'
import { Chart } from '../../ui/chart/Chart'
import type { ChartSpec, StatsRow } from '../../ui/chart/spec'
import { Figures } from '../../ui/dashboard/Figures'
import { useDataClient } from '../../ui/dataClient'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import type { ScreenProps } from '../../ui/screen'
import { useRequest } from '../../ui/useRequest'
import { thisYear, YearBar, yearQuery } from './YearBar'

/** The district's stations in the archives (the drill-down of the charts). */
const stationsOf = (row: StatsRow) =>
  row.code ? `/archives-management/station-archives-management?areaCode=${row.code}` : null

const CHARTS: readonly ChartSpec[] = [
  {
    key: 'completion',
    title: '各区域目标完成率',
    kind: 'rank',
    group: 'byDistrict',
    limit: 20,
    measures: [{ key: 'completion', label: '综合完成率', unit: '%' }],
    drill: stationsOf,
  },
  {
    key: 'trend',
    title: '新增充电站累计完成与计划',
    kind: 'line',
    group: 'trend',
    measures: [
      { key: 'stations', label: '累计完成', unit: '座' },
      { key: 'stationsPlan', label: '累计计划', unit: '座' },
    ],
  },
  {
    key: 'piles',
    title: '新增充电桩累计完成与计划',
    kind: 'line',
    group: 'trend',
    measures: [
      { key: 'piles', label: '累计完成', unit: '台' },
      { key: 'pilesPlan', label: '累计计划', unit: '台' },
    ],
  },
  {
    key: 'monthly',
    title: '每月新增',
    kind: 'bar',
    group: 'trend',
    measures: [
      { key: 'newStations', label: '新增充电站', unit: '座' },
      { key: 'newPiles', label: '新增充电桩', unit: '台' },
    ],
  },
]

const rate = (value: number | null) =>
  value === null ? (
    NO_DATA
  ) : (
    <Typography.Text type={value < 100 ? 'warning' : 'success'}>{value.toFixed(2)}%</Typography.Text>
  )
const amount = (value: number | null, digits: number) =>
  value === null ? NO_DATA : value.toLocaleString('zh-CN', { maximumFractionDigits: digits })
const pair = (done: number | null, target: number | null, digits = 0) =>
  `${amount(done, digits)} / ${amount(target, digits)}`

export default function PlanningAnalysis(_props: ScreenProps) {
  const client = useDataClient()
  const [, navigate] = useLocation()
  const [year, setYear] = useState(thisYear)
  const [area, setArea] = useState<string[]>()
  const query = useMemo(() => yearQuery(year, area), [year, area])
  const { data, loading } = useRequest(
    (signal) => client.call(planningStats, { query }, { signal }),
    [client, query],
  )
  const rows = data?.groups.byDistrict ?? []

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <YearBar year={year} onYear={setYear} area={area} onArea={setArea} />
      <Typography.Text type="secondary">
        实际完成取自档案：新增充电站按投运时间、新增充电桩及功率按建档时间统计；综合完成率低于时间进度的区域为落后于计划。
      </Typography.Text>
      <Figures totals={data?.totals ?? []} loading={loading && !data} />
      <Row gutter={[12, 12]}>
        {CHARTS.map((spec) => (
          <Col key={spec.key} xs={24} xl={12}>
            <Chart spec={spec} data={data} loading={loading} onDrill={navigate} />
          </Col>
        ))}
      </Row>
      <Card size="small" title="各区域目标完成情况">
        <Table<StatsRow>
          size="small"
          rowKey={(row) => row.code ?? row.name}
          loading={loading}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1100 }}
          aria-label="各区域目标完成情况"
          columns={[
            { key: 'name', title: '区域', dataIndex: 'name', width: 110, fixed: 'left' },
            {
              key: 'state',
              title: '进度',
              width: 110,
              render: (_, row) =>
                row.values.behind ? <Tag color="error">落后于计划</Tag> : <Tag color="success">符合进度</Tag>,
            },
            {
              key: 'completion',
              title: '综合完成率',
              align: 'right',
              render: (_, row) => rate(row.values.completion),
            },
            {
              key: 'stations',
              title: '充电站(完成/目标)',
              align: 'right',
              render: (_, row) => pair(row.values.stations, row.values.stationsTarget),
            },
            {
              key: 'stationsRate',
              title: '完成率',
              align: 'right',
              render: (_, row) => rate(row.values.stationsRate),
            },
            {
              key: 'piles',
              title: '充电桩(完成/目标)',
              align: 'right',
              render: (_, row) => pair(row.values.piles, row.values.pilesTarget),
            },
            {
              key: 'pilesRate',
              title: '完成率',
              align: 'right',
              render: (_, row) => rate(row.values.pilesRate),
            },
            {
              key: 'power',
              title: '功率kW(完成/目标)',
              align: 'right',
              render: (_, row) => pair(row.values.power, row.values.powerTarget, 2),
            },
            {
              key: 'powerRate',
              title: '完成率',
              align: 'right',
              render: (_, row) => rate(row.values.powerRate),
            },
            {
              key: 'publicShare',
              title: '公共站占比%(实际/目标)',
              align: 'right',
              render: (_, row) => pair(row.values.publicShare, row.values.publicShareTarget, 2),
            },
          ]}
        />
      </Card>
    </Space>
  )
}
