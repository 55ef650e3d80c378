/**
 * The one server fixture of tests/server: a server booted for the enclosing describe block and
 * the demo accounts signed in on it, each under its own name —
 * `const { server, admin, tianjin, operator } = signedIn(dialect, ['admin', 'tianjin', 'operator'])`
 * — instead of each file's own `let` + `beforeAll` + `afterAll` preamble.
 */
import type { StartOptions } from '../../server/src/server'
import { type PASSWORDS, type Session, serverWith } from './helpers'

/** A stand-in that forwards every use to what `get()` returns once the block's `beforeAll` has run. */
function forwarding<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = get()
      const value = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
    set: (_, key, value) => Reflect.set(get(), key, value),
    has: (_, key) => Reflect.has(get(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(get()),
  })
}

/**
 * Boot a server before the block's first test and sign `users` in, in that order (serverWith);
 * close it after the last test (`onClose` first). The server and the clients may be destructured
 * at once and used from the first test (or a later `beforeAll`) on.
 */
export function signedIn<U extends keyof typeof PASSWORDS>(
  dialect: 'sqlite' | 'postgres',
  users: readonly U[],
  options: Partial<StartOptions> = {},
  onClose?: () => void,
): Session<U> {
  const session = serverWith(dialect, users, onClose, options)
  const handles: Record<string, object> = { server: forwarding(() => session.server) }
  for (const user of users) handles[user] = forwarding(() => session[user])
  return handles as Session<U>
}
