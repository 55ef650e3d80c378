/**
 * 待办事项 (/message, section 2): the user's to-dos and notices (issue 41: given and sent by the
 * flows' steps), paged; mark read (one, the selected, or by opening); open the page an item links to.
 * Marking read refreshes the badge and the popups' counts in the session store (core/work-counts.ts).
 */
import { Badge, Button, Segmented, Space, Table, type TableColumnsType, Tag } from 'antd'
import { type Key, useCallback, useEffect, useState } from 'react'
import type { MessageItem } from '../../core/api'
import { colorOf, labelOf, MESSAGE_TYPE } from '../../core/domain/enums'
import { formatDateTime } from '../../core/format'
import { createLoading } from '../../core/http'
import { refreshWorkCounts } from '../../core/work-counts'
import { useTableLocale } from '../../ui/list/tableLocale'
import { useToasts } from '../../ui/toasts'
import { useRequest } from '../../ui/useRequest'
import { onWorkChange } from '../../ui/workEvents'
import { useShell } from '../context'

type Filter = 'all' | 'unread' | 'read'

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
  { value: 'read', label: '已读' },
]

/** Only console paths are opened from an item (never another site). */
const NO_MESSAGES: MessageItem[] = []

function consolePath(link: string | null | undefined): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? link : null
}

/** The to-do list page. */
export default function Message() {
  const { api, navigate } = useShell()
  const message = useToasts()
  const strings = useTableLocale()
  const [filter, setFilter] = useState<Filter>('unread')
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 })
  const [selected, setSelected] = useState<Key[]>([])
  // The messages shown stay while the next page or filter is asked; the table shows its own
  // loading (a loading context of its own, not the page's).
  const request = useRequest(
    (signal) =>
      api.messageList(
        { ...page, ...(filter === 'all' ? {} : { read: filter === 'read' ? 'true' : 'false' }) },
        { signal, loading: createLoading() },
      ),
    [api, filter, page],
    { keep: true, fresh: true },
  )
  const { loading, reload } = request
  const data = { list: request.data?.list ?? NO_MESSAGES, total: request.data?.total ?? 0 }

  // A to-do given or closed, or a notice sent, by someone else's step shows without a reload.
  useEffect(() => onWorkChange(reload), [reload])

  const markRead = useCallback(
    async (ids: readonly number[], quiet = false) => {
      if (!ids.length) return
      await api.markMessagesRead(ids)
      void refreshWorkCounts(api)
      setSelected([])
      reload()
      if (!quiet) message.success('操作成功')
    },
    [api, message, reload],
  )

  // `POST /messageInfo/read` with no ids marks every item read (the server's contract).
  const markAllRead = async () => {
    await api.markMessagesRead([])
    void refreshWorkCounts(api)
    setSelected([])
    reload()
    message.success('操作成功')
  }

  const open = (item: MessageItem) => {
    const path = consolePath(item.link)
    if (!item.read) markRead([item.id], true).catch(() => undefined)
    if (path) navigate(path)
  }

  const columns: TableColumnsType<MessageItem> = [
    {
      title: '状态',
      dataIndex: 'read',
      width: 90,
      // Issue 41: a to-do a later step closed is 已办结 (its holder need do nothing).
      render: (read: boolean, item) =>
        item.done ? (
          <Badge status="success" text="已办结" />
        ) : read ? (
          <Badge status="default" text="已读" />
        ) : (
          <Badge status="processing" text="未读" />
        ),
    },
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    {
      title: '类型',
      dataIndex: 'type',
      width: 110,
      render: (type: string) => (
        <Tag color={colorOf(MESSAGE_TYPE, type)}>{labelOf(MESSAGE_TYPE, type, type)}</Tag>
      ),
    },
    { title: '时间', dataIndex: 'createTime', width: 180, render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, item) => (
        <Space size="small">
          {consolePath(item.link) && (
            <Button type="link" size="small" onClick={() => open(item)}>
              查看
            </Button>
          )}
          {!item.read && (
            <Button type="link" size="small" onClick={() => markRead([item.id]).catch(() => undefined)}>
              标为已读
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <div className="evc-page-pad">
      <div className="evc-toolbar">
        <Segmented<Filter>
          options={FILTERS}
          value={filter}
          onChange={(value) => {
            setFilter(value)
            setPage((current) => ({ ...current, pageNum: 1 }))
            setSelected([])
          }}
          aria-label="筛选"
        />
        <Space>
          <Button
            disabled={!selected.length}
            onClick={() => markRead(selected as number[]).catch(() => undefined)}
          >
            标为已读{selected.length ? `（${selected.length}）` : ''}
          </Button>
          <Button onClick={() => markAllRead().catch(() => undefined)}>全部标为已读</Button>
        </Space>
      </div>
      <Table<MessageItem>
        rowKey="id"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={data.list}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          getCheckboxProps: (item) => ({ disabled: item.read }),
        }}
        pagination={{
          current: page.pageNum,
          pageSize: page.pageSize,
          total: data.total,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: strings.showTotal,
          onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
        }}
      />
    </div>
  )
}
