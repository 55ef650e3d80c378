/**
 * Sensitive words of evaluations (issue 20): the configurable list, read once per page and again
 * after it is saved, and the text of an evaluation with each word marked. The text is rendered as
 * React text nodes, so a stored `<script>` is shown, never run. 敏感词设置 is
 * SensitiveWordsDialog.tsx.
 */
import { type ReactNode, useEffect, useState } from 'react'
import { sensitiveWords } from '../../contract/endpoints/mobile-management'
import type { Caller } from '../../core/call'
import { useDataClient } from '../../ui/dataClient'

let loaded: Promise<string[]> | null = null
const listeners = new Set<(words: string[]) => void>()

/** The list, read once (again after `forgetWords`). */
export function loadWords(data: Caller): Promise<string[]> {
  loaded ??= data
    .call(sensitiveWords)
    .then((answer) => answer.words)
    .catch(() => {
      loaded = null
      return []
    })
  return loaded
}

/** Read the list again at the next `loadWords`. */
export function forgetWords(): void {
  loaded = null
}

/** The list as saved: every marked text shows it. */
export function wordsSaved(words: string[]): void {
  loaded = Promise.resolve(words)
  for (const listener of listeners) listener(words)
}

/** The parts of a text, sensitive words marked. */
export function markWords(text: string, words: readonly string[]): ReactNode[] {
  const used = words.filter(Boolean)
  if (!used.length) return [text]
  const escaped = used.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const pattern = new RegExp(`(${escaped.join('|')})`, 'g')
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <mark key={index} title="敏感词" className="ev-sensitive-word">
        {part}
      </mark>
    ) : (
      part
    ),
  )
}

/** An evaluation's text with its sensitive words marked. */
export function MarkedText({ text }: { text: string }) {
  const data = useDataClient()
  const [words, setWords] = useState<string[]>([])
  useEffect(() => {
    let live = true
    loadWords(data).then((found) => live && setWords(found))
    listeners.add(setWords)
    return () => {
      live = false
      listeners.delete(setWords)
    }
  }, [data])
  return <span>{markWords(text, words)}</span>
}
