/**
 * The workbench's cards (issue 41 item 3), drawn from workbench.ts: 待我处理 per review screen
 * (how long the oldest has waited; where the rules give deadlines, 已超期 N 件 and the nearest),
 * 我的申请 with how many were sent back, and the newest open alarms. Each count or row opens its
 * page (a review screen opens on 待我处理); everything is read again when the window regains the
 * focus and after every step the console takes (the menu counts' event), without a reload.
 */
import { Button, Card, Col, Empty, List, Row, Statistic, Tag, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { callApi } from '../../core/call'
import { ALARM_DISPOSAL, ALARM_LEVEL, colorOf, labelOf } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import type { StatsData } from '../chart/spec'
import { useDataClient } from '../dataClient'
import { onWorkChange, useQueueCounts } from '../queueCounts'
import { useRequest } from '../useRequest'
import { Figures } from './Figures'
import {
  ALARM_SECTION,
  alarmPage,
  deadlineLine,
  type KeyFigureSource,
  keyFigureSources,
  overdueLabel,
  type SubmissionCard,
  submissionCards,
  type WaitingCard,
  type WorkbenchPage,
  waitedLine,
  waitingCards,
} from './workbenchCards'

/** A card's button fills its column. */
const FULL = { width: '100%' } as const
/** A 待我处理 card: the count, and below it how long the oldest has waited. */
const WAITING = { ...FULL, flexDirection: 'column', alignItems: 'flex-start', gap: 2 } as const

interface WorkbenchProps {
  /** The pages of the user's menu (only those the guard lets the user open). */
  pages: readonly WorkbenchPage[]
  navigate: (path: string) => void
}

interface AlarmRow {
  id: number
  alarmTime: string
  alarmLevel: number
  disposal: string
  stationId: string
  stationName?: string
}

/** A number that re-reads the workbench's lists when it changes (focus, a step taken). */
function useRefresh(): number {
  const [tick, setTick] = useState(0)
  useEffect(() => onWorkChange(() => setTick((count) => count + 1)), [])
  return tick
}

/** The workbench's cards for the user's pages. */
export function Workbench({ pages, navigate }: WorkbenchProps) {
  const data = useDataClient()
  const work = useQueueCounts(data.http, true)
  const waiting = useMemo(() => waitingCards(work, pages), [work, pages])
  const submissions = useMemo(() => submissionCards(pages), [pages])
  const alarms = alarmPage(pages)
  const figures = useMemo(() => keyFigureSources(pages), [pages])
  return (
    <Row gutter={[12, 12]}>
      {figures.length > 0 && (
        <Col span={24}>
          <Card title="今日概况" size="small" data-card="figures">
            <TodayFigures sources={figures} />
          </Card>
        </Col>
      )}
      <Col xs={24} xl={12}>
        <Card title="待我处理" size="small" data-card="waiting">
          {waiting.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无待我处理的事项" />
          ) : (
            <Row gutter={[12, 12]}>
              {waiting.map((card) => (
                <Col key={card.page} span={8}>
                  <button
                    type="button"
                    className="evc-shortcut"
                    style={WAITING}
                    data-page={card.page}
                    data-count={card.count}
                    onClick={() => navigate(card.path)}
                  >
                    <Statistic title={card.label} value={card.count} />
                    {card.since && (
                      <Typography.Text type="secondary">{waitedLine(card.since)}</Typography.Text>
                    )}
                    <Deadlines card={card} />
                  </button>
                </Col>
              ))}
            </Row>
          )}
        </Card>
      </Col>
      {submissions.length > 0 && (
        <Col xs={24} xl={12}>
          <Card title="我的申请" size="small" data-card="submissions">
            <Row gutter={[12, 12]}>
              {submissions.map((card) => (
                <Col key={card.page} span={8}>
                  <Submission card={card} navigate={navigate} />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      )}
      {alarms && (
        <Col xs={24} xl={12}>
          <Card
            title="最新告警"
            size="small"
            data-card="alarms"
            extra={
              <Button type="link" size="small" onClick={() => navigate(alarms.path)}>
                {alarms.label}
              </Button>
            }
          >
            <Alarms navigate={() => navigate(alarms.path)} />
          </Card>
        </Col>
      )}
    </Row>
  )
}

/** A 待我处理 card's deadlines, where the rules give them: 已超期 N 件 (red, in words) and the nearest ahead. */
function Deadlines({ card }: { card: WaitingCard }) {
  if (!card.overdue && !card.deadline) return null
  return (
    <span data-overdue={card.overdue ?? 0}>
      {card.overdue ? (
        <Tag color="error" className="evc-overdue">
          {overdueLabel(card.overdue)}
        </Tag>
      ) : null}
      {card.deadline && <Typography.Text type="secondary">{deadlineLine(card.deadline)}</Typography.Text>}
    </span>
  )
}

/** The figures of today of the dashboards the user may open, in the user's data scope. */
function TodayFigures({ sources }: { sources: readonly KeyFigureSource[] }) {
  const { http } = useDataClient()
  const tick = useRefresh()
  // The figures shown stay while a refresh (`tick`: focus, a step) asks again.
  const { data: totals } = useRequest(
    async (signal) => {
      const today = { query: { period: 'today' } } as never
      const answers = await Promise.all(
        sources.map((source) => callApi(http, source.call, today, { signal, silent: true })),
      )
      return answers.flatMap((answer): StatsData['totals'] => answer.totals)
    },
    [http, sources, tick],
    { keep: true, fresh: true },
  )
  return <Figures totals={totals ?? []} loading={!totals} />
}

/** An applicant list: its total and how many were sent back (the list's own totals, by status). */
function Submission({ card, navigate }: { card: SubmissionCard; navigate: (path: string) => void }) {
  const data = useDataClient()
  const tick = useRefresh()
  const { data: totals } = useRequest(
    async (signal) => {
      const total = (filters: Record<string, string>) =>
        data.list(card.resource, { pageNum: 1, pageSize: 1, filters }, { signal }).then((page) => page.total)
      const [all, sentBack] = await Promise.all([
        total({}),
        card.sentBack.length ? total({ status: card.sentBack.join(',') }) : 0,
      ])
      return { all, sentBack }
    },
    [data, card, tick],
    { keep: true, fresh: true },
  )
  return (
    <button
      type="button"
      className="evc-shortcut"
      style={FULL}
      data-page={card.page}
      data-count={totals?.all}
      onClick={() => navigate(card.path)}
    >
      <Statistic
        title={card.label}
        value={totals?.all ?? '-'}
        suffix={totals?.sentBack ? <Tag color="error">被退回 {totals.sentBack}</Tag> : undefined}
      />
    </button>
  )
}

/** The newest open alarms in the user's scope (the server's data scope), each opening 故障监测. */
function Alarms({ navigate }: { navigate: () => void }) {
  const data = useDataClient()
  const tick = useRefresh()
  const { data: rows } = useRequest(
    (signal) =>
      data
        .list<AlarmRow>(
          ALARM_SECTION.resource,
          { pageNum: 1, pageSize: ALARM_SECTION.size, filters: { disposal: ALARM_SECTION.disposal } },
          { signal },
        )
        .then((page) => page.list),
    [data, tick],
    { keep: true, fresh: true },
  )
  return (
    <List
      size="small"
      loading={!rows}
      dataSource={rows ?? []}
      locale={{ emptyText: '暂无未确认的告警' }}
      renderItem={(row) => (
        <List.Item key={row.id}>
          <Button type="link" size="small" onClick={navigate}>
            <Tag color={colorOf(ALARM_LEVEL, row.alarmLevel)}>{labelOf(ALARM_LEVEL, row.alarmLevel)}</Tag>
            {row.stationName || row.stationId}
          </Button>
          <span>
            <Tag color={colorOf(ALARM_DISPOSAL, row.disposal)}>{labelOf(ALARM_DISPOSAL, row.disposal)}</Tag>
            {formatDateTime(row.alarmTime)}
          </span>
        </List.Item>
      )}
    />
  )
}
