/**
 * Sensitive words of evaluations (issue 20): the configurable list, read once per page and again
 * after it is saved, and the text of an evaluation with each word marked. The text is rendered as
 * React text nodes, so a stored `<script>` is shown, never run.
 */
import { Alert, Input, Modal, Typography } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import type { saveSensitiveWords, sensitiveWords } from '../../contract/mobile-management'
import { callApi } from '../../core/call'
import type { HttpClient } from '../../core/http'
import { fieldErrors } from '../../core/http'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'

let loaded: Promise<string[]> | null = null
const listeners = new Set<(words: string[]) => void>()

function loadWords(http: HttpClient): Promise<string[]> {
  loaded ??= callApi<typeof sensitiveWords>(http, {
    method: 'get',
    path: '/mobile-management/sensitive-words',
  })
    .then((answer) => answer.words)
    .catch(() => {
      loaded = null
      return []
    })
  return loaded
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
    loadWords(data.http).then((found) => live && setWords(found))
    listeners.add(setWords)
    return () => {
      live = false
      listeners.delete(setWords)
    }
  }, [data])
  return <span>{markWords(text, words)}</span>
}

/** 敏感词设置: one word a line (or separated by commas), saved as a whole. */
export function SensitiveWordsDialog({ onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  useEffect(() => {
    loaded = null
    loadWords(data.http).then((words) => setText(words.join('\n')))
  }, [data])

  const submit = async () => {
    const words = text
      .split(/[\n,，]/)
      .map((word) => word.trim())
      .filter(Boolean)
    if (words.some((word) => [...word].length > 32)) {
      setProblem('每个敏感词不能超过32个字符')
      return
    }
    setSending(true)
    try {
      const saved = await callApi<typeof saveSensitiveWords>(
        data.http,
        { method: 'post', path: '/mobile-management/sensitive-words' },
        { body: { words } },
      )
      loaded = Promise.resolve(saved.words)
      for (const listener of listeners) listener(saved.words)
      onSaved()
      onClose()
    } catch (error) {
      setProblem(Object.values(fieldErrors(error))[0] ?? '保存失败，请重试')
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      open
      title="敏感词设置"
      okText="保存"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        每行一个敏感词，评价内容中的敏感词会被标出。
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="敏感词"
        rows={8}
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setProblem(null)
        }}
      />
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon message={problem} role="alert" />}
    </Modal>
  )
}
