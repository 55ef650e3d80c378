/**
 * Run before every server test file. The server project shares one module graph per worker
 * (vitest.config.ts: `isolate: false`), so the little process-wide state the server keeps must
 * start each file as a fresh process would: the clock's offset (moved by the test clock of
 * server/src/common/test-clock.ts and by tests that set it directly) is back at zero, and the
 * clock runs (a test that froze it and failed before its `finally` must not stop it for the next
 * file of its worker).
 *
 * New password hashes are made at a low scrypt cost (server/src/auth/passwords.ts: the suite signs
 * in and makes accounts about a thousand times a run, 50 ms each at the real cost); a hash is
 * checked at the cost stored with it, and tests/server/password-cost.test.ts checks the real one.
 */
import { beforeAll } from 'vitest'
import { lowerHashCostForTests } from '../../server/src/auth/passwords'
import { freezeClock, setClockOffsetMs } from '../../server/src/kernel/clock'

beforeAll(() => {
  setClockOffsetMs(0)
  freezeClock(null)
  lowerHashCostForTests()
})
