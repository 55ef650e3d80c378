import { useState } from 'react'
import { fieldErrors } from '../../core/http'

/**
 * A dialog's save: `sending` while `save` runs, and on a refusal the server's first field message
 * (or 保存失败，请重试) as `problem`, which the dialog may also set itself.
 */
export function useSave() {
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const run = async (save: () => Promise<void>) => {
    setSending(true)
    try {
      await save()
    } catch (error) {
      setProblem(Object.values(fieldErrors(error))[0] ?? '保存失败，请重试')
    } finally {
      setSending(false)
    }
  }
  return { sending, problem, setProblem, run }
}
