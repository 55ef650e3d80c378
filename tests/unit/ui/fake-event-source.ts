/**
 * An EventSource stand-in for the unit tests of the console's streams (`vi.stubGlobal('EventSource',
 * FakeSource)`): every source opened is kept in order, the newest is `last`, and a test sends it
 * events by name.
 */
export class FakeSource extends EventTarget {
  static readonly CLOSED = 2
  /** Every source opened since `reset()`, in order. */
  static opened: FakeSource[] = []
  static get last(): FakeSource | undefined {
    return FakeSource.opened.at(-1)
  }
  static reset(): void {
    FakeSource.opened = []
  }
  readyState = 1
  onerror: (() => void) | null = null
  constructor(readonly url: string) {
    super()
    FakeSource.opened.push(this)
  }
  close() {
    this.readyState = FakeSource.CLOSED
  }
  send(name: string) {
    this.dispatchEvent(new MessageEvent(name, { data: '{}' }))
  }
}
