import { Spin } from 'antd'
import { UI_STRINGS } from '../ui/uiStrings'

/** A centred spinner while the console decides what to show. */
export function Centered() {
  return (
    <div className="evc-centered" role="status" aria-live="polite" aria-label={UI_STRINGS.loading}>
      <Spin size="large" />
    </div>
  )
}
