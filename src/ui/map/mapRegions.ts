/**
 * Which regions a user's map shows (issue 44): the city configuration of the user's own area
 * (auth_area 120100 → 天津市, drawn `custom`; 130xxx → 河北省, drawn `splice`), or, for users
 * without an area (every area: admin, operators' accounts), every configured region the console
 * has a map of, the first one shown first.
 */
import { useMemo } from 'react'
import { CITY_CONFIGS, type CityConfig } from '../../core/cities'
import { regionPrefix } from '../../core/domain/region-code'
import { hasRegionMap } from '../../core/maps/regionMap'
import { useSession } from '../useSession'

/** The configured regions the map of a user whose auth_area is `area` offers. */
export function mapRegionsOf(area: string): CityConfig[] {
  const configs = Object.values(CITY_CONFIGS).filter((config) => hasRegionMap(config.code, config.mapType))
  if (!area) return configs
  const own = regionPrefix(area)
  return configs.filter((config) => {
    const prefix = regionPrefix(config.code)
    return own.startsWith(prefix) || prefix.startsWith(own)
  })
}

/** The signed-in user's map regions. */
export function useMapRegions(): CityConfig[] {
  const { attrs } = useSession()
  const area = attrs.find((attr) => attr.attrKey === 'auth_area')?.attrValue.trim() ?? ''
  return useMemo(() => mapRegionsOf(area), [area])
}
