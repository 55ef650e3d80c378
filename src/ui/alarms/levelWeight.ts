/**
 * The weight of an alarm level's text (issue 44 part 3: in grey mode a level stays readable by
 * its label, weight, and — in notifications — icon and border; AlarmLevel.tsx). Apart from the
 * icons, so that 故障监测's first screen carries no icon drawings for it.
 */

/** Font weight by level (1 人身安全级 … 3 告警提示级). */
const WEIGHTS: Readonly<Record<number, number>> = { 1: 700, 2: 600, 3: 400 }

/** A level's font weight (an unknown level weighs as the mildest). */
export function levelWeight(level: number): number {
  return WEIGHTS[level] ?? WEIGHTS[3]
}
