/**
 * The rich text editor, lazily: tiptap (ProseMirror) is a chunk of its own, loaded when an editing
 * dialog opens and by nothing else (size budget: no other screen's bundle carries it).
 */
import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { RichTextEditorProps } from './types'

export type { RichTextDocument, RichTextEditorProps } from './types'

const Editor = lazy(() => import('./RichTextEditor'))

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Editor {...props} />
    </Suspense>
  )
}
