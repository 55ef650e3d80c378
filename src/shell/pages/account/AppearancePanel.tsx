/**
 * 外观 (issue 21): the user's own theme mode, kept on the server and applied at once in
 * `<ev-console>` (null follows the page's `theme` attribute); for the platform administrator
 * (菜单管理's edit right) the grey days of national mourning and the watermark, for everyone.
 */
import { Alert, Button, DatePicker, Form, Radio, Switch } from 'antd'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { appearance, greyToday, savePersonalTheme, savePlatformLook } from '../../../core/appearance'
import { THEME_MODE_LABELS, THEME_MODES, type ThemeMode } from '../../../core/domain/appearance'
import { DATE_FORMAT, type Dayjs, dayjs } from '../../../core/format'
import { fieldErrors } from '../../../core/http'
import { actionsFor } from '../../../core/permissions'
import { useToasts } from '../../../ui/toasts'
import { useSession } from '../../../ui/useSession'
import { useShell } from '../../context'

/** The right that lets a user set the platform's appearance (server/src/appearance/routes.ts). */
const PLATFORM_PAGE = 'sso-menu-management'
const FOLLOW = 'follow'

interface PlatformValues {
  greyDays: [Dayjs, Dayjs] | null
  watermark: boolean
}

/** The user's own mode. */
function PersonalTheme() {
  const { api } = useShell()
  const message = useToasts()
  const { personal } = useSnapshot(appearance)
  const [saving, setSaving] = useState(false)
  const choose = async (value: string) => {
    setSaving(true)
    try {
      await savePersonalTheme(api.http, value === FOLLOW ? null : (value as ThemeMode))
      message.success('操作成功')
    } catch {
      // The client showed the server's message.
    } finally {
      setSaving(false)
    }
  }
  return (
    <Form layout="vertical" className="evc-gap">
      <Form.Item
        label="主题"
        extra="跟随页面：使用嵌入页面设置的主题；其余选项只对您本人生效，所有设备一致。"
      >
        <Radio.Group
          aria-label="主题"
          optionType="button"
          disabled={saving}
          value={personal ?? FOLLOW}
          onChange={(event) => choose(String(event.target.value))}
          options={[
            { value: FOLLOW, label: '跟随页面' },
            ...THEME_MODES.map((mode) => ({ value: mode, label: THEME_MODE_LABELS[mode] })),
          ]}
        />
      </Form.Item>
    </Form>
  )
}

/** The platform's grey days and watermark (administrator). */
function PlatformSettings() {
  const { api } = useShell()
  const message = useToasts()
  const looks = useSnapshot(appearance)
  const [form] = Form.useForm<PlatformValues>()
  const [saving, setSaving] = useState(false)

  const platform = looks.platform
  useEffect(() => {
    form.setFieldsValue({
      greyDays:
        platform?.greyFrom && platform.greyTo ? [dayjs(platform.greyFrom), dayjs(platform.greyTo)] : null,
      watermark: !!platform?.watermark,
    })
  }, [form, platform])

  const save = async (values: PlatformValues) => {
    setSaving(true)
    try {
      const [from, to] = values.greyDays ?? [null, null]
      await savePlatformLook(api.http, {
        greyFrom: from ? from.format(DATE_FORMAT) : null,
        greyTo: to ? to.format(DATE_FORMAT) : null,
        watermark: values.watermark,
      })
      message.success('操作成功')
    } catch (error) {
      const errors = Object.values(fieldErrors(error))
      if (errors.length) form.setFields([{ name: 'greyDays', errors }])
    } finally {
      setSaving(false)
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={save}>
      <h3 className="evc-appearance-title">平台外观（全部用户）</h3>
      {greyToday(looks) && <Alert type="info" showIcon className="evc-gap" message="今天在灰色模式日期内" />}
      <Form.Item
        name="greyDays"
        label="灰色模式日期"
        extra="哀悼日等需要全站变灰的日期（含首尾两天），到期自动恢复；清空即不设置。"
      >
        <DatePicker.RangePicker allowClear aria-label="灰色模式日期" placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Form.Item
        name="watermark"
        label="水印"
        valuePropName="checked"
        extra="在内容区显示当前用户姓名和日期。"
      >
        <Switch aria-label="水印" checkedChildren="开" unCheckedChildren="关" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  )
}

/** The 外观 tab of the account center. */
export function AppearancePanel() {
  const { authMap } = useSession()
  const admin = actionsFor(PLATFORM_PAGE, authMap).includes('edit')
  return (
    <div className="evc-narrow">
      <PersonalTheme />
      {admin && <PlatformSettings />}
    </div>
  )
}
