/** 登录记录: the user's recent sign-ins. */
import { Table, Tag } from 'antd'
import type { LoginRecord } from '../../../core/api'
import { formatDateTime } from '../../../core/format'
import { useRequest } from '../../../ui/useRequest'
import { useShell } from '../../context'

function succeeded(result: string): boolean {
  return /^(ok|success|成功)$/i.test(result)
}

/** The sign-in history table. */
export function LoginHistory() {
  const { api } = useShell()
  const { data: list, loading } = useRequest((signal) => api.loginHistory({ signal }), [api])
  const rows = Array.isArray(list) ? list : []

  return (
    <Table<LoginRecord>
      rowKey={(row) => `${row.time}-${row.ip}-${row.userAgent}`}
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: '时间', dataIndex: 'time', width: 180, render: (value: string) => formatDateTime(value) },
        { title: 'IP', dataIndex: 'ip', width: 160 },
        { title: '浏览器', dataIndex: 'userAgent', ellipsis: true },
        {
          title: '结果',
          dataIndex: 'result',
          width: 100,
          render: (value: string) => (
            <Tag color={succeeded(value) ? 'success' : 'error'}>
              {succeeded(value) ? '成功' : value || '失败'}
            </Tag>
          ),
        },
      ]}
    />
  )
}
