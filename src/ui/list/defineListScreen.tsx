import { type ComponentType, useMemo } from 'react'
import type { DataClient } from '../../core/data'
import { useDataClient } from '../dataClient'
import type { Row } from '../fields/types'
import type { ScreenComponent, ScreenProps } from '../screen'
import { useRequest } from '../useRequest'
import type { ListScreenDefinition } from './definition'
import { ListScreen } from './ListScreen'
import { Pending } from './Pending'
import { firstQuery } from './useListScreen'

/**
 * Turn a list-screen definition into a screen component (architecture.md: Screens as
 * definitions). Title and path come from `props.route`; permitted actions from `props.actions`.
 * With `setup`, what the definition needs first (e.g. the roles offered as options) is fetched
 * once, then `definition(setup)` describes the list; a kept-alive page keeps both (section 1).
 *
 * @example
 * export default defineListScreen({
 *   resource: 'archives-management/stations',
 *   rowKey: 'stationId',
 *   columns: [col.text('stationId', '充电站编号', { search: true }), col.enum('stationStatus', '站点状态', STATION_STATUS)],
 *   filters: [filter.area(), filter.operator()],
 *   actions: [action.view(), action.export()],
 * })
 * // Rows typed by the list's description (src/contract/lists/rows.ts), for `detail`, `actions`:
 * export default defineListScreen<RowOf<typeof STATIONS>>({ … })
 */
export function defineListScreen<R extends Row = Row>(definition: ListScreenDefinition<R>): ScreenComponent
export function defineListScreen<S, R extends Row = Row>(
  setup: (data: DataClient) => Promise<S>,
  definition: (setup: S) => ListScreenDefinition<R>,
): ComponentType<ScreenProps>
export function defineListScreen<S>(
  first: ListScreenDefinition | ((data: DataClient) => Promise<S>),
  build?: (setup: S) => ListScreenDefinition,
): ScreenComponent {
  if (typeof first !== 'function' || !build) {
    const definition = first as ListScreenDefinition
    // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
    function DefinedListScreen(props: ScreenProps) {
      return <ListScreen definition={definition} route={props.route} actions={props.actions} />
    }
    DefinedListScreen.displayName = `ListScreen(${definition.resource})`
    // A list of the server's list engine (not one with rows from calls of its own): the shell
    // asks for its first page while it still loads (src/ui/screen.ts: prefetch).
    const screen: ScreenComponent = DefinedListScreen
    if (!definition.source) {
      screen.prefetch = (data: DataClient, search: string) =>
        data.prefetchList(definition.resource, firstQuery(definition, search))
      screen.listFields = {
        resource: definition.resource,
        fields: [...definition.columns, ...(definition.filters ?? []), ...(definition.detailFields ?? [])],
      }
    }
    return screen
  }
  const setup = first
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
  function SetUpListScreen(props: ScreenProps) {
    const data = useDataClient()
    const loaded = useRequest(() => setup(data), [data])
    const value = loaded.data
    const definition = useMemo(() => (value === undefined ? undefined : build?.(value)), [value])
    if (!definition) return <Pending failed={loaded.failed} retry={loaded.reload} />
    return <ListScreen definition={definition} route={props.route} actions={props.actions} />
  }
  return SetUpListScreen
}
