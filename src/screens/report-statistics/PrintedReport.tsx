/**
 * The monthly report as printed (issue 42 item 9), shown only on paper: the title, the compiling
 * unit and the period, a narrative summary with 环比 and 同比, then each section's figures as a
 * table and its charts at A4's width (tables in full, no pager, sort icons or links). `onReady`
 * is called once every chart's image is drawn, so 打印 waits for them.
 */
import { Fragment, useCallback, useEffect, useMemo, useRef } from 'react'
import { formatDateTime } from '../../core/format'
import { PrintedChart } from '../../ui/chart/print'
import type { StatsData } from '../../ui/chart/spec'
import { figureText } from '../../ui/dashboard/Figures'
import { type ReportData, reportTitle } from './report-data'
import { SECTION_CHARTS } from './sections'
import { summaryText } from './summary'

const CELL = { border: '1px solid #d9d9d9', padding: '3px 6px' } as const

/** The headline figures of a section, three to a row. */
function FigureTable({ totals }: { totals: ReportData['sections'][number]['totals'] }) {
  const rows: (typeof totals)[] = []
  for (let index = 0; index < totals.length; index += 3) rows.push(totals.slice(index, index + 3))
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '9.5pt', margin: '0 0 10px' }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.map((figure) => figure.key).join()}>
            {row.map((figure) => {
              const text = figureText(figure)
              return [
                <th
                  key={`${figure.key}-label`}
                  style={{ ...CELL, background: '#fafafa', textAlign: 'left', fontWeight: 400 }}
                >
                  {figure.label}
                </th>,
                <td key={figure.key} style={{ ...CELL, textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {`${text.value} ${text.unit}`}
                </td>,
              ]
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function PrintedReport({ data, onReady }: { data: ReportData; onReady: (ready: boolean) => void }) {
  const specs = data.sections.flatMap((section) => SECTION_CHARTS[section.key] ?? [])
  // One object per section while the report is the same: a chart's image is drawn once.
  const sectionStats = useMemo(
    () =>
      data.sections.map(
        (section): StatsData => ({
          from: data.from,
          to: data.to,
          granularity: 'day',
          totals: section.totals,
          groups: section.groups,
        }),
      ),
    [data],
  )
  // The charts drawn for this report (reset in render, before the charts' effects report in).
  const drawn = useRef({ data, keys: new Set<string>() })
  if (drawn.current.data !== data) drawn.current = { data, keys: new Set() }
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new report (data) is not drawn yet
  useEffect(() => {
    onReady(drawn.current.keys.size === specs.length)
  }, [data, specs.length, onReady])
  const onDrawn = useCallback(
    (key: string) => {
      drawn.current.keys.add(key)
      if (drawn.current.keys.size === specs.length) onReady(true)
    },
    [specs.length, onReady],
  )
  return (
    <div className="mf-print-only mf-printed" style={{ color: '#1f1f1f', fontSize: '10pt' }}>
      <h1 style={{ fontSize: '16pt', textAlign: 'center', margin: '0 0 6px' }}>{reportTitle(data)}</h1>
      <p style={{ textAlign: 'center', margin: '0 0 12px', color: '#434343' }}>
        {/* Each item whole on its line: a narrow page breaks between items, never inside one. */}
        {[
          `编制单位：${data.platform}`,
          `统计区域：${data.areaName}`,
          `统计周期：${data.from} 至 ${data.to}`,
          `生成时间：${formatDateTime(data.generatedAt)}`,
        ].map((item, index) => (
          <Fragment key={item}>
            {index ? '　' : ''}
            <span style={{ whiteSpace: 'nowrap' }}>{item}</span>
          </Fragment>
        ))}
      </p>
      <section style={{ breakInside: 'avoid', margin: '0 0 12px' }}>
        <h2 style={{ fontSize: '12pt', margin: '0 0 4px' }}>报告摘要</h2>
        <p style={{ margin: 0, lineHeight: 1.7, textIndent: '2em' }}>{summaryText(data)}</p>
      </section>
      {data.sections.map((section, index) => {
        const stats = sectionStats[index]
        return (
          <section key={section.key} style={{ margin: '0 0 8px' }}>
            <h2 style={{ fontSize: '12pt', margin: '8px 0 6px', breakAfter: 'avoid' }}>{section.title}</h2>
            {section.totals.length > 0 && <FigureTable totals={section.totals} />}
            {section.note && <p style={{ margin: '0 0 8px', fontSize: '9.5pt' }}>{section.note}</p>}
            {(SECTION_CHARTS[section.key] ?? []).map((spec) => (
              <PrintedChart
                key={spec.key}
                spec={spec}
                data={stats}
                onDrawn={() => onDrawn(`${section.key}.${spec.key}`)}
              />
            ))}
          </section>
        )
      })}
    </div>
  )
}
