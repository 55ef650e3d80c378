/**
 * 告警提醒 (issue 44 part 3): whether a new alarm the user is asked to dispose of shows a
 * notification, and whether a 人身安全级 one sounds; kept on the server for the user, applied at
 * once here and in the user's other tabs (src/core/alarmNotices.ts).
 */
import { Form, Switch } from 'antd'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { alarmNotices, loadAlarmNotices, saveAlarmNotices } from '../../../core/alarmNotices'
import type { AlarmNoticeSettings } from '../../../core/domain/appearance'
import { useToasts } from '../../../ui/toasts'
import { useShell } from '../../context'

/** The 告警提醒 tab of the account center. */
export function AlarmNoticePanel() {
  const { api } = useShell()
  const message = useToasts()
  const { settings, loaded } = useSnapshot(alarmNotices)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    void loadAlarmNotices(api.http)
  }, [api.http])
  const save = async (next: AlarmNoticeSettings) => {
    setSaving(true)
    try {
      await saveAlarmNotices(api.http, next)
      message.success('操作成功')
    } catch {
      // The client showed the server's message.
    } finally {
      setSaving(false)
    }
  }
  const busy = saving || !loaded
  return (
    <Form layout="vertical" className="evc-narrow">
      <Form.Item
        label="告警提醒"
        extra="需要您处置的新告警（故障、离线）在任何页面右上角弹出提醒，点击可打开故障监测中的该告警。"
      >
        <Switch
          aria-label="告警提醒"
          checkedChildren="开"
          unCheckedChildren="关"
          checked={settings.enabled}
          disabled={busy}
          onChange={(enabled) => save({ ...settings, enabled })}
        />
      </Form.Item>
      <Form.Item label="提示音" extra="人身安全级告警弹出时响铃。">
        <Switch
          aria-label="提示音"
          checkedChildren="开"
          unCheckedChildren="关"
          checked={settings.sound}
          disabled={busy || !settings.enabled}
          onChange={(sound) => save({ ...settings, sound })}
        />
      </Form.Item>
    </Form>
  )
}
