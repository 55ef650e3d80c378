/**
 * Run before every server test file. The server project shares one module graph per worker
 * (vitest.config.ts: `isolate: false`), so the little process-wide state the server keeps must
 * start each file as a fresh process would: the clock's offset (moved by the test clock of
 * server/src/common/test-clock.ts and by tests that set it directly) is back at zero.
 */
import { beforeAll } from 'vitest'
import { setClockOffsetMs } from '../../server/src/kernel/clock'

beforeAll(() => setClockOffsetMs(0))
