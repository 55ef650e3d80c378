/** Names of the area codes a live screen shows, loaded from the region picker's call. */
import { useEffect, useState } from 'react'
import { useDataClient } from '../dataClient'

/** The parent whose children list a code: a district's city, a city's province. */
const parentOf = (code: string) => (code.endsWith('00') ? `${code.slice(0, 2)}0000` : `${code.slice(0, 4)}00`)

/** A map code → name for the given codes (codes without a name yet show as themselves). */
export function useAreaNames(codes: readonly string[]): ReadonlyMap<string, string> {
  const data = useDataClient()
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  const parents = [...new Set(codes.map(parentOf))].sort().join(',')
  useEffect(() => {
    if (!parents) return
    let live = true
    Promise.all(parents.split(',').map((parent) => data.areaCodes(parent).catch(() => []))).then((lists) => {
      if (live) setNames(new Map(lists.flat().map((area) => [area.code, area.name])))
    })
    return () => {
      live = false
    }
  }, [data, parents])
  return names
}
