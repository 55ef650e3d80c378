/**
 * The list screen the list-screen tests mount: a station archive's definition over 23 rows, in
 * its providers.
 */
import { render } from '@testing-library/react'
import type { DataClient } from '../../../src/core/data'
import { STATION_STATUS } from '../../../src/core/domain/enums'
import type { RouteEntry } from '../../../src/core/domain/routes'
import { DataClientProvider } from '../../../src/ui/dataClient'
import { col, filter } from '../../../src/ui/fields/builders'
import { action } from '../../../src/ui/list/actionBuilders'
import { defineListScreen } from '../../../src/ui/list/defineListScreen'
import type { ListScreenDefinition } from '../../../src/ui/list/definition'
import { ToastProvider } from '../../../src/ui/toasts'

export const ROUTE: RouteEntry = {
  path: '/archives-management/station-archives-management',
  name: 'station-archives-management',
  title: '充电站档案',
  area: 'archives-management',
  icon: 'ThunderboltOutlined',
}

export const ROWS = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  stationId: `ST${String(index + 1).padStart(4, '0')}`,
  stationName: `测试充电站${index + 1}`,
  stationStatus: index % 2 === 0 ? 50 : 6,
  totalMoney: 1234.5,
  operatorId: 'MA01',
  operatorName: '特来电',
}))

export const DEFINITION: ListScreenDefinition = {
  resource: 'archives-management/stations',
  columns: [
    col.text('stationId', '充电站编号', { search: true, required: true, readOnlyOnEdit: true }),
    col.text('stationName', '充电站名称', { sortable: true, required: true, maxLength: 20 }),
    col.enum('stationStatus', '站点状态', STATION_STATUS, { search: true }),
    col.money('totalMoney', '金额'),
    col.operator('operatorId', '运营商', { hideInForm: true }),
  ],
  filters: [filter.area()],
  keyword: { placeholder: '站点名称、编号（支持拼音）' },
  detail: {
    related: [
      {
        title: '充电设备',
        resource: 'archives-management/equipments',
        filter: (station) => ({ stationId: station.stationId as string }),
        columns: [col.text('equipmentId', '设备编号')],
      },
    ],
  },
  actions: [action.view(), action.export(), action.create(), action.edit(), action.remove()],
}

const screens = new Map<ListScreenDefinition, ReturnType<typeof defineListScreen>>()

/** The screen of `definition` in its providers, as the shell mounts it. */
export function mountTree(definition: ListScreenDefinition, data: DataClient, actions: string[]) {
  let Screen = screens.get(definition)
  if (!Screen) {
    Screen = defineListScreen(definition)
    screens.set(definition, Screen)
  }
  return (
    <ToastProvider>
      <DataClientProvider client={data}>
        <Screen route={ROUTE} params={{}} actions={actions} authMap={{}} />
      </DataClientProvider>
    </ToastProvider>
  )
}

/** Render the screen of `definition` with `data` and the user's `actions`. */
export function mount(definition: ListScreenDefinition, data: DataClient, actions: string[]) {
  return render(mountTree(definition, data, actions))
}

export const ALL = ['view', 'export', 'add', 'edit', 'delete']
