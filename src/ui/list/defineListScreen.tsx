import type { ComponentType } from 'react'
import type { ScreenProps } from '../screen'
import type { ListScreenDefinition } from './definition'
import { ListScreen } from './ListScreen'

/**
 * Turn a list-screen definition into a screen component (architecture.md: Screens as
 * definitions). Title and path come from `props.route`; permitted actions from `props.actions`.
 *
 * @example
 * export default defineListScreen({
 *   resource: 'archives-management/stations',
 *   rowKey: 'stationId',
 *   columns: [col.text('stationId', '充电站编号', { search: true }), col.enum('stationStatus', '站点状态', STATION_STATUS)],
 *   filters: [filter.area(), filter.operator()],
 *   actions: [action.view(), action.export()],
 * })
 */
export function defineListScreen(definition: ListScreenDefinition): ComponentType<ScreenProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen module at load time, never during render
  function DefinedListScreen(props: ScreenProps) {
    return <ListScreen definition={definition} route={props.route} actions={props.actions} />
  }
  DefinedListScreen.displayName = `ListScreen(${definition.resource})`
  return DefinedListScreen
}
