/**
 * The not-found page (section 2): unknown addresses, refused permission checks (section 6) and
 * pages this version has no screen for, each with its own words (./RefusalResult).
 */
import { Button } from 'antd'
import { useSnapshot } from 'valtio'
import { session } from '../../core/session'
import { useShell } from '../context'
import { homePath } from '../layout/menuItems'
import RefusalResult from './RefusalResult'

/** The not-found page. */
export default function NotFound() {
  const { ui, table, navigate } = useShell()
  const { refusal } = useSnapshot(ui)
  return (
    <RefusalResult
      refusal={refusal}
      extra={
        <Button type="primary" onClick={() => navigate(homePath(session.menu, table))}>
          返回首页
        </Button>
      }
    />
  )
}
