/**
 * The rich text editor (decisions: Rich text): tiptap's StarterKit and Image, nothing else — the
 * server checks documents against exactly this node and mark set. It gives and takes the editor's
 * JSON document, never HTML. Loaded only through ./index.ts (a lazy chunk of its own).
 */
import Image from '@tiptap/extension-image'
import { EditorContent, type JSONContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { Button, Divider, Space, Tooltip, Upload } from 'antd'
import { useEffect } from 'react'
import type { RichTextDocument, RichTextEditorProps } from './types'

/** The editor's extensions (the console and the server's rich-text.ts agree on these). */
export const EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
  Image.configure({ inline: false, allowBase64: false }),
]

const STYLE = `
.ev-rich-text .ProseMirror { min-height: 240px; padding: 8px 12px; outline: none; line-height: 1.7; }
.ev-rich-text .ProseMirror img { max-width: 100%; height: auto; }
.ev-rich-text .ProseMirror img.ProseMirror-selectednode { outline: 2px solid #1677ff; }
.ev-rich-text .ProseMirror blockquote { border-left: 3px solid #d9d9d9; margin: 0; padding-left: 12px; color: #595959; }
.ev-rich-text .ProseMirror pre { background: #f5f5f5; padding: 8px; border-radius: 4px; }
`

export default function RichTextEditor({
  value,
  onChange,
  uploadImage,
  label,
  invalid,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: (value ?? { type: 'doc', content: [{ type: 'paragraph' }] }) as JSONContent,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.getJSON() as RichTextDocument),
  })
  useEffect(() => () => editor?.destroy(), [editor])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current?.isActive('heading', { level: 2 }) ?? false,
      h3: current?.isActive('heading', { level: 3 }) ?? false,
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      underline: current?.isActive('underline') ?? false,
      bullet: current?.isActive('bulletList') ?? false,
      ordered: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  })
  if (!editor) return null
  const chain = () => editor.chain().focus()
  const button = (key: keyof NonNullable<typeof active>, text: string, run: () => void, title: string) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active?.[key] ? 'primary' : 'text'}
        aria-pressed={Boolean(active?.[key])}
        onClick={run}
      >
        {text}
      </Button>
    </Tooltip>
  )

  return (
    <div
      className="ev-rich-text"
      style={{ border: `1px solid ${invalid ? '#ff4d4f' : '#d9d9d9'}`, borderRadius: 6, background: '#fff' }}
    >
      <style>{STYLE}</style>
      <Space
        size={2}
        wrap
        role="toolbar"
        aria-label="正文格式"
        style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%', boxSizing: 'border-box' }}
      >
        {button('h2', '标题', () => chain().toggleHeading({ level: 2 }).run(), '二级标题')}
        {button('h3', '小标题', () => chain().toggleHeading({ level: 3 }).run(), '三级标题')}
        <Divider type="vertical" />
        {button('bold', '粗体', () => chain().toggleBold().run(), '粗体 Ctrl+B')}
        {button('italic', '斜体', () => chain().toggleItalic().run(), '斜体 Ctrl+I')}
        {button('underline', '下划线', () => chain().toggleUnderline().run(), '下划线 Ctrl+U')}
        <Divider type="vertical" />
        {button('bullet', '无序列表', () => chain().toggleBulletList().run(), '无序列表')}
        {button('ordered', '有序列表', () => chain().toggleOrderedList().run(), '有序列表')}
        {button('quote', '引用', () => chain().toggleBlockquote().run(), '引用')}
        <Divider type="vertical" />
        {uploadImage && (
          <Upload
            accept=".jpg,.jpeg,.png,.webp"
            showUploadList={false}
            beforeUpload={(file) => {
              uploadImage(file).then((src) => {
                if (src)
                  chain()
                    .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
                    .run()
              })
              return false
            }}
          >
            <Button size="small" type="text">
              插入图片
            </Button>
          </Upload>
        )}
        <Button size="small" type="text" onClick={() => chain().undo().run()}>
          撤销
        </Button>
        <Button size="small" type="text" onClick={() => chain().redo().run()}>
          重做
        </Button>
      </Space>
      <EditorContent editor={editor} />
    </div>
  )
}
