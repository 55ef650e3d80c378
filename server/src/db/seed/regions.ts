/** Region codes from the shared catalogue (src/core/domain/regions.ts). */
import { REGIONS } from '../../../../src/core/domain/regions'
import { insertChunked, type Seeder } from './context'

/** Numeric level of the region picker: 1 province, 2 city, 3 district. */
export const LEVELS = { province: 1, city: 2, district: 3 } as const

export const regionsSeeder: Seeder = {
  name: 'regions',
  async run({ db }) {
    await insertChunked(
      db,
      'region_codes',
      REGIONS.map((region) => ({
        code: region.code,
        name: region.name,
        level: LEVELS[region.level],
        parentCode: region.parentCode,
      })),
    )
  },
}
