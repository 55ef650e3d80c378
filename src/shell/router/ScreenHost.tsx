/**
 * Renders one matched route: loads its screen on demand (retrying, section 2) and hands it the
 * screen props of section 6 (route, params, permitted actions, the whole map).
 */
import { Button, Spin } from 'antd'
import { type ComponentType, useEffect, useState } from 'react'
import { whenCallsSettled } from '../../core/http'
import { actionsFor } from '../../core/permissions'
import { markFirstScreenShown } from '../../ui/firstScreen'
import { StatusMessage } from '../../ui/StatusMessage'
import type { ScreenComponent, ScreenLoad, ScreenProps } from '../../ui/screen'
import { UI_STRINGS } from '../../ui/uiStrings'
import { useSession } from '../../ui/useSession'
import { loadedScreen, loadScreen } from './loadScreen'
import type { RouteMatch } from './routeTable'

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Screen: ComponentType<ScreenProps> }
  | { status: 'failed' }

function initial(load: ScreenLoad | undefined): LoadState {
  const Screen = load && loadedScreen(load)
  return Screen ? { status: 'ready', Screen } : { status: 'loading' }
}

/** The screen of a matched route, or a loading spinner, or the load failure with 重试. */
export function ScreenHost({ match }: { match: RouteMatch }) {
  const load = match.route.load
  const [state, setState] = useState<LoadState>(() => initial(load))
  const [attempt, setAttempt] = useState(0)
  const { authMap } = useSession()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on 重试
  useEffect(() => {
    if (!load) return
    const ready = loadedScreen(load)
    if (ready) {
      setState({ status: 'ready', Screen: ready })
      return
    }
    let live = true
    setState({ status: 'loading' })
    loadScreen(load).then(
      (Screen) => live && setState({ status: 'ready', Screen }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [load, attempt])

  // A list says it is shown once its first page has answered (ListScreen); any other screen once
  // it has rendered and the calls it started on mount have answered (src/ui/firstScreen.ts).
  const shownNow = state.status === 'ready' && !(state.Screen as ScreenComponent).listFields
  useEffect(() => (shownNow ? whenCallsSettled(markFirstScreenShown) : undefined), [shownNow])

  // A catalogued page without a screen: the guard sends the user to /not-found.
  if (!load) return null
  if (state.status === 'loading') {
    return (
      <div className="evc-screen-loading" role="status" aria-live="polite" aria-label={UI_STRINGS.loading}>
        <Spin />
      </div>
    )
  }
  if (state.status === 'failed') {
    return (
      <StatusMessage
        title="页面加载失败"
        description="网络异常或版本已更新，请重试"
        extra={
          <Button type="primary" onClick={() => setAttempt((value) => value + 1)}>
            重试
          </Button>
        }
      />
    )
  }
  const { Screen } = state
  const { entry } = match.route
  return (
    <Screen route={entry} params={match.params} actions={actionsFor(entry.name, authMap)} authMap={authMap} />
  )
}
