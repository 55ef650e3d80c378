/** 充电站评分规则 (issue 19): the versions of the stations' rule set (./RuleSets). */
import type { ScreenProps } from '../../ui/screen'
import { RuleSets } from './RuleSets'

export default function StationRules(props: ScreenProps) {
  return <RuleSets {...props} target="station" />
}
