/**
 * What the shell's pages and parts share within one console: the typed API, the route table, the
 * location, and the console's own UI state (not the session, which is page-wide).
 */
import { createContext, useContext } from 'react'
import { proxy } from 'valtio'
import type { Api } from '../core/api'
import { holdStreams } from '../core/event-streams'
import { isApiError } from '../core/http'
import { clearSession } from '../core/session'
import type { ConsoleLocation, NavigateOptions } from './router/location'
import type { RouteTable } from './router/routeTable'

/** Why the guard sent the user to /not-found: what that page then says. */
export interface Refusal {
  to: string
  /** The permission message of section 6 (a refused check). */
  message?: string
  /** The page exists but has no screen in this version: its area and title. */
  unavailable?: { area: string; title: string }
}

/** UI state of one console. */
export interface ConsoleUiState {
  /** Why the not-found page is shown (null: an unknown address). */
  refusal: Refusal | null
  /** The change-password dialog was opened by the user (the forced case follows the session). */
  passwordDialogOpen: boolean
  /** The side menu is collapsed. */
  collapsed: boolean
}

export function createUiState(): ConsoleUiState {
  return proxy<ConsoleUiState>({
    refusal: null,
    passwordDialogOpen: false,
    collapsed: false,
  })
}

export interface ShellServices {
  api: Api
  table: RouteTable
  location: ConsoleLocation
  ui: ConsoleUiState
  /** Go to a console route (`/path?search`). */
  navigate: (to: string, options?: NavigateOptions) => void
  /** Sign out (section 4: GET new_logout; success or error 400 clear the marker and reload). */
  logout: () => Promise<void>
  /** Open the change-password dialog. */
  openPasswordDialog: () => void
  /** Dispatch a DOM event on the element (`bubbles`, `composed`). */
  emit: (type: string, detail?: unknown) => void
  /** Whether new alarms show notifications here (issue 44 part 3: the element's choice). */
  alarmNotifications?: boolean
}

/**
 * The services of one console over its API, location and UI state. Logout (section 8: "Logout
 * error 400: clear session marker and reload"; other failures were toasted by the client) clears
 * the session, then `afterLogout` does what the console's setting needs (reload the page, or
 * nothing inside a host).
 */
export function createShellServices(parts: {
  api: Api
  table: RouteTable
  location: ConsoleLocation
  ui: ConsoleUiState
  emit: ShellServices['emit']
  afterLogout: () => void
  alarmNotifications?: boolean
}): ShellServices {
  const { api, table, location, ui, emit, afterLogout } = parts
  return {
    api,
    table,
    location,
    ui,
    emit,
    alarmNotifications: parts.alarmNotifications ?? false,
    navigate: (to, options) => location.navigate(to, options),
    openPasswordDialog: () => {
      ui.passwordDialogOpen = true
    },
    async logout() {
      holdStreams(true)
      try {
        await api.logout()
      } catch (error) {
        if (!isApiError(error) || error.code !== 400) {
          holdStreams(false)
          return
        }
      }
      clearSession()
      afterLogout()
    },
  }
}

export const ShellContext = createContext<ShellServices | null>(null)

/** The console's services; only inside `<Console>`. */
export function useShell(): ShellServices {
  const services = useContext(ShellContext)
  if (!services) throw new Error('useShell outside the console')
  return services
}
