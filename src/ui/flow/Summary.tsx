import { Descriptions } from 'antd'
import { regionName } from '../../core/domain/regions'
import { formatDateTime } from '../../core/format'
import type { Application } from './flowClient'
import { StatusTag } from './History'
import type { FlowScreenDefinition } from './types'

/**
 * A flow page's 基本信息: the application's own columns, labelled as its list labels them; the
 * review's examiner and opinion, and apart from them the release's (发放人, 发放意见: issue 42
 * item 4) once there is one.
 */
export function BasicInfo({ definition, app }: { definition: FlowScreenDefinition; app: Application }) {
  const label = (key: keyof typeof definition.list.fields) => definition.list.fields[key].label
  const typeLabel = definition.flow.types.find((item) => item.value === app.type)?.label ?? app.type
  return (
    <Descriptions bordered size="small" column={3} title="基本信息">
      <Descriptions.Item label={label('applyId')}>{app.applyId}</Descriptions.Item>
      <Descriptions.Item label={label('type')}>{typeLabel}</Descriptions.Item>
      <Descriptions.Item label={label('status')}>
        <StatusTag status={app.status} />
      </Descriptions.Item>
      <Descriptions.Item label={label('operatorId')}>{app.operatorName ?? app.operatorId}</Descriptions.Item>
      <Descriptions.Item label={label('areaCode')}>{regionName(app.areaCode)}</Descriptions.Item>
      <Descriptions.Item label={label('submitterName')}>{app.submitterName}</Descriptions.Item>
      <Descriptions.Item label={label('submitTime')}>
        {formatDateTime(app.submitTime) || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={label('examinerName')}>{app.examinerName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={label('opinion')}>{app.opinion ?? '-'}</Descriptions.Item>
      {app.issuerName && <Descriptions.Item label={label('issuerName')}>{app.issuerName}</Descriptions.Item>}
      {app.issuerName && (
        <Descriptions.Item label={label('issuerOpinion')}>{app.issuerOpinion ?? '-'}</Descriptions.Item>
      )}
      {app.validUntil && (
        <Descriptions.Item label={label('validUntil')}>{formatDateTime(app.validUntil)}</Descriptions.Item>
      )}
    </Descriptions>
  )
}
