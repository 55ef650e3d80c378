/**
 * Typed access to the BDD functions web-test-runner's mocha puts on `window` before it imports a
 * test file. Imported instead of declaring globals, so the vitest suites keep importing theirs.
 */
type Body = () => void | Promise<void>

interface MochaGlobals {
  describe(title: string, body: () => void): void
  it(title: string, body: Body): void
  before(body: Body): void
  after(body: Body): void
  beforeEach(body: Body): void
  afterEach(body: Body): void
}

const mocha = () => globalThis as unknown as MochaGlobals

/** A group of tests. */
export const describe = (title: string, body: () => void) => mocha().describe(title, body)
/** One test. */
export const it = (title: string, body: Body) => mocha().it(title, body)
/** Runs once before the tests of the enclosing group. */
export const before = (body: Body) => mocha().before(body)
/** Runs once after the tests of the enclosing group. */
export const after = (body: Body) => mocha().after(body)
/** Runs before each test of the enclosing group. */
export const beforeEach = (body: Body) => mocha().beforeEach(body)
/** Runs after each test of the enclosing group. */
export const afterEach = (body: Body) => mocha().afterEach(body)
