/**
 * Articles' rich text (issue 20; decisions: Rich text): the console's tiptap editor (StarterKit +
 * Image) sends its JSON document; the server checks it against the same node and mark set — any
 * other node, mark or attribute, a link or image address that is not allowed, or an HTML string
 * instead of a document is refused at the field — and renders it to HTML itself, escaping every
 * text and attribute (rich-text-render.ts). Nothing a browser sends is ever stored or shown as HTML.
 */

import { ownEntry } from '../http/validate'
import { fieldError } from '../kernel/errors'

/** A node of the editor's document. */
export interface RichNode {
  type: string
  attrs?: Record<string, unknown>
  content?: RichNode[]
  marks?: RichMark[]
  text?: string
}

/** A mark on a text node. */
export interface RichMark {
  type: string
  attrs?: Record<string, unknown>
}

type AttrCheck = (value: unknown) => boolean

const nullable =
  (check: AttrCheck): AttrCheck =>
  (value) =>
    value === null || value === undefined || check(value)
const shortText = (max: number): AttrCheck =>
  nullable((value) => typeof value === 'string' && value.length <= max)
const intIn =
  (min: number, max: number): AttrCheck =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

/** Images of the area's own uploads. */
const OWN_IMAGE = /^\/api\/mobile-management\/article-images\/[a-z0-9-]{8,80}\.(jpg|png|webp)$/

/** An image address an article may show: the area's uploads or https. */
export function allowedImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 500) return false
  if (OWN_IMAGE.test(value)) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password && value === url.href
  } catch {
    return false
  }
}

/** A link an article may carry: http, https or mailto. */
export function allowedLinkUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 500) return false
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const BLOCKS = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'codeBlock',
  'horizontalRule',
  'image',
]
const INLINE = ['text', 'hardBreak']

