/**
 * 评分规则 (issue 19; domain.md: Operator / station scoring): the versions of a subject's rule
 * set, newest first, each with its indicators and weights; a new version (weights adding up to
 * 100) applies from its first month on, and a period is scored with the version in force.
 */
import { Button, Space, Table, theme } from 'antd'
import { useEffect, useState } from 'react'
import type { DataOf } from '../../contract/define'
import { operatorRuleSets, stationRuleSets } from '../../contract/endpoints/operate-supervision'
import type { ScoreTargetKey, scoringCalls } from '../../contract/operate-supervision'
import { labelOf } from '../../core/domain/enums'
import { SCORE_INDICATOR, SCORE_PERIOD_TYPE, SCORE_TARGET } from '../../core/domain/supervision'
import { formatDateTime } from '../../core/format'
import { DefinitionList } from '../../ui/DefinitionList'
import { useDataClient } from '../../ui/dataClient'
import { Pending } from '../../ui/list/Pending'
import { ColorTag } from '../../ui/looks'
import { Panel } from '../../ui/Panel'
import { PAGE_STACK_STYLE } from '../../ui/pageStyle'
import { preloadable } from '../../ui/preloadable'
import type { ScreenProps } from '../../ui/screen'
import { useRequest } from '../../ui/useRequest'
import { useShownOnce } from '../../ui/useShownOnce'

type RuleSetsCall = ReturnType<typeof scoringCalls>['ruleSets']
type RuleSet = DataOf<RuleSetsCall>['list'][number]

// The calls by their endpoints (src/contract/endpoints): their zod schemas stay off the rows' path.
const RULE_SETS: Readonly<Record<ScoreTargetKey, typeof operatorRuleSets | typeof stationRuleSets>> = {
  operator: operatorRuleSets,
  station: stationRuleSets,
}

// The dialog (antd's Form and Modal) loads when first opened, or after the versions are shown.
const RuleSetDialog = preloadable(() => import('./RuleSetDialog').then((module) => module.RuleSetDialog))

/** The rules page of a subject kind. */
export function RuleSets({ target, actions }: ScreenProps & { target: ScoreTargetKey }) {
  const client = useDataClient()
  const { token } = theme.useToken()
  const [adding, setAdding] = useState(false)
  const addingUsed = useShownOnce(adding)
  const { data, failed, reload } = useRequest(
    (signal) => client.call<RuleSetsCall>(RULE_SETS[target], {}, { signal }),
    [client, target],
  )
  const canAdd = actions.includes('add')
  useEffect(() => {
    if (canAdd && data) RuleSetDialog.prefetch()
  }, [canAdd, data])
  const subject = labelOf(SCORE_TARGET, target)

  return (
    <Space direction="vertical" size={12} style={PAGE_STACK_STYLE}>
      <Space wrap>
        {actions.includes('add') && (
          <Button type="primary" onClick={() => setAdding(true)}>
            新增规则版本
          </Button>
        )}
        <span style={{ color: token.colorTextSecondary }}>
          规则按版本保存，新版本自生效月份起适用；每个周期按其开始时生效的版本评分，各项权重之和为100。
        </span>
      </Space>
      {/* Until the versions come: a spinner, or 加载失败 with 重试. (The cards' loading skeleton of
          antd's Card was never drawn: a card exists only once the versions have come.) */}
      {!data && <Pending failed={failed} retry={reload} />}
      {(data?.list ?? []).map((set: RuleSet, index: number) => (
        <Panel
          key={set.id}
          size="small"
          title={
            <Space>
              <span>{`V${set.version} ${set.name}`}</span>
              {index === 0 ? <ColorTag color="success">最新版本</ColorTag> : <ColorTag>历史版本</ColorTag>}
            </Space>
          }
        >
          <DefinitionList
            column={{ xs: 1, md: 2, xl: 4 }}
            items={[
              { key: 'type', label: '评分周期', children: labelOf(SCORE_PERIOD_TYPE, set.periodType) },
              { key: 'from', label: '生效月份', children: set.effectiveFrom },
              { key: 'periods', label: '已评分周期', children: `${set.periods} 个` },
              { key: 'creator', label: '创建', children: `${set.creator} ${formatDateTime(set.createTime)}` },
            ]}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label={`V${set.version}评分规则`}
            dataSource={set.rules}
            columns={[
              { key: 'name', title: '指标名称', dataIndex: 'name' },
              {
                key: 'indicator',
                title: '计算方式',
                dataIndex: 'indicator',
                render: (value: string) =>
                  value === 'manual' ? (
                    <ColorTag color="orange">人工录入</ColorTag>
                  ) : (
                    <ColorTag color="blue">{labelOf(SCORE_INDICATOR, value)}</ColorTag>
                  ),
              },
              { key: 'weight', title: '权重', dataIndex: 'weight', align: 'right', width: 100 },
            ]}
          />
        </Panel>
      ))}
      {data && data.list.length === 0 && (
        <Panel size="small">{`尚无${subject}评分规则，请新增规则版本。`}</Panel>
      )}
      {addingUsed && (
        <RuleSetDialog target={target} open={adding} onClose={() => setAdding(false)} onDone={reload} />
      )}
    </Space>
  )
}
