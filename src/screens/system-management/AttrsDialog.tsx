import { Form, Input, Select } from 'antd'
import { useEffect } from 'react'
import { FormDialog } from '../../ui/FormDialog'
import { AreaCascader } from '../../ui/fields/AreaCascader'
import { OperatorSelect } from '../../ui/fields/OperatorSelect'
import { areaPath } from '../../ui/fields/registry'
import { useRequest } from '../../ui/useRequest'
import { type Attr, type AttrDefine, useSsoApi } from './sso'

export interface AttrsDialogProps {
  /** Dialog title, e.g. `用户属性：张三`. */
  title: string
  /** Load the current attributes. */
  load: () => Promise<Attr[]>
  /** Save the whole list (`editAttr` replaces it; an empty value removes an attribute). */
  save: (attrs: Attr[]) => Promise<unknown>
  onClose: () => void
  onSaved: () => void
}

const YES_NO_TEXT = [
  { value: '1', label: '是' },
  { value: '0', label: '否' },
]

function inputOf(define: AttrDefine) {
  switch (define.valueType) {
    case 'areaCode':
      return <AreaCascader placeholder="请选择" />
    case 'boolean':
      return <Select allowClear placeholder="请选择" options={YES_NO_TEXT} />
    case 'operatorId':
      return <OperatorSelect placeholder="请选择" />
    default:
      return <Input allowClear maxLength={256} placeholder="请输入" />
  }
}

/**
 * The attributes of a user or role (section 3: auth_area, isCompany, operator, role_name,
 * production_work_type), one control per definition of `getAttrDefine`. The server's field
 * messages (`attrs.<i>.attrValue`) are shown at the attribute they name.
 */
export function AttrsDialog(props: AttrsDialogProps) {
  const [form] = Form.useForm<Record<string, unknown>>()
  const api = useSsoApi()
  const { title } = props
  const loaded = useRequest(() => Promise.all([api.attrDefines(), props.load()]), [api])
  const defines: readonly AttrDefine[] = loaded.data?.[0] ?? []

  useEffect(() => {
    if (!loaded.data) return
    const [known, attrs] = loaded.data
    const values: Record<string, unknown> = {}
    for (const attr of attrs) {
      const define = known.find((item) => item.attrKey === attr.attrKey)
      values[attr.attrKey] =
        define?.valueType === 'areaCode' && attr.attrValue ? areaPath(attr.attrValue) : attr.attrValue
    }
    form.setFieldsValue(values)
  }, [loaded.data, form])

  const send = (values: Record<string, unknown>) =>
    props.save(
      defines.map((define) => {
        const value = values[define.attrKey]
        const text = Array.isArray(value) ? String(value[value.length - 1] ?? '') : String(value ?? '')
        return { attrKey: define.attrKey, attrValue: text.trim() }
      }),
    )

  return (
    <FormDialog<Record<string, unknown>>
      form={form}
      title={title}
      width={560}
      // Saving replaces the whole list: not before the current attributes are in.
      okDisabled={!loaded.data}
      check={false}
      onSubmit={send}
      onDone={props.onSaved}
      onClose={props.onClose}
      // `attrs.<i>.attrValue` names the i-th attribute sent: the definitions' order.
      errorAt={(name) => defines[Number(/^attrs\.(\d+)\./.exec(name)?.[1])]?.attrKey}
    >
      {defines.map((define) => (
        <Form.Item
          key={define.attrKey}
          name={define.attrKey}
          label={define.attrName}
          extra={define.description}
        >
          {inputOf(define)}
        </Form.Item>
      ))}
    </FormDialog>
  )
}
