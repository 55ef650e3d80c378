/**
 * The one charging model (issue 42 item 12): how often a connector starts a session at an hour of
 * a day, how long the session lasts and what it delivers. The seed's orders (archives-management
 * seed/orders.ts), the connectors charging at the moment of seeding and the live simulator's
 * starts and ends (live/simulator-charging.ts) all draw from it, so the history, today's figures
 * and the live counts tell one story: the share of connectors charging now is the time
 * utilisation of the recent days (rate × mean session length), and today's orders grow at the
 * rate the history had at those hours.
 */

const CHINA_MS = 8 * 3_600_000
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** How busy each China-time hour is, relative (mean 1 over the day). */
const HOUR_PROFILE = [2, 1, 1, 1, 1, 2, 3, 6, 8, 7, 6, 6, 7, 6, 5, 5, 6, 7, 8, 8, 7, 6, 5, 3]
const PROFILE_MEAN = HOUR_PROFILE.reduce((sum, weight) => sum + weight, 0) / 24
export const HOUR_WEIGHTS: readonly number[] = HOUR_PROFILE.map((weight) => weight / PROFILE_MEAN)

/**
 * Sessions a connector starts on an average weekday at today's level. The level is what the
 * demo seed's order volume allows (about 73,000 orders since the first station opened, seeded in
 * seconds): a quiet network, ~0.3 % time utilisation — the same figure live and in history.
 */
export const SESSIONS_PER_CONNECTOR_DAY = 0.045

/** How much the level grows a year: a year before the seed it was 1/2.4 of today's (the market's early years). */
export const YEARLY_GROWTH = 2.4

/** Saturday and Sunday are a little busier (China time). */
export function weekdayFactor(dayStartMs: number): number {
  const weekday = new Date(dayStartMs + CHINA_MS).getUTCDay()
  return weekday === 0 || weekday === 6 ? 1.1 : 0.96
}

/** The level at a moment `daysAgo` days before the seed (1 for the seed's day and after). */
export function growthFactor(daysAgo: number): number {
  return daysAgo <= 0 ? 1 : YEARLY_GROWTH ** (-daysAgo / 365)
}

/** China-time hour (0–23) of an instant. */
export function chinaHour(ms: number): number {
  return Math.floor(((ms + CHINA_MS) % DAY_MS) / HOUR_MS)
}

/** Start of the China-time day holding an instant (ms). */
export function chinaDayStart(ms: number): number {
  return Math.floor((ms + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS
}

/** Expected sessions one connector starts on the day starting at `dayStartMs`, before `levelAtMs`. */
export function sessionsPerDay(dayStartMs: number, levelAtMs: number): number {
  return (
    SESSIONS_PER_CONNECTOR_DAY * weekdayFactor(dayStartMs) * growthFactor((levelAtMs - dayStartMs) / DAY_MS)
  )
}

/** Expected sessions one connector starts per hour at `atMs` (the simulator: today's level). */
export function sessionsPerHour(atMs: number): number {
  return (sessionsPerDay(chinaDayStart(atMs), atMs) * HOUR_WEIGHTS[chinaHour(atMs)]) / 24
}

/** The China-time hour a session starts at, from a roll in [0, 1) (the profile as weights). */
export function startHour(roll: number): number {
  let left = roll * 24
  for (let hour = 0; hour < 24; hour += 1) {
    left -= HOUR_WEIGHTS[hour]
    if (left < 0) return hour
  }
  return 23
}

/** Session length in minutes: DC 18–95 (mean 56.5), AC 60–480 (mean 270), from a roll. */
export function sessionMinutes(dc: boolean, roll: number): number {
  return dc ? 18 + Math.floor(roll * 78) : 60 + Math.floor(roll * 421)
}

/** Mean session length in minutes (the simulator ends sessions at this mean: 1 / hazard). */
export function meanSessionMinutes(dc: boolean): number {
  return dc ? 56.5 : 270
}

/** Energy (kWh) a session delivers: 55–90 % of the connector's power over its length, from a roll. */
export function sessionEnergy(powerKw: number, minutes: number, roll: number): number {
  return Math.max(0.5, (powerKw * minutes * (0.55 + roll * 0.35)) / 60)
}

/** The share of a connector's time spent charging at `atMs`: rate × mean length. */
export function chargingShare(atMs: number, dc: boolean): number {
  return sessionsPerHour(atMs) * (meanSessionMinutes(dc) / 60)
}

/** A Poisson-distributed count with mean `mean`, from a source of rolls in [0, 1). */
export function poisson(mean: number, random: () => number): number {
  if (mean <= 0) return 0
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)))
  const limit = Math.exp(-mean)
  let product = random()
  let count = 0
  while (product > limit) {
    count += 1
    product *= random()
  }
  return count
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
}
