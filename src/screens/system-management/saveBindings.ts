import { useState } from 'react'

/**
 * Save a binding dialog's choice (分配策略, 页面接口): bind what `chosen` adds to `bound`, then
 * unbind what it drops; a call is made only when it has something to send.
 */
export async function saveBindings<K>(
  bound: readonly K[],
  chosen: readonly K[],
  bind: (keys: K[]) => Promise<unknown>,
  unbind: (keys: K[]) => Promise<unknown>,
): Promise<void> {
  const added = chosen.filter((key) => !bound.includes(key))
  const removed = bound.filter((key) => !chosen.includes(key))
  if (added.length) await bind(added)
  if (removed.length) await unbind(removed)
}

/**
 * A dialog's 确定: runs `run` with the button loading; on success `done`, on failure the dialog
 * stays open (the HTTP client has shown the server's message).
 */
export function useDialogSave(run: () => Promise<void>, done: () => void) {
  const [saving, setSaving] = useState(false)
  const save = async () => {
    setSaving(true)
    try {
      await run()
      done()
    } catch {
      // Shown by the HTTP client; nothing more to say here.
    } finally {
      setSaving(false)
    }
  }
  return { saving, save }
}
