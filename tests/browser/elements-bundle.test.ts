/**
 * The built bundle (`dist/ev-console.js`) as an integrator loads it (architecture.md: Embedding):
 * the elements it defines and lists in its manifest, and what 100 mount/unmount cycles leave
 * behind. How the elements behave on a page is in elements-area.test.ts. The platform API is the
 * in-page fake of elements-fake-api.ts.
 */
import { expect } from 'chai'
import {
  BUNDLE,
  cleanUp,
  mount,
  mounted,
  nextTask,
  realFetch,
  screenShown,
  server,
  shadowOf,
  waitFor,
} from './elements-fake-api'
import { afterEach, before, describe, it } from './mocha'
import { twoFrames } from './waits'

before(async () => {
  await import(/* @vite-ignore */ BUNDLE)
})

afterEach(cleanUp)

/** The elements the bundle defines: the console, one per area that has screens, and the screen element. */
const TAGS = [
  'ev-console',
  'ev-operating-services',
  'ev-universal-services',
  'ev-ops-services',
  'ev-archives-management',
  'ev-system-management',
  'ev-mobile-management',
  'ev-feedback',
  'ev-assessment',
  'ev-operation-supervision',
  'ev-operate-supervision',
  'ev-report-statistics',
  'ev-screen',
  'ev-supervise-services',
  'ev-data-input',
  'ev-bigscreen',
]

describe('the element bundle', () => {
  it('defines <ev-console>, one element per area with screens, <ev-screen> and <ev-bigscreen>, and a second load does not throw', async () => {
    // Booleans, not the constructors: a failed comparison of an element class made the test runner
    // serialise the class's whole graph and never finish.
    const first = TAGS.map((tag) => customElements.get(tag))
    expect(TAGS.filter((_, index) => typeof first[index] !== 'function')).to.deep.equal([])
    // A second copy of the bundle (another script tag, another URL) defines nothing again.
    await import(/* @vite-ignore */ `${BUNDLE}?second-script-tag`)
    expect(TAGS.filter((tag, index) => customElements.get(tag) !== first[index])).to.deep.equal([])
  })

  it('lists the same tags, attributes, events and methods in dist/custom-elements.json', async () => {
    const manifest = await (await realFetch('/dist/custom-elements.json')).json()
    const declarations = manifest.modules[0].declarations as {
      tagName: string
      attributes: { name: string }[]
      events: { name: string }[]
      members: { kind: string; name: string }[]
    }[]
    const tags = declarations.map((declaration) => declaration.tagName)
    expect(tags).to.have.members(TAGS)
    for (const tag of tags) expect(customElements.get(tag), tag).to.be.a('function')
    const area = declarations[tags.indexOf('ev-archives-management')]
    expect(area.attributes.map((attribute) => attribute.name)).to.include.members([
      'api-base',
      'show-mode',
      'routing',
      'route',
      'locale',
      'theme',
      'host-origins',
      'alarm-notifications',
    ])
    expect(area.events.map((event) => event.name)).to.deep.equal([
      'ev-ready',
      'ev-route-change',
      'ev-session-expired',
      'ev-alarm',
    ])
    // Only a single screen asks its host to open an alarm (issue 44 part 3).
    const screen = declarations[tags.indexOf('ev-screen')]
    expect(screen.events.map((event) => event.name)).to.include.members(['ev-alarm', 'ev-alarm-open'])
    expect(
      area.members.filter((member) => member.kind === 'method').map((member) => member.name),
    ).to.deep.equal(['setToken'])
  })
})

describe('mount and unmount', () => {
  it('releases listeners, timers and the React root after 100 mount/unmount cycles', async function (this: {
    timeout(ms: number): void
  }) {
    this.timeout(120_000)
    server.signedIn = true
    const live = new Map<string, number>()
    const track = (target: EventTarget, name: string) => {
      const add = target.addEventListener
      const remove = target.removeEventListener
      const keys = new WeakMap<object, Set<string>>()
      target.addEventListener = function (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        o?: boolean | AddEventListenerOptions,
      ) {
        if (listener) {
          const set = keys.get(listener) ?? new Set()
          const key = `${name}:${type}:${typeof o === 'object' ? !!o.capture : !!o}`
          if (!set.has(key)) live.set(key, (live.get(key) ?? 0) + 1)
          set.add(key)
          keys.set(listener, set)
        }
        return add.call(this, type, listener, o)
      }
      target.removeEventListener = function (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        o?: boolean | EventListenerOptions,
      ) {
        const key = `${name}:${type}:${typeof o === 'object' ? !!o.capture : !!o}`
        if (listener && keys.get(listener)?.delete(key)) live.set(key, (live.get(key) ?? 1) - 1)
        return remove.call(this, type, listener, o)
      }
      return () => {
        target.addEventListener = add
        target.removeEventListener = remove
      }
    }
    const intervals = new Set<number>()
    const setInterval0 = window.setInterval
    const clearInterval0 = window.clearInterval
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = setInterval0(handler, ms, ...rest)
      intervals.add(id)
      return id
    }) as typeof window.setInterval
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) intervals.delete(id)
      clearInterval0(id)
    }) as typeof window.clearInterval
    const untrack = [track(window, 'window'), track(document, 'document')]
    const total = () => [...live.values()].reduce((sum, count) => sum + count, 0)
    const cycle = async (tag: string) => {
      const element = mount(
        tag,
        tag === 'ev-screen' ? { route: '/archives-management/station-archives-management' } : {},
      )
      await waitFor(() => screenShown(element), `${tag} to show its screen`)
      element.remove()
      mounted.pop()
      await nextTask()
      return element
    }
    try {
      // What a removed element lets go of a little later (React unmounts its root in a task of its
      // own) is counted once it has: the sign is its shadow root emptied of what React rendered,
      // then two frames (issue 40: no fixed sleep).
      const rendered = (element: HTMLElement) => shadowOf(element).querySelector('.evc-root, .evc-popups')
      const letGo = async (elements: HTMLElement[], what: string) => {
        await waitFor(() => elements.every((element) => !rendered(element)), what)
        await twoFrames()
      }
      await letGo([await cycle('ev-archives-management'), await cycle('ev-screen')], 'the first two let go')
      const listenersBefore = total()
      const intervalsBefore = intervals.size
      const removed: HTMLElement[] = []
      for (let index = 0; index < 100; index += 1)
        removed.push(await cycle(index % 2 ? 'ev-screen' : 'ev-archives-management'))
      await letGo(removed, 'the hundred let go')
      expect(total()).to.equal(listenersBefore)
      expect(intervals.size).to.equal(intervalsBefore)
    } finally {
      for (const restore of untrack) restore()
      window.setInterval = setInterval0
      window.clearInterval = clearInterval0
    }
  })
})
