/**
 * 写文章 / 编辑 of 新闻, 资讯 and 内容 (issue 20): title, column, summary, cover and the body in
 * the rich text editor (a lazy chunk: tiptap loads when this dialog opens). Saved as a draft; the
 * body goes as the editor's JSON document, which the server checks and renders — never HTML.
 */
import { Alert, Button, Form, Input, Select, Space, Spin, Typography, Upload } from 'antd'
import { useEffect, useState } from 'react'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import type { ActionDialogProps } from '../../ui/list/definition'
import { type RichTextDocument, RichTextEditor } from '../../ui/rich-text'
import { ARTICLE_RESOURCE, type ArticleKind, uploadImage } from './article-calls'

interface Values {
  title: string
  columnId?: number
  summary?: string
}

/** What an article dialog of one kind gets. */
export type ArticleDialogProps = ActionDialogProps & { kind: ArticleKind; label: string }

/** The dialog writing an article of `kind` (a new one, or the row's). */
export function ArticleDialog({ kind, label, record, onClose, onSaved }: ArticleDialogProps) {
  const resource = ARTICLE_RESOURCE[kind]
  const data = useDataClient()
  const [form] = Form.useForm<Values>()
  const [columns, setColumns] = useState<{ value: number; label: string }[]>([])
  const [content, setContent] = useState<RichTextDocument | null>(null)
  const [loaded, setLoaded] = useState(!record)
  const [cover, setCover] = useState<string | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})

  useEffect(() => {
    data
      .list('mobile-management/columns', {
        pageNum: 1,
        pageSize: 100,
        sort: { field: 'sortOrder', order: 'asc' },
      })
      .then((page) =>
        setColumns(page.list.map((row) => ({ value: Number(row.id), label: String(row.columnName) }))),
      )
      .catch(() => setProblems({ form: '栏目加载失败，请关闭后重试' }))
    if (!record) return
    data
      .get(resource, String(record.id))
      .then((article) => {
        form.setFieldsValue({
          title: String(article.title ?? ''),
          columnId: Number(article.columnId),
          summary: String(article.summary ?? ''),
        })
        setCover((article.coverUrl as string | null) ?? null)
        setContent(article.content as RichTextDocument)
        setLoaded(true)
      })
      .catch(() => setProblems({ form: '文章加载失败，请关闭后重试' }))
  }, [data, record, form, resource])

  const upload = async (file: File, field: string): Promise<string | null> => {
    try {
      const url = await uploadImage(data, file)
      setProblems(({ [field]: _, ...rest }) => rest)
      return url
    } catch (error) {
      setProblems((current) => ({ ...current, [field]: (error as Error).message }))
      return null
    }
  }

  const save = async (values: Values) => {
    if (!content) {
      setProblems({ content: '请输入正文' })
      return false
    }
    setProblems({})
    const body = { ...values, summary: values.summary ?? '', coverUrl: cover, content }
    return record ? data.update(resource, String(record.id), body) : data.create(resource, body)
  }

  return (
    <FormDialog<Values>
      form={form}
      width={880}
      title={record ? `编辑${label}` : `写${label}`}
      okText="保存草稿"
      maskClosable={false}
      onSubmit={save}
      onDone={onSaved}
      onClose={onClose}
      onErrors={(found, error) =>
        setProblems(
          Object.keys(found).length ? found : { form: (error as Error).message || '保存失败，请重试' },
        )
      }
    >
      {!loaded ? (
        <Spin />
      ) : (
        <>
          <Form.Item
            name="title"
            label="标题"
            rules={[
              { required: true, whitespace: true, message: '请输入标题' },
              { max: 64, message: '标题不能超过64个字符' },
            ]}
          >
            <Input maxLength={64} showCount />
          </Form.Item>
          <Space size="large" align="start" style={{ width: '100%' }}>
            <Form.Item
              name="columnId"
              label="栏目"
              rules={[{ required: true, message: '请选择栏目' }]}
              style={{ width: 260 }}
            >
              <Select options={columns} placeholder="请选择栏目" />
            </Form.Item>
            <Form.Item
              label="封面"
              validateStatus={problems.coverUrl ? 'error' : undefined}
              help={problems.coverUrl}
            >
              <Space>
                {cover && (
                  <img
                    src={cover}
                    alt="封面"
                    style={{ height: 48, borderRadius: 4, border: '1px solid #f0f0f0' }}
                  />
                )}
                <Upload
                  accept=".jpg,.jpeg,.png,.webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    upload(file, 'coverUrl').then((url) => url && setCover(url))
                    return false
                  }}
                >
                  <Button>{cover ? '更换封面' : '上传封面'}</Button>
                </Upload>
                {cover && <Button onClick={() => setCover(null)}>移除封面</Button>}
              </Space>
            </Form.Item>
          </Space>
          <Form.Item name="summary" label="摘要" rules={[{ max: 200, message: '摘要不能超过200个字符' }]}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
          <Form.Item
            label="正文"
            required
            validateStatus={problems.content ? 'error' : undefined}
            help={problems.content}
          >
            <RichTextEditor
              label="正文"
              value={content}
              invalid={Boolean(problems.content)}
              onChange={setContent}
              uploadImage={(file) => upload(file, 'content')}
            />
          </Form.Item>
          <Typography.Text type="secondary">
            图片：jpg、png 或 webp，不超过2MB。保存后可预览，再发布。
          </Typography.Text>
          {problems.form && <Alert type="error" showIcon message={problems.form} role="alert" />}
        </>
      )}
    </FormDialog>
  )
}
