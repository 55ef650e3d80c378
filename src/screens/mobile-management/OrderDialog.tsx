/**
 * 调整顺序 of 推荐场站管理: every recommended station in its order, moved by dragging a row, by
 * its 上移 / 下移 buttons, or from the keyboard (a focused row moves with Alt+↑ / Alt+↓); 保存
 * sends the new order as a whole. Each move is announced to screen readers.
 */
import { HolderOutlined } from '@ant-design/icons'
import { Alert, Button, Modal, Space, Spin, Typography } from 'antd'
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { orderRecommend } from '../../contract/endpoints/mobile-management'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { useSave } from './useSave'

interface Entry {
  id: number
  stationName: string
  stationId: string
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

export function OrderDialog({ onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [entries, setEntries] = useState<Entry[] | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [said, setSaid] = useState('')
  const { sending, problem, setProblem, run } = useSave()
  const rows = useRef<(HTMLLIElement | null)[]>([])
  // The row moved from the keyboard keeps the focus (React moving its node blurs it).
  const refocus = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (refocus.current === null || !entries) return
    rows.current[refocus.current]?.focus()
    refocus.current = null
  }, [entries])

  useEffect(() => {
    data
      .list('mobile-management/recommend-stations', {
        pageNum: 1,
        pageSize: 100,
        sort: { field: 'sortOrder', order: 'asc' },
      })
      .then((page) => setEntries(page.list as unknown as Entry[]))
      .catch(() => setProblem('加载失败，请关闭后重试'))
  }, [data, setProblem])

  const move = (from: number, to: number, focus = false) => {
    if (!entries || to < 0 || to >= entries.length || from === to) return
    const next = moved(entries, from, to)
    setEntries(next)
    setSaid(`${next[to].stationName} 已移到第 ${to + 1} 位`)
    if (focus) refocus.current = to
  }

  const onKey = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey) return
    if (event.key === 'ArrowUp') move(index, index - 1, true)
    else if (event.key === 'ArrowDown') move(index, index + 1, true)
    else return
    event.preventDefault()
  }

  const submit = async () => {
    if (!entries) return
    await run(async () => {
      await data.call(orderRecommend, { body: { ids: entries.map((entry) => entry.id) } })
      onSaved()
      onClose()
    })
  }

  return (
    <Modal
      open
      title="调整推荐顺序"
      okText="保存"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
      width={640}
    >
      <Typography.Paragraph type="secondary">
        拖动行调整顺序；或选中一行后按 Alt+↑ / Alt+↓ 移动，也可使用行右侧的按钮。
      </Typography.Paragraph>
      {!entries && !problem && <Spin />}
      {entries && (
        <ol
          aria-label="推荐场站顺序"
          className="ev-recommend-order"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {entries.map((entry, index) => (
            <li
              key={entry.id}
              ref={(node) => {
                rows.current[index] = node
              }}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a row takes focus to be moved from the keyboard
              tabIndex={0}
              draggable
              data-id={entry.id}
              aria-label={`第 ${index + 1} 位：${entry.stationName}`}
              onKeyDown={onKey(index)}
              onDragStart={(event) => {
                setDragged(index)
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', String(entry.id))
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                if (dragged !== null) move(dragged, index)
                setDragged(null)
              }}
              onDragEnd={() => setDragged(null)}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                padding: '6px 8px',
                marginBottom: 4,
                border: '1px solid var(--ev-border, #d9d9d9)',
                borderRadius: 6,
                cursor: 'grab',
                opacity: dragged === index ? 0.5 : 1,
              }}
            >
              <HolderOutlined aria-hidden />
              <span style={{ width: 32 }}>{index + 1}</span>
              <span style={{ flex: 1 }}>
                {entry.stationName}
                <Typography.Text type="secondary"> {entry.stationId}</Typography.Text>
              </span>
              <Space size={4}>
                <Button
                  size="small"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`上移 ${entry.stationName}`}
                >
                  上移
                </Button>
                <Button
                  size="small"
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`下移 ${entry.stationName}`}
                >
                  下移
                </Button>
              </Space>
            </li>
          ))}
        </ol>
      )}
      <div
        aria-live="polite"
        className="ev-visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {said}
      </div>
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon message={problem} role="alert" />}
    </Modal>
  )
}
