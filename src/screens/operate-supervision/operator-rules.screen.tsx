/** 运营商评分规则 (issue 19): the versions of the operators' rule set (./RuleSets). */
import type { ScreenProps } from '../../ui/screen'
import { RuleSets } from './RuleSets'

export default function OperatorRules(props: ScreenProps) {
  return <RuleSets {...props} target="operator" />
}
