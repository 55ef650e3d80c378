import { useSnapshot } from 'valtio'
import { session } from '../core/session'

/** The page's session as a render-tracking snapshot (valtio): components re-render on the fields they read. */
export const useSession = () => useSnapshot(session)
