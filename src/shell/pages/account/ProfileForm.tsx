/** 基本资料: avatar upload (jpg, png, webp; at most 2 MB) and nickName, phone, email. */
import { UploadOutlined, UserOutlined } from '@ant-design/icons'
import { Avatar, Button, Form, Input, Space, Upload } from 'antd'
import { useEffect, useState } from 'react'
import { rule } from '../../../core/domain/validator-rules'
import { isImageUrl } from '../../../core/domain/validators'
import { fieldErrors } from '../../../core/http'
import { applyUserInfo, setAvatar } from '../../../core/session'
import { useToasts } from '../../../ui/toasts'
import { useRequest } from '../../../ui/useRequest'
import { useSession } from '../../../ui/useSession'
import { useShell } from '../../context'

interface ProfileValues {
  nickName: string
  phoneNumber: string
  email: string
}

/** Accepted avatar types and size (api.md: `POST /api/user/avatar`). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024

/** Why a file cannot be an avatar, or undefined when it can. */
export function avatarProblem(file: { type: string; size: number }): string | undefined {
  if (!AVATAR_TYPES.includes(file.type)) return '头像只能是 JPG、PNG 或 WEBP 图片'
  if (file.size > AVATAR_MAX_BYTES) return '头像不能超过 2 MB'
  return undefined
}

/** The profile form. */
export function ProfileForm() {
  const { api } = useShell()
  const message = useToasts()
  const { avatar, name } = useSession()
  const [form] = Form.useForm<ProfileValues>()
  const [saving, setSaving] = useState(false)
  const [uploading, setUploading] = useState(false)

  // The form takes the profile each time it is asked (the page shown again asks again).
  const { data: profile } = useRequest((signal) => api.userProfile({ signal }), [api], { fresh: true })
  useEffect(() => {
    if (profile === undefined) return
    form.setFieldsValue({
      nickName: profile?.nickName ?? '',
      phoneNumber: profile?.phoneNumber ?? '',
      email: profile?.email ?? '',
    })
    setAvatar(profile?.avatar ?? '')
  }, [profile, form])

  const save = async (values: ProfileValues) => {
    setSaving(true)
    try {
      await api.updateProfile({
        nickName: values.nickName.trim(),
        phoneNumber: values.phoneNumber?.trim() ?? '',
        email: values.email?.trim() ?? '',
      })
      const info = await api.userInfo()
      if (info) applyUserInfo(info)
      message.success('操作成功')
    } catch (error) {
      const fields = Object.entries(fieldErrors(error))
      if (fields.length)
        form.setFields(
          fields.map(([field, text]) => ({ name: field as keyof ProfileValues, errors: [text] })),
        )
    } finally {
      setSaving(false)
    }
  }

  const upload = async (file: File) => {
    const problem = avatarProblem(file)
    if (problem) {
      message.error(problem)
      return
    }
    setUploading(true)
    try {
      const result = await api.uploadAvatar(file)
      setAvatar(result?.avatar ?? '')
      message.success('操作成功')
    } catch {
      // The client showed the server's message.
    } finally {
      setUploading(false)
    }
  }

  const src = avatar && isImageUrl(avatar) ? avatar : undefined
  return (
    <div className="evc-profile">
      <Space direction="vertical" align="center" className="evc-profile-avatar">
        <Avatar size={96} src={src} icon={src ? undefined : <UserOutlined />} alt={`${name}的头像`} />
        <Upload
          accept=".jpg,.jpeg,.png,.webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file)
            return false
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            更换头像
          </Button>
        </Upload>
      </Space>
      <Form<ProfileValues> form={form} layout="vertical" onFinish={save} className="evc-profile-form">
        <Form.Item label="用户名">
          <Input value={name} readOnly disabled aria-label="用户名" />
        </Form.Item>
        <Form.Item
          label="昵称"
          name="nickName"
          rules={[
            { required: true, whitespace: true, message: '请输入昵称' },
            { max: 64, message: '昵称不能超过64个字符' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="手机号" name="phoneNumber" rules={[rule('mobile')]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Form.Item label="邮箱" name="email" rules={[rule('email')]}>
          <Input maxLength={320} inputMode="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </div>
  )
}
