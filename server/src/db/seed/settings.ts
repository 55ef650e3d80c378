/** Platform settings: names shown in the header and the city configuration of section 3. */
import { insertChunked, type Seeder } from './context'

/** Settings keys and their seeded values. */
export const DEFAULT_SETTINGS: Readonly<Record<string, string>> = {
  platformName: '电动汽车充换电设施监管平台',
  platformNameMini: '充换电监管',
  cityCode: '120100',
}

export const settingsSeeder: Seeder = {
  name: 'settings',
  async run({ db }) {
    await insertChunked(
      db,
      'settings',
      Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })),
    )
  },
}
