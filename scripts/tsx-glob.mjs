/**
 * `node --import ./scripts/tsx-glob.mjs file.ts`: tsx, and Vite's `import.meta.glob` on top of it
 * (glob-hooks.mjs), for every command that runs the repository's TypeScript without Vite —
 * `npm run serve`, the seed and backup commands, the bench, the servers the tests spawn, and the
 * export worker when the server runs from its sources. The contract finds its list descriptions
 * with a glob (issue 39), and the server imports the contract. Registered after tsx, so its hook
 * sees tsx's JavaScript. tsx's API, not `import 'tsx'`: that one registers nothing in a worker.
 */
import { register } from 'node:module'
import { register as registerTsx } from 'tsx/esm/api'

registerTsx()
register('./glob-hooks.mjs', import.meta.url)
