/**
 * A checked article document (rich-text.ts) rendered by the server: to HTML with only the tags and
 * attributes of its node and mark set, every text and attribute escaped and every address checked
 * again; and to plain text for summaries and search.
 */
import { ownEntry } from '../http/validate'
import { allowedImageUrl, allowedLinkUrl, type RichMark, type RichNode } from './rich-text'

/** Escape text and attribute values for HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const attr = (name: string, value: unknown) =>
  value === null || value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`

function renderMarks(text: string, marks: RichMark[] = []): string {
  let html = escapeHtml(text).replace(/\n/g, '<br>')
  for (const mark of marks) {
    if (mark.type === 'bold') html = `<strong>${html}</strong>`
    else if (mark.type === 'italic') html = `<em>${html}</em>`
    else if (mark.type === 'strike') html = `<s>${html}</s>`
    else if (mark.type === 'underline') html = `<u>${html}</u>`
    else if (mark.type === 'code') html = `<code>${html}</code>`
    else if (mark.type === 'link' && allowedLinkUrl(mark.attrs?.href))
      html = `<a${attr('href', mark.attrs?.href)} target="_blank" rel="noopener noreferrer nofollow">${html}</a>`
  }
  return html
}

const SIMPLE: Readonly<Record<string, string>> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  bulletList: 'ul',
  listItem: 'li',
}

/** Render a validated document to HTML (only the tags and attributes below; all text escaped). */
export function renderDocument(doc: RichNode): string {
  const render = (node: RichNode): string => {
    const inner = () => (node.content ?? []).map(render).join('')
    switch (node.type) {
      case 'doc':
        return inner()
      case 'text':
        return renderMarks(node.text ?? '', node.marks)
      case 'hardBreak':
        return '<br>'
      case 'horizontalRule':
        return '<hr>'
      case 'heading': {
        const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 1))
        return `<h${level}>${inner()}</h${level}>`
      }
      case 'orderedList': {
        const start = Number(node.attrs?.start) || 1
        return `<ol${start === 1 ? '' : attr('start', Math.trunc(start))}>${inner()}</ol>`
      }
      case 'codeBlock':
        return `<pre><code>${(node.content ?? []).map((child) => escapeHtml(child.text ?? '')).join('')}</code></pre>`
      case 'image':
        return allowedImageUrl(node.attrs?.src)
          ? `<img${attr('src', node.attrs?.src)}${attr('alt', node.attrs?.alt ?? '')}${attr('title', node.attrs?.title)}>`
          : ''
      default: {
        const tag = ownEntry(SIMPLE, node.type)
        return tag ? `<${tag}>${inner()}</${tag}>` : ''
      }
    }
  }
  return render(doc)
}

/** The plain text of a document (summaries, search). */
export function plainText(doc: RichNode): string {
  if (doc.type === 'text') return doc.text ?? ''
  const parts = (doc.content ?? []).map(plainText)
  return ['doc', 'blockquote', 'bulletList', 'orderedList', 'listItem'].includes(doc.type)
    ? parts.join('\n')
    : parts.join('')
}
