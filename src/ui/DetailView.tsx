import { Button, Descriptions, Drawer, Table, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { isCancelled } from '../core/http'
import { useDataClient } from './dataClient'
import { displayValue } from './fields/convert'
import type { Field, Row } from './fields/types'
import { LoadingOverlay } from './LoadingOverlay'
import type { DetailDefinition, RelatedDefinition } from './list/definition'
import { useTableLocale } from './list/tableLocale'
import { useKeyboardScroll } from './useKeyboardScroll'

export interface DetailViewProps {
  /** The record to show (a list row); null closes the drawer. */
  record: Row | null
  /** `<area>/<resource>` for `GET <resource>/:id`. */
  resource: string
  rowKey: string
  /** Fields the detail may show (columns and detail-only fields). */
  fields: readonly Field[]
  detail?: DetailDefinition
  onClose: () => void
}

/** The fields of a section, or every detail field when no sections are given. */
function sectionsOf(fields: readonly Field[], detail?: DetailDefinition) {
  const shown = fields.filter((field) => !field.hideInDetail)
  if (!detail?.sections) return [{ title: '基本信息', fields: shown }]
  const byKey = new Map(fields.map((field) => [field.key, field]))
  return detail.sections.map((section) => ({
    title: section.title,
    fields: section.fields.map((key) => byKey.get(key)).filter((field): field is Field => Boolean(field)),
  }))
}

/**
 * The detail drawer: the record's fields in sections, then its related records as small lists,
 * each of which opens its own detail in a nested drawer (station → piles → connectors → orders).
 */
export function DetailView(props: DetailViewProps) {
  const data = useDataClient()
  const { record, resource, rowKey, detail } = props
  const [full, setFull] = useState<Row | null>(null)
  const [loading, setLoading] = useState(false)
  const id = record?.[rowKey]

  useEffect(() => {
    setFull(null)
    if (id === undefined || id === null || detail?.fetch === false) return
    const controller = new AbortController()
    setLoading(true)
    data.get<Row>(resource, id as string, { signal: controller.signal }).then(
      (answer) => {
        if (controller.signal.aborted) return
        setFull(answer)
        setLoading(false)
      },
      (error) => {
        // The row already shown stays; the client has shown the failure once.
        if (!isCancelled(error)) setLoading(false)
      },
    )
    return () => controller.abort()
  }, [data, resource, id, detail?.fetch])

  const shown: Row | null = record ? { ...record, ...(full ?? {}) } : null
  const title = shown && detail?.title ? detail.title(shown) : '详情'
  const content = useRef<HTMLDivElement>(null)
  useKeyboardScroll(content, typeof title === 'string' ? title : '详情', { drawer: true })
  return (
    <Drawer
      open={record !== null}
      onClose={props.onClose}
      title={title}
      size="large"
      destroyOnHidden
      // Printed alone, without this button (shell/printStyles.ts), issue 42 item 11.
      extra={<Button onClick={() => window.print()}>打印</Button>}
    >
      {shown && (
        <LoadingOverlay loading={loading} ref={content}>
          {sectionsOf(props.fields, detail).map((section) => (
            <Descriptions
              key={section.title}
              title={section.title}
              bordered
              size="small"
              column={2}
              style={{ marginBottom: 16 }}
              items={section.fields.map((field) => ({
                key: field.key,
                label: field.detailLabel?.(shown) ?? field.label,
                children: displayValue(field, shown),
              }))}
            />
          ))}
          {detail?.related?.map((related) => (
            <RelatedList key={related.title} related={related} record={shown} />
          ))}
        </LoadingOverlay>
      )}
    </Drawer>
  )
}

const RELATED_PAGE_SIZE = 5

/** A related list inside a detail, paged on the server; 详情 opens a nested drawer. */
function RelatedList({ related, record }: { related: RelatedDefinition; record: Row }) {
  const data = useDataClient()
  const strings = useTableLocale()
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<Row[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(false)
  const [open, setOpen] = useState<Row | null>(null)
  const rowKey = related.rowKey ?? 'id'
  const filterKey = JSON.stringify(related.filter(record))

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    const filters = JSON.parse(filterKey) as Record<string, string | number>
    data
      .list<Row>(
        related.resource,
        { pageNum: page, pageSize: RELATED_PAGE_SIZE, filters },
        { signal: controller.signal },
      )
      .then(
        (answer) => {
          setRows(answer?.list ?? [])
          setTotal(Number(answer?.total) || 0)
          setLoading(false)
        },
        (error) => {
          if (!isCancelled(error)) setLoading(false)
        },
      )
    return () => controller.abort()
  }, [data, related.resource, filterKey, page])

  const columns = related.columns
    .filter((field) => !field.hideInTable)
    .map((field) => ({
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      render: (_: unknown, row: Row) => displayValue(field, row),
    }))
  if (related.detail) {
    columns.push({
      key: '__actions',
      dataIndex: '__actions',
      title: '操作',
      render: (_: unknown, row: Row) => (
        <Button type="link" size="small" onClick={() => setOpen(row)}>
          详情
        </Button>
      ),
    })
  }
  const section = useRef<HTMLElement>(null)
  useKeyboardScroll(section, related.title)
  return (
    <section aria-label={related.title} style={{ marginBottom: 16 }} ref={section}>
      <Typography.Title level={5}>
        {related.title}（{total}）
      </Typography.Title>
      <Table<Row>
        size="small"
        rowKey={(row) => String(row[rowKey])}
        dataSource={rows}
        columns={columns}
        loading={loading}
        locale={strings.table}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: RELATED_PAGE_SIZE,
          total,
          simple: true,
          hideOnSinglePage: true,
          locale: strings.pagination,
          onChange: setPage,
        }}
      />
      {related.detail && (
        <DetailView
          record={open}
          resource={related.resource}
          rowKey={rowKey}
          fields={related.columns}
          detail={related.detail}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  )
}
