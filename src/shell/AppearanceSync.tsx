/**
 * Loads the page's appearance (issue 21, src/core/appearance.ts): the platform's grey days and
 * watermark once per API client, the user's own mode while signed in, and today's date (checked
 * every minute, so a console left open turns grey at midnight of a grey day by itself).
 */
import { useEffect } from 'react'
import type { Api } from '../core/api'
import { appearance, loadPersonalTheme, loadPlatformAppearance } from '../core/appearance'
import { DATE_FORMAT, dayjs } from '../core/format'
import { useSession } from '../ui/useSession'
import { useShell } from './context'

const loaded = new WeakSet<Api>()

/** Keeps the appearance store in step with the server; renders nothing. */
export function AppearanceSync() {
  const { api } = useShell()
  const { loaded: signedIn } = useSession()

  useEffect(() => {
    if (loaded.has(api)) return
    loaded.add(api)
    loadPlatformAppearance(api.http)
  }, [api])

  useEffect(() => {
    if (signedIn) loadPersonalTheme(api.http)
    else appearance.personal = null
  }, [api, signedIn])

  useEffect(() => {
    const timer = setInterval(() => {
      const today = dayjs().format(DATE_FORMAT)
      if (appearance.today !== today) appearance.today = today
    }, 60_000)
    return () => clearInterval(timer)
  }, [])
  return null
}
