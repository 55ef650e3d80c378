/**
 * One operator's report on a reporting task (issue 17): the task's requirements and template, the
 * report's attachments and status history; the operator's 填报 / 重新提交 (a remark and at least
 * one attachment, file-management's upload rules) or staff's 审核 (通过, or 退回 with an opinion,
 * which reopens it for the operator). Field errors of the server show at their fields.
 */
import { Alert, Button, Descriptions, Form, Input, Modal, Space, Tag } from 'antd'
import { useState } from 'react'
import type { DataOf } from '../../contract/define'
import { examineReport, submitReport } from '../../contract/endpoints/data-input-reporting'
import { REPORT_KIND, REPORT_STATUS } from '../../core/domain/enums-reporting'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import { AttachmentLinks, History } from '../../ui/flow/History'
import { LoadingOverlay } from '../../ui/LoadingOverlay'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useRequest } from '../../ui/useRequest'
import { type Attachment, AttachmentPicker, uploadReportingAttachment } from './reporting-upload'

type Report = DataOf<typeof submitReport>
type Mode = 'detail' | 'submit' | 'examine'

const labelOf = (list: readonly { value: string; label: string; color?: string }[], value: string) =>
  list.find((item) => item.value === value)

function ReportDialog({ record, onClose, onSaved, mode }: ActionDialogProps & { mode: Mode }) {
  const data = useDataClient()
  const [form] = Form.useForm<{ remark?: string; opinion?: string }>()
  const id = Number(record?.id)
  const report = useRequest(
    (signal) => data.get<Report>('data-input/reporting-targets', id, { signal }) as Promise<Report>,
    [data, id],
  )
  const [files, setFiles] = useState<Attachment[] | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [filesError, setFilesError] = useState<string | null>(null)
  const shown = report.data
  const app = shown?.application ?? null
  const attached = files ?? (app?.attachments as Attachment[] | undefined) ?? []
  const href = (url: string) => data.downloadURL(url)

  const upload = async (file: File) => {
    setBusy('upload')
    const answer = await uploadReportingAttachment(data, file)
    setBusy(null)
    if ('added' in answer) setFiles([...attached, answer.added])
    setFilesError('added' in answer ? null : answer.problem)
  }

  const showErrors = (error: unknown) => {
    const errors = fieldErrors(error)
    if (errors.attachmentIds) setFilesError(errors.attachmentIds)
    form.setFields(
      Object.entries(errors)
        .filter(([name]) => name === 'remark' || name === 'opinion')
        .map(([name, message]) => ({ name: name as 'remark', errors: [message] })),
    )
  }

  const submit = async () => {
    if (!attached.length) {
      setFilesError('请上传填报材料')
      return
    }
    setBusy('submit')
    try {
      await data.call(submitReport, {
        params: { id },
        body: {
          remark: String(form.getFieldValue('remark') ?? ''),
          attachmentIds: attached.map((file) => file.id),
          ...(shown?.application ? { version: shown.application.version } : {}),
        },
      })
      onSaved()
      onClose()
    } catch (error) {
      showErrors(error)
    } finally {
      setBusy(null)
    }
  }

  const examine = async (action: 'approve' | 'return') => {
    const opinion = String(form.getFieldValue('opinion') ?? '').trim()
    if (action === 'return' && !opinion) {
      form.setFields([{ name: 'opinion', errors: ['请填写退回意见'] }])
      return
    }
    setBusy(action)
    try {
      await data.call(examineReport, {
        params: { id, action },
        body: { version: Number(app?.version), ...(opinion ? { opinion } : {}) },
      })
      // One toast: the list says this instead of its 操作成功 (issue 42 item 8).
      onSaved(action === 'approve' ? '已通过' : '已退回，运营商可重新提交')
      onClose()
    } catch (error) {
      showErrors(error)
    } finally {
      setBusy(null)
    }
  }

  const status = shown ? labelOf(REPORT_STATUS, shown.status) : undefined
  const title = mode === 'examine' ? '审核填报' : mode === 'submit' ? '填报' : '填报详情'
  const footer =
    mode === 'submit' ? (
      <Space>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" loading={busy === 'submit'} disabled={!shown || !!busy} onClick={submit}>
          提交
        </Button>
      </Space>
    ) : mode === 'examine' ? (
      <Space>
        <Button onClick={onClose}>取消</Button>
        <Button
          danger
          loading={busy === 'return'}
          disabled={!app || !!busy}
          onClick={() => examine('return')}
        >
          退回
        </Button>
        <Button
          type="primary"
          loading={busy === 'approve'}
          disabled={!app || !!busy}
          onClick={() => examine('approve')}
        >
          通过
        </Button>
      </Space>
    ) : (
      <Button onClick={onClose}>关闭</Button>
    )

  return (
    <Modal open title={title} onCancel={onClose} footer={footer} width={760} destroyOnHidden>
      <LoadingOverlay loading={report.loading && !shown}>
        {report.failed ? <Alert type="error" showIcon message="填报记录不存在或无权查看" /> : null}
        {shown ? (
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions
              bordered
              size="small"
              column={2}
              aria-label="填报任务"
              styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}
            >
              <Descriptions.Item label="任务名称" span={2}>
                {shown.title}
              </Descriptions.Item>
              <Descriptions.Item label="填报类型">
                {labelOf(REPORT_KIND, shown.kind)?.label}
              </Descriptions.Item>
              <Descriptions.Item label="截止日期">{shown.deadline}</Descriptions.Item>
              <Descriptions.Item label="运营商">{shown.operatorName ?? shown.operatorId}</Descriptions.Item>
              <Descriptions.Item label="填报状态">
                <Space size={4}>
                  {status ? <Tag color={status.color}>{status.label}</Tag> : null}
                  {shown.overdue ? <Tag color="error">逾期</Tag> : null}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label="填报要求" span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{shown.description}</span>
              </Descriptions.Item>
              <Descriptions.Item label="填报模板" span={2}>
                <AttachmentLinks files={shown.template ? [shown.template] : []} href={href} />
              </Descriptions.Item>
              {app?.opinion ? (
                <Descriptions.Item label="审核意见" span={2}>
                  {app.opinion}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <Form
              form={form}
              layout="vertical"
              aria-label={title}
              initialValues={{ remark: app?.fields.remark ?? '' }}
            >
              {mode === 'submit' ? (
                <>
                  <Form.Item name="remark" label="填报说明">
                    <Input.TextArea maxLength={500} rows={3} placeholder="请输入填报说明" />
                  </Form.Item>
                  <Form.Item
                    label="填报材料"
                    required
                    validateStatus={filesError ? 'error' : undefined}
                    help={filesError ?? '支持 pdf、doc、docx、xls、xlsx、jpg、png，单个文件不超过20MB'}
                  >
                    <Space direction="vertical" style={{ width: '100%' }}>
                      <AttachmentPicker onPick={upload}>
                        <Button loading={busy === 'upload'}>上传文件</Button>
                      </AttachmentPicker>
                      {attached.map((file) => (
                        <Space key={file.id}>
                          <span>{file.fileName}</span>
                          <Button
                            type="link"
                            size="small"
                            onClick={() => setFiles(attached.filter((item) => item.id !== file.id))}
                          >
                            移除
                          </Button>
                        </Space>
                      ))}
                    </Space>
                  </Form.Item>
                </>
              ) : (
                <Form.Item label="填报材料">
                  <AttachmentLinks files={attached} href={href} />
                </Form.Item>
              )}
              {mode === 'examine' ? (
                <Form.Item name="opinion" label="审核意见" extra="退回时必填">
                  <Input.TextArea maxLength={500} rows={3} placeholder="请输入审核意见" />
                </Form.Item>
              ) : null}
            </Form>
            {app ? <History steps={app.history} href={href} /> : null}
          </Space>
        ) : (
          <div style={{ minHeight: 200 }} />
        )}
      </LoadingOverlay>
    </Modal>
  )
}

export const ReportDetail = (props: ActionDialogProps) => <ReportDialog {...props} mode="detail" />
export const ReportSubmit = (props: ActionDialogProps) => <ReportDialog {...props} mode="submit" />
export const ReportExamine = (props: ActionDialogProps) => <ReportDialog {...props} mode="examine" />
