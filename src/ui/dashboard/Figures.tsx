/**
 * The headline figures of a dashboard: energy shown in 千/万 kWh, money with two decimals
 * (domain.md: Indicators; section 9), other figures as core/format's formatDecimal says.
 */
import { Card, Col, Row, Statistic } from 'antd'
import { energyParts, formatDecimal, formatMoney, NO_DATA } from '../../core/format'
import type { StatsData } from '../chart/spec'

type Figure = StatsData['totals'][number]

/** A figure's number and unit as shown. */
export function figureText(figure: Figure): { value: string; unit: string } {
  // No data (平均修复时长 when nothing was repaired): a dash without a unit, not 0.00 分钟.
  if (figure.value === null) return { value: NO_DATA, unit: '' }
  // Below 1000 kWh a fraction keeps two decimals, as 千 and 万 values do (512.50, not 512.5).
  if (figure.unit === 'kWh')
    return Math.abs(figure.value) < 1000
      ? { value: formatDecimal(figure.value), unit: 'kWh' }
      : energyParts(figure.value)
  if (figure.unit === '元') {
    if (Math.abs(figure.value) >= 10000) return { value: formatMoney(figure.value / 10000), unit: '万元' }
    return { value: formatMoney(figure.value), unit: '元' }
  }
  return { value: formatDecimal(figure.value), unit: figure.unit }
}

const FIGURE_STYLES = {
  // 20 px, not antd's 24: six cards a row at 1280 px hold 12,345.68 万kWh whole (issue 42 item 16).
  content: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: 20 },
  suffix: { fontSize: 14 },
} as const

/** The figures in a row of cards. */
export function Figures({ totals, loading }: { totals: readonly Figure[]; loading: boolean }) {
  return (
    <Row gutter={[12, 12]}>
      {totals.map((figure) => {
        const shown = figureText(figure)
        return (
          <Col key={figure.key} xs={12} md={8} xl={Math.max(4, Math.floor(24 / Math.min(totals.length, 6)))}>
            <Card size="small" loading={loading}>
              <Statistic
                title={figure.label}
                value={shown.value}
                suffix={shown.unit}
                // A long unit (kWh/100km) stays beside its number (issue 42 item 16).
                styles={FIGURE_STYLES}
              />
            </Card>
          </Col>
        )
      })}
    </Row>
  )
}
