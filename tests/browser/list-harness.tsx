/**
 * A test bed for the list toolbar in a real shadow root with the element layer's antd providers
 * (popups inside the root), as `<ev-screen>` renders it.
 */
import { type ReactNode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ElementRoot } from '../../src/elements/mount'
import { ColumnSettings } from '../../src/ui/columns/ColumnSettings'
import { type ColumnState, defaultColumns } from '../../src/ui/columns/columnState'
import { filter } from '../../src/ui/fields/builders'
import { DeferredInputsGate } from '../../src/ui/fields/deferred'
import { FilterForm } from '../../src/ui/list/FilterForm'
import { type Density, TableToolbar } from '../../src/ui/list/TableToolbar'

export { waitFor } from './waits'

function Toolbar() {
  const [density, setDensity] = useState<Density>('default')
  const [columns, setColumns] = useState<ColumnState[]>(
    defaultColumns([
      { key: 'stationId', title: '充电站编号' },
      { key: 'stationName', title: '充电站名称' },
    ]),
  )
  return (
    <div style={{ padding: 40 }}>
      <TableToolbar
        title="充电站档案"
        onReload={() => undefined}
        density={density}
        onDensityChange={setDensity}
        settings={
          <ColumnSettings
            columns={columns}
            onChange={setColumns}
            onReset={() => undefined}
            onSave={() => undefined}
          />
        }
      />
      <output data-density={density} />
    </div>
  )
}

/** Mount `content` in a fresh shadow root with the element layer's providers. */
export function mountInShadow(content: ReactNode, locale?: string) {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  root.render(
    <ElementRoot container={shadow} locale={locale}>
      {content}
    </ElementRoot>,
  )
  return {
    shadow,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
}

/** Mount the toolbar in a shadow root; returns the root and an unmount function. */
export function mountToolbar() {
  return mountInShadow(<Toolbar />)
}

/** The centre of an element in viewport coordinates, for sendMouse. */
export function centre(element: Element): [number, number] {
  const rect = element.getBoundingClientRect()
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)]
}

/** Mount a filter form with one date-range filter (its inputs let in, as after a list's first page). */
export function mountDateRangeFilter() {
  return mountInShadow(
    <DeferredInputsGate open>
      <FilterForm
        fields={[filter.dateRange('time', '时间范围')]}
        values={{}}
        keyword=""
        onSearch={() => undefined}
        onReset={() => undefined}
      />
    </DeferredInputsGate>,
  )
}

interface CheckedFiltersProps {
  searches: { values: Record<string, unknown>; keyword: string }[]
  expose: (set: (values: Record<string, unknown>) => void) => void
}

function CheckedFilters({ searches, expose }: CheckedFiltersProps) {
  const [values, set] = useState<Record<string, unknown>>({ status: 1 })
  expose(set)
  return (
    <DeferredInputsGate open>
      <FilterForm
        fields={[
          filter.plate('plate', '车牌号'),
          filter.text('name', '名称', { requiredInFilter: true, maxLength: 5 }),
          filter.enum('status', '状态', [
            { value: 1, label: '正常' },
            { value: 2, label: '停用' },
          ]),
          filter.plate('trailer', '挂车号'),
        ]}
        values={values}
        keyword=""
        keywordPlaceholder="关键字"
        onSearch={(next, keyword) => searches.push({ values: next, keyword })}
        onReset={() => undefined}
      />
    </DeferredInputsGate>
  )
}

/**
 * Mount a filter form with a plate filter, a required text filter and an enumeration, recording
 * what 查询 hands on; `setValues` changes the values from outside (as 重置 or a restored tab does).
 */
export function mountCheckedFilters() {
  const searches: CheckedFiltersProps['searches'] = []
  let setValues: (values: Record<string, unknown>) => void = () => undefined
  const mounted = mountInShadow(
    <CheckedFilters
      searches={searches}
      expose={(set) => {
        setValues = set
      }}
    />,
  )
  return { ...mounted, searches, setValues: (values: Record<string, unknown>) => setValues(values) }
}
