import { Spin } from 'antd'

/** A centred spinner while the console decides what to show. */
export function Centered() {
  return (
    <div className="evc-centered" role="status" aria-live="polite">
      <Spin size="large" />
    </div>
  )
}
