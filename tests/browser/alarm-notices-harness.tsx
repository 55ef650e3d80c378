/**
 * The alarm notifier (src/ui/alarms/useAlarmNotices.tsx) in a shadow root with the element
 * layer's providers, as many "tabs" as a test mounts on one page: each has its own notifier on the
 * page's real BroadcastChannel, which delivers one instance's messages to the others, as between
 * tabs (tests/browser/alarm-notices.test.ts).
 */
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import type { AlarmNotice } from '../../src/contract/live'
import type { TabChannel } from '../../src/core/alarmNotices'
import { ElementRoot } from '../../src/elements/mount'
import { useAlarmNotices } from '../../src/ui/alarms/useAlarmNotices'

/** What one mounted notifier did. */
export interface MountedNotifier {
  shadow: ShadowRoot
  notify: (alarm: AlarmNotice) => Promise<void>
  emitted: { type: string; detail: unknown }[]
  opened: number[]
  sounds: number
  unmount(): void
}

/** A new alarm's card. */
export const notice = (id: number, alarmLevel = 2): AlarmNotice => ({
  id,
  alarmLevel,
  alarmType: 1,
  alarmCode: alarmLevel === 1 ? 2 : 17,
  alarmTime: '2026-12-02T02:00:00.000Z',
  stationId: `S${id}`,
  stationName: `测试站${id}`,
  connectorId: `C${id}`,
})

interface NotifierOptions {
  channel?: TabChannel | null
  grey?: boolean
  show?: boolean
  /** Draw the console's page beside the notifier: header, tabs, a filter row and the table's toolbar. */
  page?: boolean
}

/** The top of a console list page at 1440×900: what no notification may cover. */
function Page() {
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'flex', flexDirection: 'column' }}>
      <div data-testid="controls" style={{ height: 220, flex: 'none' }}>
        header, tabs, 关键字 … 查询 重置, 导出 打印
      </div>
      <div className="evc-content" style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <div style={{ height: 400 }}>table</div>
      </div>
    </div>
  )
}

/** The notifier, recording what it did in `mounted`; `ready` gets its `notify`. */
function Notifier(props: {
  mounted: MountedNotifier
  options: NotifierOptions
  ready: (notify: MountedNotifier['notify']) => void
}) {
  const { mounted, options, ready } = props
  const { holder, notify } = useAlarmNotices({
    show: options.show ?? true,
    emit: (type, detail) => mounted.emitted.push({ type, detail }),
    open: (id) => mounted.opened.push(id),
    channel: options.channel,
    sound: () => {
      mounted.sounds += 1
    },
  })
  useEffect(() => ready(notify), [ready, notify])
  return (
    <>
      {options.page && <Page />}
      {holder}
    </>
  )
}

/** Mount a notifier (`channel` undefined: the page's BroadcastChannel; null: none). */
export async function mountNotifier(options: NotifierOptions = {}): Promise<MountedNotifier> {
  const host = document.createElement('div')
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const root = createRoot(shadow)
  let ready: (notify: MountedNotifier['notify']) => void = () => undefined
  const notifyReady = new Promise<MountedNotifier['notify']>((resolve) => {
    ready = resolve
  })
  const mounted: MountedNotifier = {
    shadow,
    notify: () => Promise.resolve(),
    emitted: [],
    opened: [],
    sounds: 0,
    unmount() {
      root.unmount()
      host.remove()
    },
  }
  root.render(
    <ElementRoot container={shadow} grey={options.grey ? 'true' : undefined}>
      <Notifier mounted={mounted} options={options} ready={ready} />
    </ElementRoot>,
  )
  mounted.notify = await notifyReady
  return mounted
}

/** The notifications shown in a mounted notifier, by alarm id. */
export function shownIds(mounted: MountedNotifier): number[] {
  return [...mounted.shadow.querySelectorAll('[data-testid^="alarm-"]')].map((notice) =>
    Number(notice.getAttribute('data-testid')?.slice('alarm-'.length)),
  )
}
