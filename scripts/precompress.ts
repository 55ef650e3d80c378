/**
 * A Vite plugin that writes each built text file's brotli and gzip bodies beside it (`x.js.br`,
 * `x.js.gz`), as the platform server would make them (server/src/http/encodings.ts); the server
 * serves them as they are. Before, every server process compressed the whole of dist/ when it
 * started (4.7 MB, 7.5 s of CPU here): each process of a cluster, each server a test spawns
 * (issue 40). Now the build does it once.
 */
import { writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
  COMPRESSIBLE,
  compressors,
  ENCODINGS,
  MIN_COMPRESSED_BYTES,
  SUFFIX,
} from '../server/src/http/encodings.ts'

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'ev-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          const raw = Buffer.from(output.type === 'chunk' ? output.code : output.source)
          if (!COMPRESSIBLE.has(extname(output.fileName)) || raw.length <= MIN_COMPRESSED_BYTES) return
          const file = join(outDir, output.fileName)
          await Promise.all(
            ENCODINGS.map(async (encoding) =>
              writeFile(`${file}${SUFFIX[encoding]}`, await compressors[encoding](raw)),
            ),
          )
        }),
      )
    },
  }
}
