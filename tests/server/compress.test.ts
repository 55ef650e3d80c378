/**
 * The compression of JSON answers (server/src/http/compress.ts): windows sized to the answer,
 * small answers at once and large ones on zlib's pool — every size decodes to the same bytes and
 * compresses as well as zlib's and brotli's defaults do.
 */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressors } from '../../server/src/http/compress'

/**
 * JSON of about `bytes` bytes whose only repeats lie a quarter of its length apart: rows of
 * pseudo-random text, the first quarter's rows written four times. A window too small for that
 * distance finds nothing to repeat.
 */
function answer(bytes: number): Buffer {
  let seed = 12_345
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed.toString(36)
  }
  const rows: string[] = []
  let length = 0
  while (length < bytes / 4) {
    const row = JSON.stringify({
      stationId: random(),
      stationName: `${random()}${random()}`,
      power: random(),
    })
    rows.push(row)
    length += row.length + 1
  }
  return Buffer.from(`{"code":200,"data":[${[...rows, ...rows, ...rows, ...rows].join(',')}]}`)
}

describe('compressed answers', () => {
  it.each([1_100, 5_000, 40_000, 70_000, 400_000])(
    'decodes a %i-byte answer to its bytes, as small as the defaults give',
    async (bytes) => {
      const raw = answer(bytes)
      const gzipped = await compressors.gzip(raw)
      expect(gunzipSync(gzipped).equals(raw)).toBe(true)
      expect(gzipped.length).toBeLessThanOrEqual(gzipSync(raw, { level: 6 }).length * 1.02)
      const brotli = await compressors.br(raw)
      expect(brotliDecompressSync(brotli).equals(raw)).toBe(true)
      const defaultBrotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      expect(brotli.length).toBeLessThanOrEqual(defaultBrotli.length * 1.02)
    },
  )
})
