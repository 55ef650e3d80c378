/**
 * 目标考核 (issue 19; domain.md: Objectives — examine): at year end each district with targets is
 * scored from its completion (each indicator 25 points, completion counted up to 100%), graded,
 * given an opinion, and the result is locked; a locked result is kept as it was and read-only.
 * Both steps, their labels and rights are EXAMINE_FLOW's, as the server's one engine takes them.
 */
import { Alert, Button, Card, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useId, useMemo, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { examineList, examineLock, examineOpinion } from '../../contract/operation-supervision'
import { colorOf, EXAMINE_STATUS, labelOf, optionOf } from '../../core/domain/enums'
import { type FlowStep, pageActionOf, stepOpen, transitionOf } from '../../core/domain/flow-kit'
import { EXAMINE_FLOW } from '../../core/domain/flows-objectives'
import { EXAMINE_GRADE } from '../../core/domain/supervision'
import { formatDateTime } from '../../core/format'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import type { ScreenProps } from '../../ui/screen'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { thisYear, YearBar, yearQuery } from './YearBar'

type Row = DataOf<typeof examineList>['rows'][number]

const percent = (value: number) => `${value.toFixed(2)}%`
const OPINION = transitionOf(EXAMINE_FLOW, 'opinion') as FlowStep
const LOCK = transitionOf(EXAMINE_FLOW, 'lock') as FlowStep
/** A district's examination status as the flow names it. */
const statusOf = (row: Row) => (row.locked ? 'locked' : 'open')

export default function MboExamine({ actions }: ScreenProps) {
  const client = useDataClient()
  const toasts = useToasts()
  const [year, setYear] = useState(() => thisYear() - 1)
  const [area, setArea] = useState<string[]>()
  const [editing, setEditing] = useState<Row | null>(null)
  const [opinion, setOpinion] = useState('')
  const [error, setError] = useState('')
  const [saving, setSaving] = useState(false)
  const opinionId = useId()
  const query = useMemo(() => yearQuery(year, area), [year, area])
  const { data, loading, reload } = useRequest(
    (signal) => client.call(examineList, { query }, { signal }),
    [client, query],
  )
  const canOpinion = actions.includes(pageActionOf(OPINION))
  const canLock = actions.includes(pageActionOf(LOCK))
  const open = data?.rows.filter((row) => stepOpen(LOCK, { status: statusOf(row) }, new Date())) ?? []

  const saveOpinion = async () => {
    if (!editing) return
    if (!opinion.trim()) {
      setError('请填写考核意见')
      return
    }
    setSaving(true)
    try {
      await client.call(examineOpinion, {
        body: { year, areaCode: editing.areaCode, opinion: opinion.trim(), version: editing.version },
      })
      toasts.success('考核意见已保存')
      setEditing(null)
      reload()
    } catch (failure) {
      setError(fieldErrors(failure).opinion ?? '')
    } finally {
      setSaving(false)
    }
  }

  const lock = async () => {
    try {
      const answer = await client.call(examineLock, { body: { year } })
      toasts.success(`已锁定 ${answer.locked} 个区域的考核结果`)
    } finally {
      reload()
    }
  }

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <YearBar
        year={year}
        onYear={setYear}
        area={area}
        onArea={setArea}
        extra={
          canLock && open.length > 0 ? (
            <Popconfirm
              title={LOCK.label}
              description={`锁定后${open.length}个区域的得分、等级和意见不可再修改，确定锁定？`}
              okText="锁定"
              cancelText="取消"
              disabled={!data?.lockable}
              onConfirm={lock}
            >
              <Button type="primary" disabled={!data?.lockable}>
                {LOCK.label}
              </Button>
            </Popconfirm>
          ) : null
        }
      />
      {data && open.length > 0 && !data.lockable && <Alert type="info" showIcon message={data.reason} />}
      <Typography.Text type="secondary">
        考核得分=新增充电站、新增充电桩、新增装机功率、公共站占比四项完成率（每项最高按100%计）各占25分；
        优秀≥90，良好≥75，合格≥60，其余为不合格。
      </Typography.Text>
      <Card size="small" title={`${year}年度目标考核`}>
        <Table<Row>
          size="small"
          rowKey="areaCode"
          loading={loading}
          dataSource={data?.rows ?? []}
          pagination={false}
          aria-label={`${year}年度目标考核`}
          columns={[
            { key: 'areaName', title: '区域', dataIndex: 'areaName', width: 90 },
            {
              key: 'stations',
              title: '充电站完成率',
              width: 100,
              align: 'right',
              render: (_, row) => percent(row.completion.stations),
            },
            {
              key: 'piles',
              title: '充电桩完成率',
              width: 100,
              align: 'right',
              render: (_, row) => percent(row.completion.piles),
            },
            {
              key: 'power',
              title: '功率完成率',
              width: 100,
              align: 'right',
              render: (_, row) => percent(row.completion.power),
            },
            {
              key: 'publicShare',
              title: '公共站占比完成率',
              width: 110,
              align: 'right',
              render: (_, row) => percent(row.completion.publicShare),
            },
            { key: 'score', title: '得分', dataIndex: 'score', align: 'right', width: 70 },
            {
              key: 'grade',
              title: '等级',
              width: 80,
              render: (_, row) => {
                const grade = optionOf(EXAMINE_GRADE, row.grade)
                return <Tag color={grade?.color}>{grade?.label ?? row.grade}</Tag>
              },
            },
            {
              key: 'opinion',
              title: '考核意见',
              dataIndex: 'opinion',

              render: (value) => value || '-',
            },
            {
              key: 'locked',
              title: '状态',
              width: 90,
              render: (_, row) => (
                <Tag color={colorOf(EXAMINE_STATUS, statusOf(row))}>
                  {labelOf(EXAMINE_STATUS, statusOf(row))}
                </Tag>
              ),
            },
            {
              key: 'examiner',
              title: '考核人/时间',
              width: 170,
              render: (_, row) =>
                row.examiner ? (
                  <>
                    {row.examiner}
                    <br />
                    <Typography.Text type="secondary">
                      {row.examineTime ? formatDateTime(row.examineTime) : ''}
                    </Typography.Text>
                  </>
                ) : (
                  '-'
                ),
            },
            ...(canOpinion
              ? [
                  {
                    key: 'action',
                    title: '操作',
                    width: 100,
                    render: (_: unknown, row: Row) => (
                      <Button
                        type="link"
                        size="small"
                        disabled={!stepOpen(OPINION, { status: statusOf(row) }, new Date())}
                        onClick={() => {
                          setEditing(row)
                          setOpinion(row.opinion)
                          setError('')
                        }}
                      >
                        {OPINION.label}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={`${editing?.areaName ?? ''}${year}年度考核意见`}
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={saveOpinion}
        onCancel={() => setEditing(null)}
      >
        <label htmlFor={opinionId}>考核意见</label>
        <Input.TextArea
          id={opinionId}
          rows={4}
          maxLength={500}
          showCount
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          value={opinion}
          onChange={(event) => {
            setOpinion(event.target.value)
            setError('')
          }}
        />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </Modal>
    </Space>
  )
}
