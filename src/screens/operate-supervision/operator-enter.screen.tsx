/** 运营商评分录入 (issue 19): scoring a period and entering manual scores (./ScoreEntry). */
import type { ScreenProps } from '../../ui/screen'
import { ScoreEntry } from './ScoreEntry'

export default function OperatorEnter(props: ScreenProps) {
  return <ScoreEntry {...props} target="operator" />
}
