/** The e2e platform servers' settings (platform-process.ts). */
import { join } from 'node:path'
import { ROOT } from '../../scripts/lib/build.mjs'
import type { ServerConfig } from '../../server/src/kernel/config'

export function platformConfig(): Partial<ServerConfig> {
  return {
    distDir: join(ROOT, 'dist'),
    demoDir: join(ROOT, 'demo'),
    // testHooks: live-screens.test.ts switches the simulator on and raises alarms (issue 16).
    testHooks: true,
    checkResponses: true,
  }
}
