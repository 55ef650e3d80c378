/** 敏感词设置 (issue 20; sensitive.tsx): loaded when first opened, not with the evaluations' rows. */
import { Alert, Input, Modal, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { saveSensitiveWords } from '../../contract/endpoints/mobile-management'
import { useDataClient } from '../../ui/dataClient'
import type { ActionDialogProps } from '../../ui/list/definition'
import { forgetWords, loadWords, wordsSaved } from './sensitive'
import { useSave } from './useSave'

/** 敏感词设置: one word a line (or separated by commas), saved as a whole. */
export function SensitiveWordsDialog({ onClose, onSaved }: ActionDialogProps) {
  const data = useDataClient()
  const [text, setText] = useState('')
  const { sending, problem, setProblem, run } = useSave()
  useEffect(() => {
    forgetWords()
    loadWords(data).then((words) => setText(words.join('\n')))
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
    await run(async () => {
      const saved = await data.call(saveSensitiveWords, { body: { words } })
      wordsSaved(saved.words)
      onSaved()
      onClose()
    })
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
