/** Money in the console (decisions: Money): integer 分 from the server, shown as 元 with two decimals. */

/** 分 as `1234.56`. */
export function yuan(fen: unknown): string {
  const value = Number(fen)
  if (!Number.isFinite(value)) return '-'
  const abs = Math.abs(Math.round(value))
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Hundredths of a unit as `12.34`. */
export const hundredths = yuan