/** The nodes of StarterKit + Image: allowed children and attributes. */
export const NODES: Readonly<Record<string, { children: string[]; attrs: Record<string, AttrCheck> }>> = {
  doc: { children: BLOCKS, attrs: {} },
  paragraph: { children: INLINE, attrs: {} },
  heading: { children: INLINE, attrs: { level: intIn(1, 6) } },
  blockquote: { children: BLOCKS, attrs: {} },
  bulletList: { children: ['listItem'], attrs: {} },
  orderedList: {
    children: ['listItem'],
    attrs: { start: intIn(1, 9999), type: shortText(8) },
  },
  listItem: { children: BLOCKS, attrs: {} },
  codeBlock: {
    children: ['text'],
    attrs: { language: nullable((v) => typeof v === 'string' && /^[a-z0-9+#-]{1,20}$/.test(v)) },
  },
  horizontalRule: { children: [], attrs: {} },
  hardBreak: { children: [], attrs: {} },
  image: {
    children: [],
    attrs: {
      src: allowedImageUrl,
      alt: shortText(200),
      title: shortText(200),
      width: nullable(intIn(1, 4000)),
      height: nullable(intIn(1, 4000)),
    },
  },
  text: { children: [], attrs: {} },
}

/** The marks of StarterKit: their attributes. */
export const MARKS: Readonly<Record<string, Record<string, AttrCheck>>> = {
  bold: {},
  italic: {},
  strike: {},
  underline: {},
  code: {},
  link: {
    href: allowedLinkUrl,
    target: nullable((value) => value === '_blank'),
    rel: shortText(64),
    class: (value) => value === null || value === undefined,
    title: shortText(200),
  },
}

/** Largest document: nodes, nesting and characters of text. */
export const LIMITS = { nodes: 5000, depth: 12, chars: 50_000 }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function checkAttrs(where: string, attrs: unknown, allowed: Record<string, AttrCheck>): void {
  if (attrs === undefined) return
  if (!isObject(attrs)) throw fieldError('content', `正文格式不正确：${where} 的属性无效`)
  for (const [name, value] of Object.entries(attrs)) {
    const check = ownEntry(allowed, name)
    if (!check) throw fieldError('content', `正文格式不正确：${where} 不支持属性 ${name}`)
    if (!check(value)) {
      if (name === 'src') throw fieldError('content', '正文图片只能来自本平台上传或 https 地址')
      if (name === 'href') throw fieldError('content', '正文链接只能是 http、https 或 mailto 地址')
      throw fieldError('content', `正文格式不正确：${where} 的属性 ${name} 无效`)
    }
  }
}

/**
 * Check an editor document; throws a 400 at `content` naming what is wrong (an article needs some
 * text or an image). Returns the document.
 */
export function validateDocument(value: unknown): RichNode {
  if (typeof value === 'string') throw fieldError('content', '正文须为编辑器文档，不接受 HTML 文本')
  if (!isObject(value) || value.type !== 'doc') throw fieldError('content', '正文格式不正确')
  const count = { nodes: 0, chars: 0 }
  const walk = (node: unknown, parent: string, depth: number): void => {
    if (!isObject(node) || typeof node.type !== 'string') throw fieldError('content', '正文格式不正确')
    const spec = ownEntry(NODES, node.type)
    if (!spec || node.type === 'doc')
      throw fieldError('content', `正文格式不正确：不支持的内容 ${String(node.type).slice(0, 32)}`)
    if (!ownEntry(NODES, parent)?.children.includes(node.type))
      throw fieldError('content', `正文格式不正确：${parent} 中不能有 ${node.type}`)
    for (const key of Object.keys(node))
      if (!['type', 'attrs', 'content', 'marks', 'text'].includes(key))
        throw fieldError('content', `正文格式不正确：不支持的字段 ${key.slice(0, 32)}`)
    if (++count.nodes > LIMITS.nodes || depth > LIMITS.depth)
      throw fieldError('content', '正文过长或层级过深')
    checkAttrs(node.type, node.attrs, spec.attrs)
    if (node.type === 'text') {
      if (typeof node.text !== 'string' || node.text === '')
        throw fieldError('content', '正文格式不正确：空文本')
      count.chars += node.text.length
      if (count.chars > LIMITS.chars) throw fieldError('content', `正文不能超过${LIMITS.chars}个字符`)
      if (node.marks !== undefined) {
        if (!Array.isArray(node.marks) || parent === 'codeBlock')
          throw fieldError('content', '正文格式不正确：无效的格式')
        for (const mark of node.marks) {
          const markAttrs =
            isObject(mark) && typeof mark.type === 'string' ? ownEntry(MARKS, mark.type) : undefined
          if (!isObject(mark) || !markAttrs)
            throw fieldError(
              'content',
              `正文格式不正确：不支持的格式 ${String(isObject(mark) ? mark.type : '').slice(0, 32)}`,
            )
          checkAttrs(String(mark.type), mark.attrs, markAttrs)
          if (
            mark.type === 'link' &&
            !allowedLinkUrl((mark.attrs as Record<string, unknown> | undefined)?.href)
          )
            throw fieldError('content', '正文链接只能是 http、https 或 mailto 地址')
        }
      }
    } else if (node.text !== undefined || node.marks !== undefined) {
      throw fieldError('content', '正文格式不正确')
    }
    if (node.type === 'image' && !allowedImageUrl((node.attrs as Record<string, unknown> | undefined)?.src))
      throw fieldError('content', '正文图片只能来自本平台上传或 https 地址')
    if (node.content !== undefined) {
      if (!Array.isArray(node.content)) throw fieldError('content', '正文格式不正确')
      for (const child of node.content) walk(child, node.type, depth + 1)
    }
  }
  if (value.content !== undefined && !Array.isArray(value.content))
    throw fieldError('content', '正文格式不正确')
  for (const key of Object.keys(value))
    if (!['type', 'content', 'attrs'].includes(key)) throw fieldError('content', '正文格式不正确')
  checkAttrs('doc', value.attrs, NODES.doc.attrs)
  for (const child of (value.content as unknown[] | undefined) ?? []) walk(child, 'doc', 1)
  if (count.chars === 0 && !JSON.stringify(value).includes('"image"'))
    throw fieldError('content', '请输入正文')
  return value as unknown as RichNode
}
