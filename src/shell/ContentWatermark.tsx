/**
 * The watermark over the content area (issue 21): the signed-in user's name and today's date,
 * on when the platform administrator switches it on (for screenshots of sensitive data). antd's
 * Watermark draws it again when its layer is removed or restyled. Loaded only when on.
 */
import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { appearance } from '../core/appearance'
import { useSession } from '../ui/useSession'

const Watermark = lazy(() => import('antd/es/watermark'))

/** Covers its positioned parent; never takes a click. */
const OVERLAY = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const

/** The watermark layer, or nothing when the platform has it off or nobody is signed in. */
export function ContentWatermark() {
  const { platform, today } = useSnapshot(appearance)
  const { loaded, name, nickName } = useSession()
  if (!platform?.watermark || !loaded) return null
  const user = nickName && nickName !== name ? `${nickName}（${name}）` : name
  return (
    <Suspense fallback={null}>
      <Watermark className="evc-watermark" style={OVERLAY} content={[user, today]} gap={[120, 120]} />
    </Suspense>
  )
}
