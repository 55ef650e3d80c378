/**
 * 发布 of an article (issue 20): now, or at a chosen time (定时发布; not earlier than now — the
 * server's clock decides, and refuses a past time at the field).
 */
import { Alert, DatePicker, Form, Modal, Radio, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import type { NEWS_CALLS } from '../../contract/mobile-articles'
import { callApi } from '../../core/call'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { ARTICLE_RESOURCE, type ArticleKind } from './article-calls'

export function PublishDialog({ kind, record, onClose, onSaved }: ActionDialogProps & { kind: ArticleKind }) {
  const data = useDataClient()
  const [mode, setMode] = useState<'now' | 'later'>('now')
  const [time, setTime] = useState<Dayjs | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async () => {
    if (!record) return
    if (mode === 'later' && !time) {
      setProblem('请选择发布时间')
      return
    }
    setSending(true)
    try {
      await callApi<typeof NEWS_CALLS.publish>(
        data.http,
        { method: 'post', path: `/${ARTICLE_RESOURCE[kind]}/:id/publish` },
        {
          params: { id: String(record.id) },
          body: { publishTime: mode === 'later' && time ? time.toISOString() : null },
        },
      )
      onSaved()
      onClose()
    } catch (error) {
      setProblem(fieldErrors(error).publishTime ?? ((error as Error).message || '发布失败，请重试'))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open
      title={`发布：${String(record?.title ?? '')}`}
      okText="发布"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="发布方式">
          <Radio.Group
            value={mode}
            onChange={(event) => {
              setMode(event.target.value)
              setProblem(null)
            }}
            options={[
              { value: 'now', label: '立即发布' },
              { value: 'later', label: '定时发布' },
            ]}
          />
        </Form.Item>
        {mode === 'later' && (
          <Form.Item label="发布时间" required validateStatus={problem ? 'error' : undefined} help={problem}>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={time}
              onChange={(value) => {
                setTime(value)
                setProblem(null)
              }}
              disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
              aria-label="发布时间"
            />
          </Form.Item>
        )}
        <Typography.Text type="secondary">
          发布后文章将在APP中显示；已发布或待发布的文章可撤回。
        </Typography.Text>
        {problem && mode === 'now' && <Alert type="error" showIcon message={problem} role="alert" />}
      </Form>
    </Modal>
  )
}
