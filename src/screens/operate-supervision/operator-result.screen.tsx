/** 运营商评分结果 (issue 19): totals, grades, ranks, trend and publishing (./ScoreResults). */
import type { ScreenProps } from '../../ui/screen'
import { ScoreResults } from './ScoreResults'

export default function OperatorResult(props: ScreenProps) {
  return <ScoreResults {...props} target="operator" />
}
