/**
 * antd's Dropdown mounted once the first screen is on the screen (./firstScreen.ts): its trigger
 * is drawn from the start, alone. A closed Dropdown still mounts its trigger, motion and style
 * machinery, which the first screen's rows need not wait for (issue 14).
 */
import { Dropdown, type DropdownProps } from 'antd'
import type { ReactElement } from 'react'
import { useAfterFirstScreen } from './firstScreen'

export function LaterDropdown({ children, ...props }: DropdownProps & { children: ReactElement }) {
  return useAfterFirstScreen() ? <Dropdown {...props}>{children}</Dropdown> : children
}
