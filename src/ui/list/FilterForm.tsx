import { DownOutlined, UpOutlined } from '@ant-design/icons'
import { Button, Col, Form, Row as GridRow, Input, Space } from 'antd'
import { useEffect, useId, useRef, useState } from 'react'
import { fieldRules } from '../fields/convert'
import { useDeferredInputsOpen } from '../fields/deferred'
import { rendererOf } from '../fields/registry'
import type { Field, Row } from '../fields/types'
import { usePinyin } from '../usePinyin'

/** Filters shown while the form is collapsed. */
const COLLAPSED_COUNT = 2

export interface FilterFormProps {
  fields: readonly Field[]
  values: Row
  keyword: string
  /** The keyword box's placeholder; undefined hides the box. */
  keywordPlaceholder?: string
  onSearch: (values: Row, keyword: string) => void
  onReset: () => void
}

/**
 * The filter form of a list: a keyword box (matched by the server, pinyin included), the
 * filter fields (collapsible: 展开 / 收起), 查询 and 重置.
 */
export function FilterForm(props: FilterFormProps) {
  const [form] = Form.useForm<Row>()
  // A unique form name keeps field ids unique when several lists (tabs) are alive at once.
  const formName = `filter${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [expanded, setExpanded] = useState(false)
  const [keyword, setKeyword] = useState(props.keyword)
  // Option filters match pinyin once it has loaded, after the list's first page (core/search.ts).
  usePinyin(useDeferredInputsOpen())
  const { fields, values } = props

  // Values changed outside the form (重置, a restored tab) are shown in it. Only a real change
  // does that: effects also run on mount and each time a kept-alive page is shown again
  // (React's <Activity>), and resetting then would drop what the user typed but had not yet
  // applied, and remount the area and operator pickers (cancelling their first requests).
  const synced = useRef({ values, keyword: props.keyword })
  useEffect(() => {
    if (synced.current.values === values) return
    synced.current.values = values
    form.resetFields()
    form.setFieldsValue(values)
  }, [form, values])
  useEffect(() => {
    if (synced.current.keyword === props.keyword) return
    synced.current.keyword = props.keyword
    setKeyword(props.keyword)
  }, [props.keyword])

  const submit = async () => {
    try {
      const next = await form.validateFields()
      props.onSearch(next, keyword.trim())
    } catch {
      // The messages are shown at the fields.
    }
  }
  const collapsible = fields.length > COLLAPSED_COUNT
  const shown = collapsible && !expanded ? fields.slice(0, COLLAPSED_COUNT) : fields

  return (
    <Form
      form={form}
      name={formName}
      layout="inline"
      role="search"
      aria-label="筛选"
      initialValues={values}
      onFinish={submit}
      style={{ rowGap: 12 }}
    >
      <GridRow gutter={[16, 12]} style={{ width: '100%' }}>
        {props.keywordPlaceholder !== undefined && (
          <Col xs={24} md={12} xl={8}>
            <Form.Item label="关键字" style={{ marginInlineEnd: 0 }}>
              <Input
                allowClear
                aria-label="关键字"
                placeholder={props.keywordPlaceholder}
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                onPressEnter={submit}
              />
            </Form.Item>
          </Col>
        )}
        {fields.map((field) => (
          // Collapsed filters stay mounted (their values are kept) but are not displayed; the
          // `hidden` attribute alone loses against the grid's own display rule.
          <Col
            key={field.key}
            xs={24}
            md={12}
            xl={8}
            hidden={!shown.includes(field)}
            style={shown.includes(field) ? undefined : { display: 'none' }}
          >
            <Form.Item
              name={field.key}
              label={field.label}
              rules={fieldRules(field, { required: Boolean(field.requiredInFilter) })}
              style={{ marginInlineEnd: 0 }}
            >
              {rendererOf(field).input(field, 'filter')}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                setKeyword('')
                props.onReset()
              }}
            >
              重置
            </Button>
            {collapsible && (
              <Button type="link" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
                {expanded ? '收起' : '展开'}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </GridRow>
    </Form>
  )
}
