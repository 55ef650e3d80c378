import { Button, Spin } from 'antd'
import { StatusMessage } from '../StatusMessage'

/** While a screen's own data loads: a spinner, or after a failure 加载失败 with 重试. */
export function Pending({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (failed)
    return (
      <StatusMessage
        title="加载失败"
        extra={
          <Button type="primary" onClick={retry}>
            重试
          </Button>
        }
      />
    )
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip="加载中">
        <div style={{ height: 48 }} />
      </Spin>
    </div>
  )
}
