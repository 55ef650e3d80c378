/**
 * The dialog of a new rule set version: name, period type, first month and the rules (indicator,
 * name, weight); the weights must add up to 100, checked here and again by the server, whose
 * field messages are shown at the fields.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd'
import { type ScoreTargetKey, scoringCalls } from '../../contract/operate-supervision'
import { SCORE_INDICATOR, SCORE_PERIOD_TYPE } from '../../core/domain/supervision'
import { useDataClient } from '../../ui/dataClient'
import { FormDialog } from '../../ui/FormDialog'
import { useToasts } from '../../ui/toasts'

interface Values {
  name: string
  periodType: string
  effectiveFrom: string
  rules: { indicator: string; name: string; weight: number }[]
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export function RuleSetDialog(props: {
  target: ScoreTargetKey
  open: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { target, open } = props
  const client = useDataClient()
  const toasts = useToasts()
  const [form] = Form.useForm<Values>()
  const rules = Form.useWatch('rules', form) ?? []
  const sum = rules.reduce((total, rule) => total + (Number(rule?.weight) || 0), 0)
  const indicators = SCORE_INDICATOR.filter((item) => (item.targets as readonly string[]).includes(target))

  const send = async (values: Values) => {
    if (sum !== 100) {
      form.setFields([{ name: 'rules', errors: [`各项权重之和应为100，当前为${sum}`] }])
      return false
    }
    return client.call(scoringCalls(target).createRuleSet, { body: values as never })
  }

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      title="新增规则版本"
      formLabel="新增规则版本"
      width={720}
      okText="保存"
      initialValues={{
        periodType: 'month',
        effectiveFrom: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7),
        rules: [
          { indicator: 'onlineRate', name: '设备在线率', weight: 50 },
          { indicator: 'manual', name: '现场检查', weight: 50 },
        ],
      }}
      onSubmit={send}
      onDone={() => {
        toasts.success('规则版本已创建')
        props.onDone()
      }}
      onClose={props.onClose}
    >
      <Form.Item
        name="name"
        label="规则名称"
        rules={[{ required: true, whitespace: true, message: '请填写规则名称' }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="periodType" label="评分周期" rules={[{ required: true, message: '请选择评分周期' }]}>
          <Select
            style={{ width: 160 }}
            options={SCORE_PERIOD_TYPE.map(({ value, label }) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label="生效月份"
          rules={[{ required: true, pattern: MONTH, message: '生效月份格式应为YYYY-MM' }]}
        >
          <Input style={{ width: 160 }} placeholder="YYYY-MM" />
        </Form.Item>
      </Space>
      <Form.List name="rules">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'indicator']}
                  label="指标"
                  rules={[{ required: true, message: '请选择指标' }]}
                >
                  <Select
                    style={{ width: 170 }}
                    options={indicators.map(({ value, label }) => ({ value, label }))}
                    aria-label="指标"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  label="指标名称"
                  rules={[{ required: true, whitespace: true, message: '请填写指标名称' }]}
                >
                  <Input style={{ width: 200 }} maxLength={64} aria-label="指标名称" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'weight']}
                  label="权重"
                  rules={[
                    { required: true, type: 'integer', min: 1, max: 100, message: '权重为1-100的整数' },
                  ]}
                >
                  <InputNumber style={{ width: 100 }} precision={0} aria-label="权重" />
                </Form.Item>
                <Button
                  type="text"
                  aria-label="删除此规则"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Form.Item>
              <Space>
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ indicator: 'manual', name: '', weight: 10 })}
                >
                  添加规则
                </Button>
                <Typography.Text
                  type={sum === 100 ? 'success' : 'danger'}
                >{`权重合计 ${sum} / 100`}</Typography.Text>
              </Space>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </>
        )}
      </Form.List>
    </FormDialog>
  )
}
