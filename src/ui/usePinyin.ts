import { useEffect, useSyncExternalStore } from 'react'
import { loadPinyin, onPinyinReady, pinyinReady } from '../core/search'

/**
 * Start loading pinyin matching (src/core/search.ts) once `enabled`, and re-render when it is
 * ready, so a filter typed before it arrived is matched again by pinyin. Returns whether it is
 * ready.
 */
export function usePinyin(enabled = true): boolean {
  const ready = useSyncExternalStore(onPinyinReady, pinyinReady)
  useEffect(() => {
    if (enabled) void loadPinyin()
  }, [enabled])
  return ready
}
