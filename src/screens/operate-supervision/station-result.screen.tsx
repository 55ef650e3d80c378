/** 充电站评分结果 (issue 19): totals, grades, ranks, trend and publishing (./ScoreResults). */
import type { ScreenProps } from '../../ui/screen'
import { ScoreResults } from './ScoreResults'

export default function StationResult(props: ScreenProps) {
  return <ScoreResults {...props} target="station" />
}
