/**
 * The wall display's stage (`<ev-bigscreen>`): the scale that fits its 1920×1080 design into the
 * element, and the clock it shows. Both end with the component (observer and timer).
 */
import { useEffect, useRef, useState } from 'react'
import { stageScale } from './wall'

/** The scale that fits the 1920×1080 stage into the element, kept with its size. */
export function useStageScale() {
  const outer = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(1)
  useEffect(() => {
    const element = outer.current
    if (!element) return
    const observer = new ResizeObserver(() => setScale(stageScale(element.clientWidth, element.clientHeight)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { outer, scale }
}

/** The time now, once a second. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}
