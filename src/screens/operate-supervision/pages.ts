/**
 * The area's six screens in one lazy chunk, keyed by route name: one dynamic import in the route
 * table instead of six keeps the shell's eager route code small (budgets.md).
 */
import operatorEnter from './operator-enter'
import operatorResult from './operator-result'
import operatorRules from './operator-rules'
import stationEnter from './station-enter'
import stationResult from './station-result'
import stationRules from './station-rules'

export const PAGES = {
  'operator-rules': operatorRules,
  'station-rules': stationRules,
  'operator-enter': operatorEnter,
  'station-enter': stationEnter,
  'operator-result': operatorResult,
  'station-result': stationResult,
}
