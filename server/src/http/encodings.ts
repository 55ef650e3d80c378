/**
 * How static text files are compressed: by the build (scripts/precompress.ts writes `x.js.br`
 * and `x.js.gz` beside each built file) and by the server for any file without them
 * (static.ts). One source for both, so that a precompressed body is the one the server would make.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** The extensions worth compressing, and the smallest body worth it. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt'])
export const MIN_COMPRESSED_BYTES = 512

/** The file name suffix of a precompressed body. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
export const ENCODINGS = Object.keys(SUFFIX) as Encoding[]
/** A precompressed body's own path, which is not a file to serve. */
export const PRECOMPRESSED = new RegExp(`(${Object.values(SUFFIX).join('|').replaceAll('.', '\\.')})$`)

/** Brotli at quality 9, gzip at level 9. */
export const compressors: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    promisify(brotliCompress)(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
  gzip: (raw) => promisify(gzip)(raw, { level: 9 }),
}
