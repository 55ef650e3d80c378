import { Button, Descriptions, Drawer, Table, Typography } from 'antd'
import { useRef, useState } from 'react'
import { useDataClient } from './dataClient'
import { displayValue } from './fields/convert'
import type { Field, Row } from './fields/types'
import { LoadingOverlay } from './LoadingOverlay'
import type { DetailDefinition, RelatedDefinition } from './list/definition'
import { useTableLocale } from './list/tableLocale'
import { printPage } from './print'
import { useKeyboardScroll } from './useKeyboardScroll'
import { useRequest } from './useRequest'

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
  const id = record?.[rowKey]
  // Asked each time the drawer opens; the row already shown stays, with the full record once it
  // is in (none while it is asked or when the call failed: the client has shown the failure once).
  const request = useRequest(
    (signal) => data.get<Row>(resource, id as string, { signal }),
    [data, resource, id],
    {
      enabled: id !== undefined && id !== null && detail?.fetch !== false,
      fresh: true,
    },
  )
  const { loading } = request
  const full = loading || request.failed ? null : request.data

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
      extra={<Button onClick={() => void printPage()}>打印</Button>}
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
const NO_ROWS: Row[] = []

/** A related list inside a detail, paged on the server; 详情 opens a nested drawer. */
function RelatedList({ related, record }: { related: RelatedDefinition; record: Row }) {
  const data = useDataClient()
  const strings = useTableLocale()
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<Row | null>(null)
  const rowKey = related.rowKey ?? 'id'
  const filterKey = JSON.stringify(related.filter(record))
  // The rows shown stay while the next page is asked.
  const { data: answer, loading } = useRequest(
    (signal) => {
      const filters = JSON.parse(filterKey) as Record<string, string | number>
      return data.list<Row>(
        related.resource,
        { pageNum: page, pageSize: RELATED_PAGE_SIZE, filters },
        { signal },
      )
    },
    [data, related.resource, filterKey, page],
    { keep: true, fresh: true },
  )
  const rows = answer?.list ?? NO_ROWS
  const total = Number(answer?.total) || 0

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
