/**
 * The filters of the objectives pages: the year (this year by default) and, for users who see
 * more than one city, a region (its districts).
 */
import { Input, Space } from 'antd'
import { type ReactNode, useId } from 'react'
import { DeferredInputsGate, deferred } from '../../ui/fields/deferred'

// Loaded once the page's first answer is in (`ready`): until then disabled stand-ins of the same
// size, the year's showing the year (budgets.md: bytes before the rows).
const InputNumber = deferred(
  () => import('antd/es/input-number'),
  ({ id, value, suffix, style }) => (
    <Input
      id={id}
      disabled
      value={value === undefined || value === null ? '' : String(value)}
      suffix={suffix}
      style={style}
    />
  ),
)
const AreaCascader = deferred(() =>
  import('../../ui/fields/AreaCascader').then((module) => ({ default: module.AreaCascader })),
)

/** This year in China time (the server's rules read its own clock; this is only the default). */
export const thisYear = () => Number(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 4))

export interface YearBarProps {
  year: number
  onYear: (year: number) => void
  area: string[] | undefined
  onArea: (area: string[] | undefined) => void
  extra?: ReactNode
  /** Whether the page's first answer is in: the inputs load then (true by default). */
  ready?: boolean
}

/** Year and region filters in one row, with the page's buttons at the end. */
export function YearBar({ year, onYear, area, onArea, extra, ready = true }: YearBarProps) {
  const id = useId()
  return (
    <DeferredInputsGate open={ready}>
      <Space wrap size={12} role="search" aria-label="查询条件">
        <Space size={4}>
          <label htmlFor={`${id}-year`}>年度</label>
          <InputNumber
            id={`${id}-year`}
            min={2000}
            max={2100}
            precision={0}
            value={year}
            suffix="年"
            style={{ width: 120 }}
            onChange={(value) => {
              if (typeof value === 'number' && value >= 2000 && value <= 2100) onYear(value)
            }}
          />
        </Space>
        <Space size={4}>
          <label htmlFor={`${id}-area`}>区域</label>
          <div style={{ width: 220 }}>
            <AreaCascader id={`${id}-area`} value={area} onChange={onArea} placeholder="全部区域" />
          </div>
        </Space>
        {extra}
      </Space>
    </DeferredInputsGate>
  )
}

/** The query of a year page. */
export function yearQuery(year: number, area: string[] | undefined): { year: number; areaCode?: string } {
  const code = area?.[area.length - 1]
  return code ? { year, areaCode: code.length === 6 ? code : code.padEnd(6, '0') } : { year }
}
