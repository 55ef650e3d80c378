/**
 * Vehicles as the seed and the live simulator write them (one generator for both, issue 42 item
 * 20): licence plates, VINs with a valid ISO 3779 check digit and battery capacities.
 */
import type { Rng } from './rng'

const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
export const DIGITS = '0123456789'

export function chars(rng: Rng, alphabet: string, count: number): string {
  let out = ''
  for (let index = 0; index < count; index += 1) out += alphabet[Math.floor(rng.next() * alphabet.length)]
  return out
}

/**
 * A licence plate: 津 mostly, some 冀 and 京; most are new-energy plates (8 characters, D or F
 * after the city letter, 5 digits), the rest ordinary blue plates (7 characters).
 */
export function plate(rng: Rng): string {
  const roll = rng.next()
  const province = roll < 0.8 ? '津' : roll < 0.92 ? '冀' : '京'
  const city =
    province === '津'
      ? rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'M', 'N', 'R'])
      : rng.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'R'])
  if (rng.chance(0.72)) return `${province}${city}${rng.pick(['D', 'F'])}${chars(rng, DIGITS, 5)}`
  // Ordinary plates: at most two letters among the five characters.
  const tail = rng.chance(0.5)
    ? chars(rng, PLATE_LETTERS, 1) + chars(rng, DIGITS, 4)
    : chars(rng, DIGITS, 3) + chars(rng, PLATE_LETTERS, 2)
  return `${province}${city}${tail}`
}

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((letter) => [
    letter,
    'ABCDEFGH'.includes(letter)
      ? 'ABCDEFGH'.indexOf(letter) + 1
      : 'JKLMN'.includes(letter)
        ? 'JKLMN'.indexOf(letter) + 1
        : letter === 'P'
          ? 7
          : letter === 'R'
            ? 9
            : 'STUVWXYZ'.indexOf(letter) + 2,
  ]),
)
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
// World manufacturer identifiers of Chinese EV makers (BYD, SAIC, GAC Aion, Tesla Shanghai, NIO, Geely, Li Auto, Xpeng).
const WMI = ['LGX', 'LC0', 'LSJ', 'LNA', 'LRW', 'LJ1', 'LB3', 'LW4', 'LMG', 'LFV']
const MODEL_YEARS = 'HJKLMNPRST'

/** A 17-character VIN without I, O, Q, with a valid check digit at position 9. */
export function vin(rng: Rng): string {
  const body =
    rng.pick(WMI) +
    chars(rng, VIN_ALPHABET, 5) +
    '0' +
    rng.pick([...MODEL_YEARS]) +
    chars(rng, VIN_ALPHABET, 1) +
    chars(rng, DIGITS, 6)
  let sum = 0
  for (let index = 0; index < 17; index += 1) {
    const char = body[index]
    const value = char >= '0' && char <= '9' ? Number(char) : VIN_VALUES[char]
    sum += value * VIN_WEIGHTS[index]
  }
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return body.slice(0, 8) + check + body.slice(9)
}

/** Battery capacities (kWh) of the vehicles that charge. */
export const BATTERY_CAPACITIES = [38, 45, 52, 60, 64, 75, 82, 90] as const
