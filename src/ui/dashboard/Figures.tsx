/**
 * The headline figures of a dashboard: energy shown in 千/万 kWh and money with two decimals
 * (domain.md: Indicators; section 9).
 */
import { Card, Col, Row, Statistic } from 'antd'
import { energyParts, formatMoney } from '../../core/format'
import type { StatsData } from '../chart/spec'

type Figure = StatsData['totals'][number]

/** A figure's number and unit as shown. */
export function figureText(figure: Figure): { value: string; unit: string } {
  if (figure.unit === 'kWh') return energyParts(figure.value)
  if (figure.unit === '元') {
    if (Math.abs(figure.value) >= 10000) return { value: formatMoney(figure.value / 10000), unit: '万元' }
    return { value: formatMoney(figure.value), unit: '元' }
  }
  return { value: figure.value.toLocaleString('zh-CN', { maximumFractionDigits: 2 }), unit: figure.unit }
}

const FIGURE_STYLES = {
  content: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
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
