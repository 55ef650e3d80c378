/**
 * Dashboards as data (decisions: Charts, Statistics): a stats call of the contract, the filters
 * it offers and its charts. The screen asks the call again when the period or a filter changes,
 * shows the headline figures and one card per chart; a chart element with a `drill` opens the
 * matching list.
 *
 * @example
 * export default defineDashboard({
 *   call: carbonStats,
 *   charts: [{ key: 'trend', title: '碳减排趋势', kind: 'line', group: 'trend', measures: [{ key: 'carbon', label: '碳减排量', unit: '吨' }] }],
 * })
 */
import { Col, InputNumber, Row, Space, Typography } from 'antd'
import { type ComponentType, useId, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import type { z } from 'zod'
import type { Call } from '../../contract/define'
import type { statsData } from '../../contract/stats'
import { callApi } from '../../core/call'
import type { DashboardDescription } from '../../core/domain/dashboard-kit'
import { Chart } from '../chart/Chart'
import type { ChartSpec, StatsData } from '../chart/spec'
import { useDataClient } from '../dataClient'
import { AreaCascader } from '../fields/AreaCascader'
import { OperatorSelect } from '../fields/OperatorSelect'
import { Pending } from '../list/Pending'
import { DashboardMap } from '../map/DashboardMap'
import { PAGE_STACK_STYLE } from '../pageStyle'
import type { ScreenProps } from '../screen'
import { useRequest } from '../useRequest'
import { Figures } from './Figures'
import { PeriodPicker, type PeriodValue } from './PeriodPicker'

/** A stats call of the contract (statsCall): any query, the stats answer. */
export type StatsCall = Call<z.ZodType | undefined, undefined, typeof statsData>

/** A dashboard's definition: its call and a description (filters, note), its charts' drills functions. */
export type DashboardDefinition = Omit<DashboardDescription, 'charts'> & {
  call: StatsCall
  charts: readonly ChartSpec[]
}

/** The screen of a dashboard definition. */
export function defineDashboard(definition: DashboardDefinition): ComponentType<ScreenProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
  function DashboardScreen(_props: ScreenProps) {
    return <Dashboard definition={definition} />
  }
  return DashboardScreen
}

function Dashboard({ definition }: { definition: DashboardDefinition }) {
  const { http } = useDataClient()
  const [, navigate] = useLocation()
  const [period, setPeriod] = useState<PeriodValue>({ period: 'last30Days' })
  const [area, setArea] = useState<string[] | undefined>()
  const [operatorId, setOperatorId] = useState<string | undefined>()
  const [settings, setSettings] = useState<Record<string, number>>(() =>
    Object.fromEntries((definition.settings ?? []).map((setting) => [setting.key, setting.value])),
  )
  // Unique per screen: keep-alive keeps several dashboards in the page at once.
  const fieldId = useId()

  const query = useMemo(
    () => ({
      ...(definition.period === false ? {} : period),
      ...(area?.length ? { areaCode: area[area.length - 1] } : {}),
      ...(operatorId ? { operatorId } : {}),
      ...settings,
    }),
    [definition.period, period, area, operatorId, settings],
  )

  // The figures shown stay while other filters are asked, and the dashboard shown again asks again.
  // A failed call: 加载失败 with 重试 (`reload`) instead of empty panels that read as "no data".
  const { data, loading, failed, reload } = useRequest<StatsData>(
    (signal) => callApi(http, definition.call, { query: query as never }, { signal }),
    [http, definition.call, query],
    { keep: true, fresh: true },
  )

  // The period line describes figures shown, not those of a call that failed since.
  const shown = failed ? undefined : data
  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <Space wrap size={12} role="search" aria-label="统计条件">
        {definition.period !== false && <PeriodPicker value={period} onChange={setPeriod} />}
        {definition.area !== false && (
          <Space size={4}>
            <label htmlFor={`${fieldId}-area`}>区域</label>
            <div style={{ width: 220 }}>
              <AreaCascader id={`${fieldId}-area`} value={area} onChange={setArea} placeholder="全部区域" />
            </div>
          </Space>
        )}
        {definition.operator !== false && (
          <Space size={4}>
            <label htmlFor={`${fieldId}-operator`}>运营商</label>
            <div style={{ width: 220 }}>
              <OperatorSelect
                id={`${fieldId}-operator`}
                value={operatorId}
                onChange={setOperatorId}
                placeholder="全部运营商"
              />
            </div>
          </Space>
        )}
        {(definition.settings ?? []).map((setting) => (
          <Space key={setting.key} size={4}>
            <label htmlFor={`setting-${setting.key}`}>{setting.label}</label>
            <InputNumber
              id={`setting-${setting.key}`}
              min={setting.min}
              max={setting.max}
              step={setting.step}
              value={settings[setting.key]}
              suffix={setting.unit}
              // Room for the value with its decimals beside the unit (0.5366 kg/kWh, not "0.").
              style={{ width: 170 }}
              onChange={(value) => {
                if (typeof value === 'number')
                  setSettings((current) => ({ ...current, [setting.key]: value }))
              }}
            />
          </Space>
        ))}
      </Space>
      {(definition.note || shown) && (
        <Typography.Text type="secondary">
          {shown && definition.period !== false ? `统计周期：${shown.from} 至 ${shown.to}` : ''}
          {definition.note ? `${shown && definition.period !== false ? '；' : ''}${definition.note}` : ''}
        </Typography.Text>
      )}
      {failed ? (
        <Pending failed retry={reload} />
      ) : (
        <>
          <Figures totals={data?.totals ?? []} loading={loading && !data} />
          <Row gutter={[12, 12]}>
            {fullRows(
              definition.charts.flatMap((spec) => [
                {
                  key: spec.key,
                  wide: Boolean(spec.wide),
                  node: <Chart spec={spec} data={data} loading={loading} onDrill={navigate} />,
                },
                ...(spec.map
                  ? [
                      {
                        key: `${spec.key}-map`,
                        wide: false,
                        node: (
                          <DashboardMap
                            spec={{ ...spec, map: spec.map }}
                            data={data}
                            loading={loading}
                            onDrill={navigate}
                          />
                        ),
                      },
                    ]
                  : []),
              ]),
            ).map((cell) => (
              <Col key={cell.key} xs={24} xl={cell.wide ? 24 : 12}>
                {cell.node}
              </Col>
            ))}
          </Row>
        </>
      )}
    </Space>
  )
}

/**
 * The dashboard's cells with no half row left empty: the last of an odd run of half-width cells
 * (before a wide one, or at the end) takes the whole row (总体数据's map stood alone beside nothing).
 */
export function fullRows<T extends { wide: boolean }>(cells: readonly T[]): T[] {
  const out = cells.map((cell) => ({ ...cell }))
  let run = 0
  out.forEach((cell, index) => {
    run = cell.wide ? 0 : run + 1
    const ends = index === out.length - 1 || out[index + 1].wide
    if (!cell.wide && ends && run % 2 === 1) cell.wide = true
  })
  return out
}
