/**
 * 上传材料 (operator): each indicator of the year with the evidence it asks for; upload, replace
 * or remove files (before the deadline), then 提交材料 once every indicator has some.
 */
import { Button, Modal, Space, Upload } from 'antd'
import { useState } from 'react'
import { setEvidence, submitEvidence, uploadEvidenceFile } from '../../contract/endpoints/assessment'
import { missingEvidence } from '../../core/domain/feedback'
import { fileProblem } from '../../core/domain/files'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useConfirmation } from '../../ui/list/useConfirmation'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { type AssessmentItem, EvidenceLinks, type IndicatorDetail, IndicatorDialogTable } from './parts'

/** The dialog of one upload screen's resource (`uploads` or `evaluation-uploads`). */
export function evidenceDialog(resource: 'uploads' | 'evaluation-uploads') {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
  return function EvidenceDialog({ record, onClose, onSaved }: ActionDialogProps) {
    const data = useDataClient()
    const toasts = useToasts()
    const id = String(record?.id ?? '')
    const detail = useRequest(
      (signal) => data.get<AssessmentItem>(`assessment/${resource}`, id, { signal }),
      [data, id],
    )
    const [busy, setBusy] = useState<number | 'submit' | null>(null)
    const confirmation = useConfirmation()
    const indicators = detail.data?.indicators ?? []

    const save = async (indicatorId: number, fileIds: number[]) => {
      await data.call(setEvidence, { params: { resource, id }, body: { indicatorId, fileIds } })
      detail.reload()
    }
    const upload = async (indicator: IndicatorDetail, file: File) => {
      const problem = fileProblem(file)
      if (problem) {
        toasts.error(problem)
        return
      }
      setBusy(indicator.id)
      try {
        const saved = await data.call(uploadEvidenceFile, { body: { file } })
        await save(indicator.id, [...indicator.files.map((item) => item.id), saved.id])
        toasts.success('上传成功')
      } catch {
        // the HTTP client has shown the message
      } finally {
        setBusy(null)
      }
    }
    const submit = async () => {
      setBusy('submit')
      try {
        await data.call(submitEvidence, { params: { resource, id } })
        onSaved()
        onClose()
      } catch {
        // the HTTP client has shown the message
      } finally {
        setBusy(null)
      }
    }

    return (
      <Modal
        open
        width={960}
        title={`上传评定材料 ${String(record?.stationName ?? '')}`}
        onCancel={onClose}
        footer={
          <Space>
            <Button onClick={onClose}>关闭</Button>
            <Button
              type="primary"
              loading={busy === 'submit'}
              disabled={!detail.data}
              onClick={() => {
                // Issue 42 items 7, 8: what the server would refuse is said before any confirmation.
                const missing = missingEvidence(
                  indicators.map((entry) => ({ indicator: entry.indicator, files: entry.files.length })),
                )
                if (missing) {
                  toasts.error(missing)
                  return
                }
                // Submitted evidence cannot be changed; the user says so first.
                confirmation.ask({
                  title: '确定提交材料吗？',
                  content: '提交后不能修改材料。',
                  onOk: submit,
                })
              }}
            >
              提交材料
            </Button>
          </Space>
        }
      >
        {confirmation.holder}
        <p>
          材料提交截止日期：{String(record?.deadline ?? '')}。每个指标均须上传材料后方可提交，提交后不能修改。
        </p>
        <IndicatorDialogTable
          loading={detail.loading}
          indicators={indicators}
          columns={[
            { title: '佐证材料要求', dataIndex: 'evidence' },
            {
              title: '已上传材料',
              key: 'files',
              render: (_, indicator) => (
                <Space direction="vertical" size={2}>
                  <EvidenceLinks files={indicator.files} />
                  {indicator.files.length > 0 && (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => save(indicator.id, []).catch(() => undefined)}
                    >
                      清除
                    </Button>
                  )}
                </Space>
              ),
            },
            {
              title: '操作',
              key: 'upload',
              width: 100,
              render: (_, indicator) => (
                <Upload
                  showUploadList={false}
                  accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png"
                  beforeUpload={(file) => {
                    void upload(indicator, file)
                    return false
                  }}
                >
                  <Button
                    size="small"
                    loading={busy === indicator.id}
                    aria-label={`上传${indicator.indicator}材料`}
                  >
                    上传
                  </Button>
                </Upload>
              ),
            },
          ]}
        />
      </Modal>
    )
  }
}
