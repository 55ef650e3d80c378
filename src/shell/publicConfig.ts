/**
 * The server's public settings (`GET /common/config`: bridge origins, city code), asked once per
 * API client and shared by the bridge, the sign-in page and the frame.
 */
import { useEffect, useState } from 'react'
import type { Api, PublicConfig } from '../core/api'
import { type CityConfig, cityConfig } from '../core/cities'

const asked = new WeakMap<Api, Promise<PublicConfig | null>>()

/** The public settings of `api` (null while unknown or when unavailable). */
export function publicConfigOf(api: Api): Promise<PublicConfig | null> {
  let answer = asked.get(api)
  if (!answer) {
    answer = api.publicConfig()
    asked.set(api, answer)
  }
  return answer
}

/** The public settings as React state: undefined until the answer, null when unavailable. */
export function usePublicConfig(api: Api, skip = false): PublicConfig | null | undefined {
  const [config, setConfig] = useState<PublicConfig | null | undefined>(undefined)
  useEffect(() => {
    if (skip) return
    let live = true
    publicConfigOf(api).then((value) => live && setConfig(value))
    return () => {
      live = false
    }
  }, [api, skip])
  return config
}

/**
 * The city configuration the server names (section 3: `cityCode` from `/common/config`), if the
 * console has one for it.
 */
export function useCityConfig(api: Api): CityConfig | undefined {
  return cityConfig(usePublicConfig(api)?.cityCode)
}
