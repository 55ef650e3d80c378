/**
 * What an element follows of its host page while it is shown: the host's `--ev-primary-color`
 * and the system's reduced-motion setting (issue 21: the element's theme).
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import { PRIMARY_PROPERTY } from './theme'

const readCssPrimary = (host: HTMLElement) => getComputedStyle(host).getPropertyValue(PRIMARY_PROPERTY).trim()

/**
 * The host's `--ev-primary-color`, read when the element renders and again when the host's
 * `style` or `class` changes (a custom property has no change event of its own).
 */
export function useCssPrimary(host: HTMLElement): string {
  const [value, setValue] = useState(() => readCssPrimary(host))
  useEffect(() => {
    setValue(readCssPrimary(host))
    const observer = new MutationObserver(() => setValue(readCssPrimary(host)))
    observer.observe(host, { attributes: true, attributeFilter: ['style', 'class'] })
    return () => observer.disconnect()
  }, [host])
  return value
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** The system's reduced-motion query (none outside a browser). */
const reducedMotionQuery = (): MediaQueryList | undefined => globalThis.matchMedia?.(REDUCED_MOTION)

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = reducedMotionQuery()
  query?.addEventListener('change', onChange)
  return () => query?.removeEventListener('change', onChange)
}

/** Whether the system asks for reduced motion, followed while the page is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery()?.matches === true,
    () => false,
  )
}
