import { Button, Card, Descriptions, Space, Upload } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { fileProblem } from '../../core/domain/files'
import { canEdit, stepsFrom } from '../../core/domain/flows'
import { regionName } from '../../core/domain/regions'
import { formatDateTime } from '../../core/format'
import { useDataClient } from '../dataClient'
import { displayValue } from '../fields/convert'
import { LoadingOverlay } from '../LoadingOverlay'
import { StatusMessage } from '../StatusMessage'
import type { ScreenProps } from '../screen'
import { useToasts } from '../toasts'
import { EditForm } from './EditForm'
import { type Application, flowClient } from './flowClient'
import { AttachmentLinks, History, StatusTag } from './History'
import { subPageOf } from './paths'
import { StepPanel } from './StepPanel'
import type { FlowScreenDefinition } from './types'

export interface FlowPageProps extends ScreenProps {
  definition: FlowScreenDefinition
  mode: 'detail' | 'examine' | 'edit'
}

/**
 * A flow sub-page (catalogue sub-route, its own tab): the application's fields, attachments
 * with preview and the status history as a timeline; the examine page adds the opinion and the
 * examiner's steps, the edit page the form of the flow's fields. After a step it stays on the
 * record while the record has steps for the same person, else (and after a save) it returns to
 * its list, which has reloaded on the change (flowClient).
 */
export function FlowPage({ definition, mode, route, params, actions }: FlowPageProps) {
  const base = useDataClient()
  const message = useToasts()
  const [, navigate] = useLocation()
  const { flow } = definition
  const client = useMemo(
    () =>
      flowClient(
        base,
        flow.key,
        definition.fields.map((field) => field.key),
      ),
    [base, flow, definition],
  )
  const [app, setApp] = useState<Application | null>(null)
  const [failed, setFailed] = useState(false)
  const [uploading, setUploading] = useState(false)
  const applyId = params.applyId ?? ''
  const holds = useCallback(
    (permission: string) => {
      const [page, act] = permission.split('/')
      return page === route.name && actions.includes(act)
    },
    [route.name, actions],
  )
  const load = useCallback(() => {
    setFailed(false)
    // Another record in the same tab: nothing of the last one stays on the page meanwhile.
    setApp((current) => (current?.applyId === applyId ? current : null))
    client.get<Application>(definition.list.resource, applyId).then(setApp, () => setFailed(true))
  }, [client, definition.list.resource, applyId])
  useEffect(load, [load])
  const back = () => navigate(route.parent ?? '/')
  const href = (url: string) => base.downloadURL(url)

  if (failed)
    return <StatusMessage title="申请不存在或无权查看" extra={<Button onClick={back}>返回列表</Button>} />
  if (!app) return <LoadingOverlay loading>{<div style={{ minHeight: 240 }} />}</LoadingOverlay>

  // With an examine page of its own, the detail only shows the review; otherwise its steps are here.
  const examineElsewhere = !!route.parent && !!subPageOf(route.parent, 'examine')
  // The steps this page offers on a record: the flow's, as far as the server's answer names them open.
  const offered = (record: Application) =>
    stepsFrom(flow, record, holds).filter((step) => {
      if (mode === 'edit' || (record.steps && !record.steps.includes(step.action))) return false
      const applicant = step.action === 'submit' || step.action === 'resubmit'
      if (mode === 'examine') return !applicant
      return applicant || !examineElsewhere
    })
  const steps = offered(app)
  const editable = mode === 'detail' && !!definition.apply && canEdit(flow, app.status, holds)
  const upload = async (file: File) => {
    const problem = fileProblem(file)
    if (problem) {
      message.error(problem)
      return
    }
    setUploading(true)
    try {
      const added = await client.upload(definition.list.resource, file)
      const ids = [...app.attachments.map((item) => item.id), added.id]
      setApp(await client.attach(definition.list.resource, app, ids))
      message.success('上传成功')
    } catch {
      // the HTTP client has shown the message
    } finally {
      setUploading(false)
    }
  }
  // Issue 42 item 28: the page stays on the record while it has steps for the same person.
  const done = (next: Application) => {
    message.success('操作成功')
    setApp(next)
    if (!offered(next).length) back()
  }

  const typeLabel = flow.types.find((item) => item.value === app.type)?.label ?? app.type
  const label = (key: keyof typeof definition.list.fields) => definition.list.fields[key].label
  return (
    <section className="evc-flow-page" aria-label={`${route.title} ${app.applyId}`}>
      <Card
        title={
          <Space>
            <span>{`${route.title}：${app.applyId}`}</span>
            <StatusTag status={app.status} />
          </Space>
        }
        extra={<Button onClick={back}>返回列表</Button>}
      >
        <Descriptions bordered size="small" column={3} title="基本信息">
          <Descriptions.Item label={label('applyId')}>{app.applyId}</Descriptions.Item>
          <Descriptions.Item label={label('type')}>{typeLabel}</Descriptions.Item>
          <Descriptions.Item label={label('status')}>
            <StatusTag status={app.status} />
          </Descriptions.Item>
          <Descriptions.Item label={label('operatorId')}>
            {app.operatorName ?? app.operatorId}
          </Descriptions.Item>
          <Descriptions.Item label={label('areaCode')}>{regionName(app.areaCode)}</Descriptions.Item>
          <Descriptions.Item label={label('submitterName')}>{app.submitterName}</Descriptions.Item>
          <Descriptions.Item label={label('submitTime')}>
            {formatDateTime(app.submitTime) || '-'}
          </Descriptions.Item>
          <Descriptions.Item label={label('examinerName')}>{app.examinerName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={label('opinion')}>{app.opinion ?? '-'}</Descriptions.Item>
          {app.issuerName && (
            <>
              <Descriptions.Item label={label('issuerName')}>{app.issuerName}</Descriptions.Item>
              <Descriptions.Item label={label('issuerOpinion')}>{app.issuerOpinion ?? '-'}</Descriptions.Item>
            </>
          )}
          {app.validUntil && (
            <Descriptions.Item label={label('validUntil')}>
              {formatDateTime(app.validUntil)}
            </Descriptions.Item>
          )}
        </Descriptions>
        {mode === 'edit' ? (
          <EditForm definition={definition} app={app} client={client} onSaved={done} onCancel={back} />
        ) : (
          <Descriptions bordered size="small" column={2} title="申请内容" style={{ marginTop: 16 }}>
            {definition.fields.map((field) => (
              <Descriptions.Item key={field.key} label={field.label}>
                {displayValue(field, app.fields)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
        <Descriptions size="small" column={1} title="附件" style={{ marginTop: 16 }}>
          <Descriptions.Item label="申请附件">
            <Space direction="vertical">
              <AttachmentLinks files={app.attachments} href={href} />
              {editable && (
                <Upload
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload(file)
                    return false
                  }}
                  accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png"
                >
                  <Button loading={uploading}>上传附件</Button>
                </Upload>
              )}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        {steps.length > 0 && (
          <StepPanel
            // A new form for every record and every version: no opinion carries over (issue 42 item 2).
            key={`${app.applyId}@${app.version}`}
            steps={steps}
            app={app}
            client={client}
            resource={definition.list.resource}
            opinionLabel={
              steps.some((step) => step.opinion && step.actor !== 'issuer')
                ? label('opinion')
                : label('issuerOpinion')
            }
            onDone={done}
          />
        )}
      </Card>
      <Card title="状态历史" style={{ marginTop: 16 }}>
        <History steps={app.history} href={href} />
      </Card>
    </section>
  )
}
