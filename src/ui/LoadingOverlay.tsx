import { Spin } from 'antd'
import type { CSSProperties, ReactNode, Ref } from 'react'
import { UI_STRINGS } from './uiStrings'

const overlay: CSSProperties = {
  position: 'absolute',
  inset: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Section 2: "a loading overlay (white, 80% opacity)".
  background: 'rgba(255, 255, 255, 0.8)',
}

/** Covers its children with a white 80% overlay and a spinner while `loading` is true (section 2). */
export function LoadingOverlay({
  loading,
  children,
  ref,
}: {
  loading: boolean
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <div style={{ position: 'relative' }} aria-busy={loading} ref={ref}>
      {children}
      {loading && (
        <div className="evc-loading-overlay" role="status" aria-label={UI_STRINGS.loading} style={overlay}>
          <Spin />
        </div>
      )}
    </div>
  )
}
