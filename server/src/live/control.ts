/** The simulator of each open database: started by the server, switched by a test server. */

import type { Db } from '../db/types'
import type { SimulatorSettings } from '../kernel/config'
import { type Simulator, startSimulator } from './simulator'

/** Settings of `npm start` (SIMULATOR_INTERVAL_MS changes the interval). */
export const DEFAULT_SIMULATOR: SimulatorSettings = { intervalMs: 2000, connectors: 6, alarmChance: 0.15 }

const running = new WeakMap<Db, Simulator>()

/**
 * Start (with settings) or stop the simulator of a database; settles once the one it replaces has
 * finished its round under way.
 */
export async function controlSimulator(
  db: Db,
  on: boolean,
  intervalMs?: number,
  settings = DEFAULT_SIMULATOR,
): Promise<void> {
  const previous = running.get(db)
  running.delete(db)
  if (on) running.set(db, startSimulator(db, { ...settings, intervalMs: intervalMs ?? settings.intervalMs }))
  await previous?.stop()
}
